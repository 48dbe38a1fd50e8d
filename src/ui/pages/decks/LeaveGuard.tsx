// Asks before leaving the deck editor with unsaved changes: an in-app navigation (a link, the back
// button) is held by react-router's useBlocker and confirmed here; closing or reloading the tab gets
// the browser's own question (beforeunload).
import { useEffect } from 'react'
import { AlertDialog } from 'radix-ui'
import { useBlocker } from 'react-router-dom'
import { deckEditor as text } from '../../../text'

export function LeaveGuard({ dirty }: { dirty: boolean }) {
  // Only a change of page: the editor's own search (?deck=) staying the same is not a leave.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search))

  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = '' // older browsers need it set to show the question
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])

  // Saved meanwhile (or the changes undone): let the held navigation go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed()
  }, [blocker, dirty])

  return (
    <AlertDialog.Root open={blocker.state === 'blocked'}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay" />
        <AlertDialog.Content className="modal modal-alert" onEscapeKeyDown={() => blocker.reset?.()}>
          <AlertDialog.Title className="modal-title">{text.leaveTitle}</AlertDialog.Title>
          <AlertDialog.Description className="modal-text">{text.leaveText}</AlertDialog.Description>
          <div className="modal-actions">
            <AlertDialog.Cancel className="button button-primary" onClick={() => blocker.reset?.()}>{text.leaveStay}</AlertDialog.Cancel>
            <AlertDialog.Action className="button button-danger" onClick={() => blocker.proceed?.()}>
              {text.leaveGo}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
