// How many worker threads decide the bots' moves by default.
import { availableParallelism } from 'node:os'

/** The cores minus one for the event loop, at least one. */
export const defaultBotThreads = (): number => Math.max(1, availableParallelism() - 1)
