// The battle's side menu (spec §2): quit the game, full screen, sound on/off.
import { Dialog } from 'radix-ui'
import { gameText } from '../../../text/game'
import { Icon } from '../../components/Icon'
import { GameIcon } from './GameIcon'

interface SideMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  subtitle?: string
  soundOn: boolean
  onToggleSound: () => void
  fullScreen: { available: boolean; active: boolean; toggle: () => void }
  onQuit: () => void
}

export function SideMenu({ open, onOpenChange, title, subtitle, soundOn, onToggleSound, fullScreen, onQuit }: SideMenuProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="drawer game-drawer" aria-describedby={undefined}>
          <div className="drawer-head">
            <div>
              <Dialog.Title className="game-drawer-title">{gameText.menuTitle}</Dialog.Title>
              <p className="game-drawer-sub">{subtitle ? `${title} · ${subtitle}` : title}</p>
            </div>
            <Dialog.Close className="icon-button" aria-label={gameText.closeMenu}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <ul className="game-menu-list">
            <li>
              <button type="button" className="game-menu-item" onClick={onToggleSound} aria-pressed={soundOn}>
                <GameIcon name={soundOn ? 'speaker' : 'speakerOff'} />
                <span>{soundOn ? gameText.soundOn : gameText.soundOff}</span>
              </button>
            </li>
            {fullScreen.available && (
              <li>
                <button
                  type="button"
                  className="game-menu-item"
                  onClick={() => {
                    fullScreen.toggle()
                    onOpenChange(false)
                  }}
                >
                  <GameIcon name={fullScreen.active ? 'contract' : 'expand'} />
                  <span>{fullScreen.active ? gameText.exitFullScreen : gameText.fullScreen}</span>
                </button>
              </li>
            )}
            <li>
              <button
                type="button"
                className="game-menu-item game-menu-danger"
                onClick={() => {
                  onOpenChange(false)
                  onQuit()
                }}
              >
                <Icon name="logout" />
                <span>{gameText.quit}</span>
              </button>
            </li>
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
