// The key of the game the battle screen shows (its own module, so the event stream can feed it
// without loading the battle's atoms and rules).
export const battleGameKey = ['games', 'battle'] as const
