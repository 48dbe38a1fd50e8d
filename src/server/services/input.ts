// Checks of free-text input beyond the contract's types: trimmed texts and image addresses.
import { badRequest } from '../errors'
import { COMMON } from '../messages'

/** The trimmed text; a 400 naming the field when it is empty. */
export function requiredText(value: string, label: string): string {
  const text = value.trim()
  if (!text) throw badRequest(COMMON.empty(label))
  return text
}

/** An image address served by the game ("/assets/…") or an http(s) address; anything else is refused. */
export function imageAddress(value: string, label = "L'adresse de l'image"): string {
  const url = value.trim()
  if (/^\/(?!\/)\S*$/.test(url)) return url
  try {
    const parsed = new URL(url)
    if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && !/\s/.test(url)) return url
  } catch {
    // not an absolute URL
  }
  throw badRequest(COMMON.badLink(label))
}

/** A 400 when an edit request carries nothing to change: `changes` are the columns it would set (unknown keys set none). */
export function assertSomethingToChange<T extends object>(changes: T): T {
  if (Object.values(changes).every((value) => value === undefined)) throw badRequest(COMMON.nothingToChange)
  return changes
}
