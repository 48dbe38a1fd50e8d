// /settings — 'Paramètres': the Interface block with the theme, Clair or Sombre. Choosing saves
// the preference (POST /api/user/setting) and reloads the page in that theme.
import { useState } from 'react'
import { Select } from 'radix-ui'
import { useQueryClient } from '@tanstack/react-query'
import { saveThemeSetting, sessionAtom, storeTheme, themeAtom, useAtomValue, type Theme } from '../../state'
import { settings } from '../../text'
import { Icon } from '../components/Icon'
import { Notice } from '../components/Notice'
import { PageHeader } from '../components/PageHeader'
import { useLogout } from '../session/useLogout'
import { reloadPage } from '../session/reload'
import { InstallSettings } from '../../pwa/InstallSettings'

export default function SettingsPage() {
  const session = useAtomValue(sessionAtom)
  const theme = useAtomValue(themeAtom)
  const logout = useLogout()
  const client = useQueryClient()
  const [state, setState] = useState<'idle' | 'saving' | 'error'>('idle')

  const choose = async (next: Theme) => {
    if (!session || next === theme) return
    setState('saving')
    const result = await saveThemeSetting(client, session.id, next)
    if (!result.ok) return setState('error')
    storeTheme(next)
    reloadPage()
  }

  return (
    <div className="page page-narrow">
      <PageHeader title={settings.title} intro={settings.intro} />
      <section className="panel" aria-labelledby="settings-interface">
        <h2 id="settings-interface">{settings.interface}</h2>
        <div className="setting-row">
          <div>
            <label className="field-label" id="theme-label" htmlFor="theme-select">
              {settings.theme}
            </label>
            <p className="field-hint">{settings.themeHint}</p>
          </div>
          <Select.Root value={theme} onValueChange={(v) => void choose(v as Theme)} disabled={state === 'saving'}>
            <Select.Trigger id="theme-select" className="select-trigger" aria-labelledby="theme-label">
              <Select.Value />
              <Select.Icon className="select-chevron">▾</Select.Icon>
            </Select.Trigger>
            <Select.Portal>
              <Select.Content className="select-content" position="popper" sideOffset={6}>
                <Select.Viewport>
                  <ThemeItem value="light" icon="sun" label={settings.light} />
                  <ThemeItem value="dark" icon="moon" label={settings.dark} />
                </Select.Viewport>
              </Select.Content>
            </Select.Portal>
          </Select.Root>
        </div>
        {state === 'saving' && <p className="muted" role="status">{settings.saving}</p>}
        {state === 'error' && <Notice tone="error">{settings.saveError}</Notice>}
      </section>
      <InstallSettings />
      <section className="panel" aria-labelledby="settings-account">
        <h2 id="settings-account">{settings.account}</h2>
        <p className="muted">{settings.accountHint}</p>
        <button type="button" className="button button-secondary" onClick={logout}>
          <Icon name="logout" /> {settings.logout}
        </button>
      </section>
    </div>
  )
}

function ThemeItem({ value, icon, label }: { value: Theme; icon: 'sun' | 'moon'; label: string }) {
  return (
    <Select.Item value={value} className="select-item">
      <Icon name={icon} />
      <Select.ItemText>{label}</Select.ItemText>
      <Select.ItemIndicator className="select-check">
        <Icon name="check" />
      </Select.ItemIndicator>
    </Select.Item>
  )
}
