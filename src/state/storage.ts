// Safe JSON access to sessionStorage and localStorage (private modes may refuse them).

type Area = 'session' | 'local'
const area = (which: Area): Storage | null => {
  try {
    return which === 'session' ? window.sessionStorage : window.localStorage
  } catch {
    return null
  }
}

export function readJson<T>(which: Area, key: string, valid: (v: unknown) => v is T): T | null {
  try {
    const raw = area(which)?.getItem(key)
    if (!raw) return null
    const value: unknown = JSON.parse(raw)
    return valid(value) ? value : null
  } catch {
    return null
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value))
  } catch {
    // storage full or refused: the app keeps working for this page
  }
}

export function removeKey(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key)
  } catch {
    // ignored
  }
}
