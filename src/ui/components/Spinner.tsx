// A small busy indicator with its text for screen readers and sighted players.
export function Spinner({ label }: { label: string }) {
  return (
    <p className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      {label}
    </p>
  )
}
