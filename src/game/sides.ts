// Arithmetic on the four side values of a card or spell.
import type { Sides } from './types'

export const SIDE_KEYS = ['pointsHaut', 'pointsGauche', 'pointsDroite', 'pointsBas'] as const
export type SideKey = (typeof SIDE_KEYS)[number]

export const ZERO_SIDES: Readonly<Sides> = Object.freeze({ pointsHaut: 0, pointsGauche: 0, pointsDroite: 0, pointsBas: 0 })

export const makeSides = (haut: number, gauche: number, droite: number, bas: number): Sides => ({
  pointsHaut: haut,
  pointsGauche: gauche,
  pointsDroite: droite,
  pointsBas: bas,
})

/** Side by side sum (base + bonus, card + spell). */
export const addSides = (a: Sides, b: Sides): Sides => ({
  pointsHaut: a.pointsHaut + b.pointsHaut,
  pointsGauche: a.pointsGauche + b.pointsGauche,
  pointsDroite: a.pointsDroite + b.pointsDroite,
  pointsBas: a.pointsBas + b.pointsBas,
})

/** Sum of the four values. */
export const sidesTotal = (s: Sides): number => s.pointsHaut + s.pointsGauche + s.pointsDroite + s.pointsBas
