// Live events: a Server-Sent Events stream of the caller's games, profile, invitations, friend
// requests and opponents' presence (src/server/events). Authenticated like every call.
import type { Handlers } from './types'

export const eventHandlers: Handlers = {
  streamEvents: async (request, reply) => {
    request.server.events.open(request, reply)
    return reply as never
  },
}
