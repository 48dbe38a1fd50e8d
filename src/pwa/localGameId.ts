// The ids of offline training games (its own file: the worker needs them without the worker's client).
import { LOCAL_GAME_ID_BASE } from '../game/local/localGameId'

export { LOCAL_GAME_ID_BASE, isLocalGameId } from '../game/local/localGameId'

export const newLocalGameId = (): number => LOCAL_GAME_ID_BASE + Math.floor(Math.random() * 1_000_000_000)
