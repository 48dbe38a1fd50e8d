// The readable sizes of a card face's text, shared by the painter (view/facePaint.ts) and the layout
// tests: a value is never drawn under MIN_VALUE_FONT_PX, whatever the card's size.
export const MIN_VALUE_FONT_PX = 11
/** A value's font size per unit of its badge's radius. */
const VALUE_FONT_PER_BADGE = 1.2
/** Largest badge radius (big desktop cards). */
const MAX_BADGE = 17

/** Radius of the circle behind each of the four values of a face `width` px wide. */
export const valueBadgeRadius = (width: number): number => Math.min(MAX_BADGE, Math.max(MIN_VALUE_FONT_PX / VALUE_FONT_PER_BADGE, width * 0.135))

/** Font size (CSS px) of a value on a face `width` px wide. */
export const valueFontPx = (width: number): number => valueBadgeRadius(width) * VALUE_FONT_PER_BADGE

/** The name band is drawn on faces at least this wide. */
export const NAME_MIN_WIDTH = 70
