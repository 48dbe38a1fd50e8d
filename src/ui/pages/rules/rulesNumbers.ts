// The numbers of « Règles du jeu », read from src/game's constants (never written in the text), so
// the page follows the rules when they are retuned.
import { BOARD_SIZE, ROWS } from '../../../game/board'
import { DIFFICULTIES, type Difficulty } from '../../../game/bot/difficulty'
import { FACILE_KO_CHANCE } from '../../../game/bot/facile'
import { BOT_BUDGET_MS, ELO_START, LOSS_CREDIT, LOSS_XP, MAX_CONSECUTIVE_TIMEOUTS, SOLO_REPEAT_XP, TURN_RED_SECONDS, TURN_SECONDS, WIN_CREDIT, WIN_XP } from '../../../game/constants'
import { DECK_MAX_CARDS, DECK_MAX_SPELLS, DECK_MIN_CARDS, DECK_MIN_SPELLS, DECK_RULE } from '../../../game/decks'
import { CRAFT_PRICE, PITY_BOOSTERS, RECYCLE_VALUE } from '../../../game/economy'
import { POWER_WINDOW, RATING_WINDOW } from '../../../game/matchmaking'
import { GAME_CARDS, GAME_SPELLS, OPENING_CARDS } from '../../../game/rules'
import { SOLO_STAGE_COUNT, stageDifficulty } from '../../../game/solo'
import { MAX_UPGRADE_LEVEL, UPGRADE_COPIES } from '../../../game/upgrade'
import type { RulesNumbers } from '../../../text/rules'

const percent = (share: number) => Math.round(share * 100)
const extremes = (values: Record<string, number>) => ({ cheapest: Math.min(...Object.values(values)), dearest: Math.max(...Object.values(values)) })

/** The first and last stage played against each bot level. */
function soloLevels(): Record<Difficulty, readonly [number, number]> {
  const stages = Array.from({ length: SOLO_STAGE_COUNT }, (_, i) => i + 1)
  const of = (d: Difficulty) => stages.filter((s) => stageDifficulty(s) === d)
  return Object.fromEntries(DIFFICULTIES.map((d) => [d, [Math.min(...of(d)), Math.max(...of(d))] as const])) as Record<Difficulty, readonly [number, number]>
}

export function rulesNumbers(): RulesNumbers {
  return {
    boardSize: BOARD_SIZE,
    rows: ROWS,
    turnSeconds: TURN_SECONDS,
    redSeconds: TURN_RED_SECONDS,
    maxTimeouts: MAX_CONSECUTIVE_TIMEOUTS,
    gameCards: GAME_CARDS,
    gameSpells: GAME_SPELLS,
    openingCards: OPENING_CARDS,
    deckMinCards: DECK_MIN_CARDS,
    deckMinSpells: DECK_MIN_SPELLS,
    deckMaxCards: DECK_MAX_CARDS,
    deckMaxSpells: DECK_MAX_SPELLS,
    deckNeedsBoth: DECK_RULE === 'both',
    maxUpgrade: MAX_UPGRADE_LEVEL,
    upgradeCopies: UPGRADE_COPIES,
    facileKoPercent: percent(FACILE_KO_CHANCE),
    difficileMs: BOT_BUDGET_MS,
    soloStages: SOLO_STAGE_COUNT,
    soloLevels: soloLevels(),
    soloRepeatXp: SOLO_REPEAT_XP,
    winXp: WIN_XP,
    winCredit: WIN_CREDIT,
    lossXp: LOSS_XP,
    lossCredit: LOSS_CREDIT,
    eloStart: ELO_START,
    pityBoosters: PITY_BOOSTERS,
    craftPrice: extremes(CRAFT_PRICE),
    recycleValue: extremes(RECYCLE_VALUE),
    ratingWindow: { base: RATING_WINDOW.base, step: RATING_WINDOW.step, everySeconds: RATING_WINDOW.everyMs / 1000 },
    powerWindow: { basePercent: percent(POWER_WINDOW.base), stepPercent: percent(POWER_WINDOW.step), everySeconds: POWER_WINDOW.everyMs / 1000 },
  }
}
