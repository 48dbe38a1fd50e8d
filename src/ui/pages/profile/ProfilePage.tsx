// /profile — Profil: the player's card (pseudo, e-mail, level and XP to the next one, credit,
// rating, rank, ranked record), the account forms, a link to Paramètres and the account deletion;
// below, the statistics (rating chart, win rate per mode, most played cards, recent games).
import { Link } from 'react-router-dom'
import { profileAtom, useAtomValue } from '../../../state'
import { common, profilePage as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { PageHeader } from '../../components/PageHeader'
import { Spinner } from '../../components/Spinner'
import { AccountForms } from './AccountForms'
import { DeleteAccount } from './DeleteAccount'
import { ProfileStats } from './ProfileStats'
import { ProfileSummary } from './ProfileSummary'

export default function ProfilePage() {
  const profile = useAtomValue(profileAtom)
  return (
    <div className="page profile-page">
      <PageHeader title={text.title} intro={text.intro} />
      {!profile ? (
        <Spinner label={common.loading} />
      ) : (
        <div className="profile-grid">
          <div className="profile-column">
            <ProfileSummary profile={profile} />
            <section className="panel profile-settings" aria-labelledby="profile-settings-title">
              <h2 id="profile-settings-title">{text.settingsTitle}</h2>
              <p className="muted">{text.settingsText}</p>
              <Link className="button button-secondary" to="/settings">
                <Icon name="settings" /> {text.settingsLink}
              </Link>
            </section>
          </div>
          <div className="profile-column">
            <AccountForms key={profile.id} profile={profile} />
          </div>
        </div>
      )}
      {profile && (
        <>
          <ProfileStats userId={profile.id} />
          <div className="profile-danger">
            <DeleteAccount profile={profile} />
          </div>
        </>
      )}
    </div>
  )
}
