/**
 * The balance lab: a scenario played many times by computer opponents that act only through the
 * playtest's commands (opponent.ts), by doctrines a designer picks per side (doctrines.ts), towards the
 * goals the victory conditions set (goals.ts); each game from its own seed (game.ts, run.ts), summed up
 * with Wilson intervals (stats.ts, summary.ts), and over variants of the scenario (vary.ts).
 * `muster balance` and Scenario ▸ Balance… are its two callers. Readings: docs/rules-notes/balance.md.
 */
export { DOCTRINES, DOCTRINE_LABELS, DOCTRINE_TABLE, isDoctrine, type Doctrine, type DoctrineRow } from './doctrines';
export { sideGoals, type SideGoal } from './goals';
export { playSideTurn, react } from './opponent';
export { playGame, type BalanceSetup, type GameRecord } from './game';
export { apart, gameSeed, meanSd, wilson, Z95, type Rate } from './stats';
export { nearestEven, sidesNeverWinningByConditions, summarise, UNITS_NAMED, type BalanceSummary, type UnitMattered } from './summary';
export { playGames, runBalance, summariseRun, type BalanceRequest } from './run';
export { BUDGET_STEP_PERCENT, MAX_VARIANTS, parseVary, variantsOf, type Variant, type VariantSpec } from './vary';
export { BALANCE_LIMITS } from './limits';
export { OPPONENTS_CAVEAT, neverReached, percent, summaryLines } from './words';
