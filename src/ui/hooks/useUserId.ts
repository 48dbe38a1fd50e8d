// The signed-in player's id (0 without a session: the guarded pages never render then).
import { sessionAtom, useAtomValue } from '../../state'

export const useUserId = (): number => useAtomValue(sessionAtom)?.id ?? 0
