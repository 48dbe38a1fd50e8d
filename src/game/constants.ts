// Business constants of a match and of its rewards (product spec §9 and game-rules.md).

/** Seconds a player has to place something. */
export const TURN_SECONDS = 30
/** The timer bar turns red (and ticks) at this many seconds or less. */
export const TURN_RED_SECONDS = 5
/** Empty positions are highlighted this long at turn start. */
export const HIGHLIGHT_MS = 2000
/** Out of turn, the client polls the game this often. */
export const GAME_POLL_MS = 4000
/** The 3rd pass in a row by the same player forfeits the game. */
export const MAX_CONSECUTIVE_TIMEOUTS = 3

/** Rewards of a ranked, unranked or private game. */
export const WIN_XP = 100
export const WIN_CREDIT = 50
export const LOSS_XP = 25
export const LOSS_CREDIT = 10
/** Elo rating of a new player and its K factor. */
export const ELO_START = 1000
export const ELO_K = 32
/** XP for winning again a solo stage already won. */
export const SOLO_REPEAT_XP = 20
/** Time budget of the 'difficile' bot per move. */
export const BOT_BUDGET_MS = 50
