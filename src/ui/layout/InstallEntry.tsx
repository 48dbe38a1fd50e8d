// « Installer le jeu » in the Plus drawer, shown while the browser offers installation.
import { installText } from '../../text/install'
import { Icon } from '../components/Icon'
import { promptInstall, useInstallOffered } from '../../pwa/installPrompt'

export default function InstallEntry({ className, onDone }: { className: string; onDone: () => void }) {
  const offered = useInstallOffered()
  if (!offered) return null
  return (
    <button
      type="button"
      className={className}
      data-testid="install-entry"
      onClick={() => {
        onDone()
        void promptInstall()
      }}
    >
      <Icon name="check" />
      <span className="menu-label">{installText.install}</span>
    </button>
  )
}
