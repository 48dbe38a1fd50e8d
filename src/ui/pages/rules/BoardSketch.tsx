// The board's positions as numbered cells in their centred rows (3, 5, 5, 5, 3), for the rules page:
// a picture of where the numbers sit, which the neighbours' rule refers to.
import { rulesPage as text } from '../../../text/rules'

export function BoardSketch({ rows }: { rows: readonly number[] }) {
  let next = 0
  const positions = rows.map((size) => Array.from({ length: size }, () => next++))
  return (
    <div className="rules-board" role="img" aria-label={text.boardLabel(next)}>
      {positions.map((row, r) => (
        <div key={r} className="rules-board-row">
          {row.map((i) => (
            <span key={i} className="rules-board-cell">
              {i}
            </span>
          ))}
        </div>
      ))}
    </div>
  )
}
