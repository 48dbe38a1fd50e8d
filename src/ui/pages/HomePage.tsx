// /home: the player's lobby (logged in) — « Jouer » or « Reprendre », the solo progress, what waits
// for an answer, the friends in a game, the latest news and shortcuts — or the landing page for visitors.
// Offline (the profile unreadable) it shows the last known pseudo and level, and says so.
import { sessionAtom, shownProfileAtom, useAtomValue } from '../../state'
import { home } from '../../text'
import { LevelBar } from '../components/LevelBar'
import { PageHeader } from '../components/PageHeader'
import { FriendsPanel } from './home/FriendsPanel'
import { InboxPanel } from './home/InboxPanel'
import { NewsPanel } from './home/NewsPanel'
import { PlayPanel } from './home/PlayPanel'
import { Shortcuts } from './home/Shortcuts'
import { SoloPanel } from './home/SoloPanel'
import { LandingPage } from './LandingPage'

export default function HomePage() {
  const session = useAtomValue(sessionAtom)
  const profile = useAtomValue(shownProfileAtom)
  if (!session) return <LandingPage />
  return (
    <div className="page home">
      <PageHeader title={profile ? home.welcome(profile.pseudo) : home.welcomeAnonymous}>
        {profile && (
          <div className="home-level">
            <LevelBar xp={profile.level} />
          </div>
        )}
        {profile?.lastKnown && <p className="home-last-known muted">{home.lastKnown}</p>}
      </PageHeader>
      <div className="home-grid">
        <PlayPanel />
        <InboxPanel userId={session.id} />
        <SoloPanel userId={session.id} />
        <FriendsPanel userId={session.id} />
        <NewsPanel />
        <Shortcuts />
      </div>
    </div>
  )
}
