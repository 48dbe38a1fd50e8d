// The local game source: an openapi-fetch middleware that answers the battle's calls for a local
// game (read, place, pass, deck, leave) from the offline training's worker, so the battle screen
// plays it unchanged; and, while the browser is offline, answers every other call with a French
// 503 at once instead of letting it fail.
import type { Middleware } from 'openapi-fetch'
import { api } from '../api/client'
import { offerGame } from '../state/queries/battle'
import type { QueryClient } from '@tanstack/query-core'
import type { Move } from '../game'
import { pwaText } from '../text/pwa'
import { isLocalGameId, moveLocal, onBotMove, quitLocal, readLocal, readyLocal, type LocalAnswer } from './localGameClient'
import { isOffline } from './online'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The route of a local game's call, or null when the call is not one. */
export function localCallOf(method: string, pathname: string): { kind: 'read' | 'plate' | 'end' | 'decks' | 'ready'; id: number } | null {
  const ready = /^\/api\/games\/(\d+)\/ready$/.exec(pathname)
  if (ready && isLocalGameId(Number(ready[1]))) return method === 'POST' ? { kind: 'ready', id: Number(ready[1]) } : null
  const match =
    /^\/api\/games\/(\d+)$/.exec(pathname) ?? /^\/api\/games\/training\/(plate|end|decks)\/(\d+)$/.exec(pathname)
  if (!match) return null
  const id = Number(match.at(-1))
  if (!isLocalGameId(id)) return null
  if (match.length === 2) return method === 'GET' ? { kind: 'read', id } : null
  return method === 'POST' ? { kind: match[1] as 'plate' | 'end' | 'decks', id } : null
}

/** The move of a plate body: a card, a spell, or the empty move (the clock's pass). */
export function moveOfBody(body: { cardId?: number | null; spellId?: number | null; index?: number | null }): Move {
  if (body.index == null) return { kind: 'pass' }
  if (body.cardId != null) return { kind: 'card', instanceId: body.cardId, index: body.index }
  if (body.spellId != null) return { kind: 'spell', instanceId: body.spellId, index: body.index }
  return { kind: 'pass' }
}

const answered = (answer: LocalAnswer, plate: boolean): Response => {
  if (!answer.ok) return json(answer.status, { message: answer.message, status: answer.status, game: answer.game })
  const game = answer.game
  return json(200, plate ? { plateau: game.plateau, plateauspell: game.plateauspell, game } : game)
}

const localGameMiddleware: Middleware = {
  async onRequest({ request }) {
    const call = localCallOf(request.method, new URL(request.url, location.href).pathname)
    if (call) {
      switch (call.kind) {
        case 'read':
        case 'decks':
          return answered(await readLocal(call.id), false)
        case 'ready': // the player's turn runs from when their board is drawn, as on the server
          return answered(await readyLocal(call.id), false)
        case 'plate':
          return answered(await moveLocal(call.id, moveOfBody(await request.clone().json())), true)
        case 'end':
          return answered(await quitLocal(call.id), false)
      }
    }
    if (isOffline()) return json(503, { message: pwaText.offlineCall, status: 503 })
    return undefined
  },
}

let installed = false
/** Plugs the local game source into the API client, and the bot's moves into the battle's cache (the app's query client). */
export function installLocalGameSource(client: QueryClient): void {
  if (installed) return
  installed = true
  api.use(localGameMiddleware)
  onBotMove((game) => void offerGame(client, game))
}
