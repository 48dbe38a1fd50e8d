// A friend's presence: a green dot while they have the game open (the friends list's `online`), a
// grey ring otherwise; its name says it to screen readers.
import { presenceText } from '../../../text/player'
import './presence.css'

export function PresenceDot({ pseudo, online }: { pseudo: string; online: boolean }) {
  return <span className="presence-dot" data-online={online} role="img" aria-label={presenceText.label(pseudo, online)} />
}
