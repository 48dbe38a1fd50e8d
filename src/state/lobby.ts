// Periods and sizes of the pages that start games (Parties, Solo) and of the Amis page.

/** While a private game waits for the invited friend, it is re-read this often. */
export const WAITING_POLL_MS = 2_000
/** A waiting ranked or unranked player re-posts their queue this often (pairing happens on post, the windows widen with the wait). */
export const QUEUE_REPOST_MS = 3_000
/** A private game's code: 6 characters (the server ignores case and spaces). */
export const PRIVATE_CODE_LENGTH = 6
/** The player search waits this long after the last keystroke. */
export const FRIEND_SEARCH_DEBOUNCE_MS = 300
/** The longest pseudo the search accepts (the contract's limit). */
export const FRIEND_SEARCH_MAX = 20
/** Games shown in the Parties page's history, and players in its ranking. */
export const HISTORY_SIZE = 8
export const RANKING_SIZE = 10
