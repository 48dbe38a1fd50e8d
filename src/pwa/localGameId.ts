// The ids of offline training games (its own file: the worker needs it without the worker's client).

/** Local games' ids start here: far above any id the server hands out (and below 2^53). */
export const LOCAL_GAME_ID_BASE = 8_000_000_000_000
export const isLocalGameId = (id: number): boolean => id >= LOCAL_GAME_ID_BASE

export const newLocalGameId = (): number => LOCAL_GAME_ID_BASE + Math.floor(Math.random() * 1_000_000_000)
