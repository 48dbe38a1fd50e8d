// Password reset links (issued, checked, consumed): the repository's functions, forwarded.
export { consumeReset, insertReset, resetUsable } from '../db/repositories/password-resets'
