// How long the look-ahead may search: an injected clock (ms) or, without one, a node count.

/** Positions evaluated when no clock is given: about 25 ms on average on one idle core, more in the opening (big hands); pass a clock for a hard limit. */
export const DEFAULT_NODE_BUDGET = 5_000
/** Share of the time budget the search may use: room for the last expansion and a busy machine's scheduling. */
const TIME_SHARE = 0.6
/** The clock is read once every this many nodes. */
const CLOCK_EVERY = 32

export class SearchBudget {
  nodes = 0
  private readonly deadline: number

  constructor(
    budgetMs: number,
    private readonly now?: () => number,
    private readonly maxNodes: number = DEFAULT_NODE_BUDGET,
  ) {
    this.deadline = now ? now() + budgetMs * TIME_SHARE : Infinity
  }

  /** Counts n evaluated positions; true when the search must stop. */
  spend(n = 1): boolean {
    const before = this.nodes
    this.nodes += n
    if (!this.now) return this.nodes > this.maxNodes
    const crossed = Math.floor(this.nodes / CLOCK_EVERY) !== Math.floor(before / CLOCK_EVERY)
    return crossed && this.now() >= this.deadline
  }

  /** True once the budget is gone (reads the clock). */
  exhausted(): boolean {
    return this.now ? this.now() >= this.deadline : this.nodes > this.maxNodes
  }
}
