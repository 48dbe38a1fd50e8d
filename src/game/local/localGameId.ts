// The ids of offline training games: far above any id the server hands out, so the client tells a
// game played on the device from a server's game by its id alone (the battle has no server then).

/** Local games' ids start here (and stay below 2^53). */
export const LOCAL_GAME_ID_BASE = 8_000_000_000_000
export const isLocalGameId = (id: number): boolean => id >= LOCAL_GAME_ID_BASE
