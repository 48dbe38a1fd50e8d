// The battle screen's texts live in src/text/game.ts (verbatim from the spec, the English ones
// included); the model re-exports them under the names it has always used.
export { sceneTexts, gameTitles } from '../../text/game'
