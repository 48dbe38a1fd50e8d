// A failed call: its §8 message and, for connection failures, the diagnosis with its suggestions.
import type { Failure } from '../../api/result'
import { diagnosis, diagnosisLabel } from '../../text'
import { Notice } from './Notice'

export function FailureNotice({ failure }: { failure: Failure }) {
  const kind = failure.diagnosis
  return (
    <Notice tone="error">
      <p className="notice-title">{failure.message}</p>
      {kind && (
        <section className="diagnosis" aria-label={diagnosisLabel} data-diagnosis={kind}>
          <p className="diagnosis-title">{diagnosis[kind].title}</p>
          <ul>
            {diagnosis[kind].suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      )}
    </Notice>
  )
}
