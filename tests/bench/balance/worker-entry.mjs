// The bench's worker threads: register tsx in the thread, then run series of games (worker.ts).
import { register } from 'tsx/esm/api'

register()
const { default: work } = await import('./worker.ts')

export default work
