// The settings' 'Application' block: « Installer le jeu » while the browser offers installation,
// or a line saying the game runs installed.
import { installText } from '../text/install'
import { isInstalledApp, promptInstall, useInstallOffered } from './installPrompt'

export function InstallSettings() {
  const offered = useInstallOffered()
  const installed = isInstalledApp()
  if (!offered && !installed) return null
  return (
    <section className="panel" aria-labelledby="settings-app">
      <h2 id="settings-app">{installText.installSection}</h2>
      {installed ? (
        <p className="muted">{installText.installed}</p>
      ) : (
        <>
          <p className="muted">{installText.installHint}</p>
          <button type="button" className="button button-primary" data-testid="install-settings" onClick={() => void promptInstall()}>
            {installText.install}
          </button>
        </>
      )}
    </section>
  )
}
