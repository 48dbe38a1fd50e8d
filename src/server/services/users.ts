// The accounts as the routes read and change them (profile, ranking, preferences, credit, admin
// listing and removal, sign-up checks): the repository's functions, forwarded.
export { addCredit, countAdmins, deleteUser, emailTaken, findByLogin, findUser, listUsers, profileOf, pseudoTaken, ranking, savePreferences, setUserDisabled, userJson } from '../db/repositories/users'
export type { UserRow } from '../db/repositories/users'
