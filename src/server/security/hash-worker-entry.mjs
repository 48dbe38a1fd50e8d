// The file a hashing thread loads: registers tsx in this thread (workers do not inherit the loader
// under vitest or `node --import tsx`), then hands over to the TypeScript worker.
import { register } from 'tsx/esm/api'

register()
await import('./hash-worker.ts')
