// /profile — the Profil page lives in ./profile/ (this module stays the route's chunk entry).
export { default } from './profile/ProfilePage'
