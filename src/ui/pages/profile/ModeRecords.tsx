// Wins and losses per mode, each with its win rate as a bar (the share of finished games won).
import type { ModeRecord } from '../../../api/stats'
import { profileStats as text } from '../../../text/profileStats'

const percentOf = (m: ModeRecord) => (m.played === 0 ? 0 : Math.round((100 * m.won) / m.played))

export function ModeRecords({ modes }: { modes: ModeRecord[] }) {
  const none = modes.every((m) => m.played === 0)
  return (
    <section className="panel profile-modes" aria-labelledby="profile-modes-title">
      <h2 id="profile-modes-title">{text.modesTitle}</h2>
      {none ? (
        <p className="muted profile-empty">{text.modesEmpty}</p>
      ) : (
        <ul className="mode-records">
          {modes.map((m) => {
            const percent = percentOf(m)
            const name = text.modes[m.type]
            return (
              <li key={m.type} className="mode-record" data-mode={m.type}>
                <span className="mode-record-name">{name}</span>
                {m.played === 0 ? (
                  <span className="muted mode-record-detail">{text.noGame}</span>
                ) : (
                  <>
                    <span className="mode-record-detail">
                      <strong>{text.winRate(percent)}</strong> <span className="muted">{text.modeRecord(m.won, m.lost)}</span>
                    </span>
                    <span className="mode-record-bar" role="img" aria-label={text.winRateLabel(name, percent, m.played)}>
                      <span style={{ width: `${percent}%` }} />
                    </span>
                  </>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
