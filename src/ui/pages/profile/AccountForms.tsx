// 'Compte': change the pseudo, the e-mail (with 'Mot de passe actuel') or the password, in tabs;
// PUT /api/user/{id}; the server's errors under their fields, its message above the buttons.
import { useState } from 'react'
import { Tabs } from 'radix-ui'
import { readCredentials, rememberLogin, type Profile } from '../../../state'
import { profilePage as text } from '../../../text'
import { Field } from '../../components/Field'
import { SectionHead } from '../games/SectionHead'
import { FormShell, useAccountSubmit } from './FormShell'
import { PasswordForm } from './PasswordForm'

export function AccountForms({ profile }: { profile: Profile }) {
  return (
    <section className="panel lobby-section account" aria-labelledby="account-title">
      <SectionHead id="account-title" icon="profile" title={text.accountTitle} intro={text.accountIntro} />
      <Tabs.Root defaultValue="pseudo">
        <Tabs.List className="tabs tabs-3" aria-label={text.tabsLabel}>
          <Tabs.Trigger value="pseudo" className="tab">
            {text.tabs.pseudo}
          </Tabs.Trigger>
          <Tabs.Trigger value="email" className="tab">
            {text.tabs.email}
          </Tabs.Trigger>
          <Tabs.Trigger value="password" className="tab">
            {text.tabs.password}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="pseudo" className="tab-panel">
          <PseudoForm profile={profile} />
        </Tabs.Content>
        <Tabs.Content value="email" className="tab-panel">
          <EmailForm profile={profile} />
        </Tabs.Content>
        <Tabs.Content value="password" className="tab-panel">
          <PasswordForm profile={profile} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}

function PseudoForm({ profile }: { profile: Profile }) {
  const [pseudo, setPseudo] = useState(profile.pseudo)
  const form = useAccountSubmit()
  const submit = () => {
    const next = pseudo.trim()
    if (next === profile.pseudo) return form.setFields({ pseudo: text.samePseudo })
    void form.run(
      profile.id,
      { pseudo: next },
      (user) => {
        // The phone quick launch signs in with the new pseudo from now on.
        const stored = readCredentials()
        if (stored && (stored.pseudo === profile.pseudo || stored.pseudo === profile.email)) rememberLogin({ ...stored, pseudo: user.pseudo }, true)
        return text.pseudoSaved(user.pseudo)
      },
    )
  }
  return (
    <FormShell onSubmit={submit} busy={form.busy} label={text.savePseudo} message={form.message}>
      <Field label={text.newPseudo} value={pseudo} onChange={(e) => setPseudo(e.target.value)} error={form.fields.pseudo} autoComplete="username" maxLength={60} required />
    </FormShell>
  )
}

function EmailForm({ profile }: { profile: Profile }) {
  const [email, setEmail] = useState('')
  const [current, setCurrent] = useState('')
  const form = useAccountSubmit()
  const submit = () => {
    const next = email.trim()
    if (next.toLowerCase() === profile.email.toLowerCase()) return form.setFields({ email: text.sameEmail })
    void form.run(
      profile.id,
      { email: next, currentPassword: current },
      () => {
        setEmail('')
        setCurrent('')
        return text.emailSaved
      },
    )
  }
  return (
    <FormShell onSubmit={submit} busy={form.busy} label={text.saveEmail} message={form.message}>
      <Field label={text.newEmail} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={form.fields.email} hint={text.currentEmail(profile.email)} autoComplete="email" required />
      <Field label={text.currentPassword} type="password" revealable value={current} onChange={(e) => setCurrent(e.target.value)} error={form.fields.currentPassword} hint={text.currentPasswordHint} autoComplete="current-password" required />
    </FormShell>
  )
}
