// The battle's modal frame (Radix Dialog): title, optional description, content and actions.
// Non-dismissible dialogs ignore Escape and clicks outside (the deck choice, the result). The dialog
// stays inside the screen (safe areas included): its body scrolls, its actions are always in view.
import type { ReactNode } from 'react'
import { Dialog } from 'radix-ui'

interface GameDialogProps {
  open: boolean
  onOpenChange?: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  actions?: ReactNode
  dismissible?: boolean
  className?: string
  icon?: ReactNode
}

export function GameDialog({ open, onOpenChange, title, description, children, actions, dismissible = true, className, icon }: GameDialogProps) {
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay game-overlay" />
        <Dialog.Content
          className={className ? `modal game-modal ${className}` : 'modal game-modal'}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          <div className="game-modal-body">
            {icon && <div className="game-modal-icon">{icon}</div>}
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="modal-description">{description}</Dialog.Description>
            ) : (
              <Dialog.Description className="game-sr-only">{title}</Dialog.Description>
            )}
            {children}
          </div>
          {actions && <div className="modal-actions">{actions}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
