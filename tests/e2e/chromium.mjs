// Where the system Chromium is (the browser suite never downloads one).
import { existsSync } from 'node:fs'

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  return candidates.find((p) => existsSync(p)) ?? null
}
