// One chunk of a series of games, in a worker thread.
import { runDuel, type DuelTask, type GameRecord } from './duel'

export default function work(task: DuelTask): GameRecord[] {
  return runDuel(task)
}
