// Every route of spec §2. The landing page is in the entry chunk; every other page (and the game
// routes, future home of Pixi) is its own lazy chunk (React.lazy, loaded under the layout's Suspense).
import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { AppLayout } from '../layout/AppLayout'
import { LandingPage } from '../pages/LandingPage'
import { RequireAdmin, RequireSession } from './guards'

const HomePage = lazy(() => import('../pages/HomePage'))
const AboutPage = lazy(() => import('../pages/AboutPage'))
const ContactPage = lazy(() => import('../pages/ContactPage'))
const PrivacyPage = lazy(() => import('../pages/PrivacyPage'))
const RulesPage = lazy(() => import('../pages/RulesPage'))
const LoginPage = lazy(() => import('../pages/auth/LoginPage'))
const ForgotPasswordPage = lazy(() => import('../pages/auth/ForgotPasswordPage'))
const ResetPasswordPage = lazy(() => import('../pages/auth/ResetPasswordPage'))
const GamesPage = lazy(() => import('../pages/games/GamesPage'))
const SoloPage = lazy(() => import('../pages/solo/SoloPage'))
const CardsPage = lazy(() => import('../pages/cards/CardsPage'))
const DecksPage = lazy(() => import('../pages/decks/DecksPage'))
const FriendsPage = lazy(() => import('../pages/friends/FriendsPage'))
const BoostersPage = lazy(() => import('../pages/boosters/BoostersPage'))
const ShopPage = lazy(() => import('../pages/shop/ShopPage'))
const AdminPage = lazy(() => import('../pages/admin/AdminPage'))
const SettingsPage = lazy(() => import('../pages/SettingsPage'))
const ProfilePage = lazy(() => import('../pages/ProfilePage'))
const NewsPage = lazy(() => import('../pages/NewsPage'))
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'))
/** The battle screen's chunk (Pixi and Howler live only there). */
const GamePage = lazy(() => import('../pages/game/GamePage'))
/** Watching a friend's game (the battle scene, read-only). */
const WatchPage = lazy(() => import('../pages/watch/WatchPage'))
/** A finished game's replay (the battle scene, read-only, with its controls). */
const ReplayPage = lazy(() => import('../pages/replay/ReplayPage'))
/** A friend's page: their statistics and recent games with their replays. */
const PlayerPage = lazy(() => import('../pages/player/PlayerPage'))
/** Training against the bots without a connection (src/pwa). */
const OfflineTrainingPage = lazy(() => import('../pages/offline/OfflineTrainingPage'))

const GAME_PATHS = [
  '/game/unranked',
  '/game/ranked',
  '/game/private',
  '/game/private/:GameId',
  '/game/solo',
  '/game/solo/:GameId',
  '/game/training',
  '/game/training/:GameId',
]

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/regles" element={<RulesPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/resetpassword" element={<ForgotPasswordPage />} />
        <Route path="/change-password/:token" element={<ResetPasswordPage />} />
        <Route path="/offline" element={<OfflineTrainingPage />} />
        <Route element={<RequireSession />}>
          <Route path="/game" element={<GamesPage />} />
          <Route path="/solo" element={<SoloPage />} />
          <Route path="/cards" element={<CardsPage />} />
          <Route path="/inventory" element={<DecksPage />} />
          <Route path="/friends" element={<FriendsPage />} />
          <Route path="/pack" element={<BoostersPage />} />
          <Route path="/pack/:packId" element={<BoostersPage />} />
          <Route path="/shop" element={<ShopPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/news" element={<NewsPage />} />
          {GAME_PATHS.map((path) => (
            <Route key={path} path={path} element={<GamePage />} />
          ))}
          <Route path="/watch/:gameId" element={<WatchPage />} />
          <Route path="/replay/:gameId" element={<ReplayPage />} />
          <Route path="/player/:userId" element={<PlayerPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<RequireAdmin />}>
          <Route path="/admin" element={<AdminPage />} />
        </Route>
      </Route>
    </Routes>
  )
}
