// 'Demandes reçues' (Accepter / Refuser) and 'Demandes envoyées' (Annuler).
import { useId } from 'react'
import { friendsPage as text } from '../../../text'
import { SectionHead } from '../games/SectionHead'
import { PlayerRow } from './PlayerRow'
import type { FriendRequest, Friends } from './useFriends'

export function Requests({ kind, friends }: { kind: 'incoming' | 'outgoing'; friends: Friends }) {
  const titleId = useId()
  const incoming = kind === 'incoming'
  const list = incoming ? friends.incoming : friends.outgoing
  return (
    <section className={`panel lobby-section requests requests-${kind}`} aria-labelledby={titleId}>
      <SectionHead id={titleId} icon="envelope" title={incoming ? text.incomingTitle : text.outgoingTitle} count={list.length} />
      {list.length === 0 ? (
        <p className="muted">{text.noRequests}</p>
      ) : (
        <ul className="player-list">
          {list.map((request) => (
            <RequestRow key={request.id} request={request} incoming={incoming} friends={friends} />
          ))}
        </ul>
      )}
    </section>
  )
}

function RequestRow({ request, incoming, friends }: { request: FriendRequest; incoming: boolean; friends: Friends }) {
  const player = incoming ? request.from : request.to
  return (
    <PlayerRow player={player} detail={text.askedOn(request.createdAt)}>
      {(describedBy) =>
        incoming ? (
          <>
            <button type="button" className="button button-small button-primary" aria-describedby={describedBy} disabled={friends.busy} onClick={() => void friends.accept(request)}>
              {text.accept}
            </button>
            <button type="button" className="button button-small button-secondary" aria-describedby={describedBy} disabled={friends.busy} onClick={() => void friends.refuse(request)}>
              {text.refuse}
            </button>
          </>
        ) : (
          <button type="button" className="button button-small button-secondary" aria-describedby={describedBy} disabled={friends.busy} onClick={() => void friends.refuse(request)}>
            {text.cancel}
          </button>
        )
      }
    </PlayerRow>
  )
}
