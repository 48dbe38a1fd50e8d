// The scrypt parameters of a stored hash "scrypt$cost$salt$hash": N = 2^cost, r = 8, p = 1, a 32-byte key.
import type { ScryptOptions } from 'node:crypto'

export const KEY_LENGTH = 32

export const scryptOptions = (cost: number): ScryptOptions => ({ N: 2 ** cost, r: 8, p: 1, maxmem: 256 * 1024 * 1024 })
