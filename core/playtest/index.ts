/**
 * The playtest sandbox: a scenario's units played on its table with seeded dice, turn by turn. The state
 * (state.ts) is plain JSON run through a `History` like a document, so undo and redo are the history's;
 * the actions are named commands (commands.ts, one file per act in acts/, their rules as data in
 * acts/rules.ts, every die thrown by dice.ts's roller) that ask the rules preview and the ADF engines for
 * every number; each act's log event carries the moves it made (`PlaytestMove`) for the board to draw; `situationOf` (situation.ts) makes a new scenario of the table as it stands, the only way a
 * playtest reaches a file. Readings of the book: docs/rules-notes/playtest.md.
 *
 * Playing by the rules (moves.ts, reactions.ts, replay.ts, report.ts): while a unit is dragged the board
 * asks `moveReader(ground, state, key)` once and calls the reader on every pointer move (`readMove` is the
 * one-off form); the reading gives the allowance, the actions spent and left, the inches left, the ground
 * crossed, the disorder it causes and, when refused, why with the book's line. On drop `moveUnit` makes
 * the same reading and refuses or records it. `faceUnit`, `changeFormation`, `mountOrDismount`, `reform`
 * and `disengage` spend actions (or the reacting unit's one reaction); `reactionsAfter(ground, state)`
 * lists what the reacting side may do after the last active act; `placeUnit` moves a unit by hand.
 * Each command records its `PlaytestAction` on the log, so `replayPlaytest(ground, map, seed,
 * actionsOf(state))` rebuilds the game; `battleReport`/`battleReportText` and the 'battle-report' print
 * sheet make the report a club posts; `playtestOutcome` judges the victory once and builds the result and
 * the report from that judgement for every reader. The rules an opponent needs are acts too: the
 * counter-charge (a `defenderReaction` of `charge`), `desperationFire` (offered by `desperationOffers`),
 * interpenetration (the TCTs `moveUnit` rolls), the crossing of fences and walls (`ObstacleCrossing`, an
 * argument of `moveUnit` and the reader), and command and control by the order of battle (command.ts).
 */
export { diceStream, newSeed, rollDice, rollerAt, type Roller } from './dice';
export {
  PLAYTEST_EVENT_KINDS,
  PLAYTEST_RULES,
  activeSide,
  initiativeWithoutDice,
  leadershipOnTable,
  playtestGround,
  playtestTable,
  sideName,
  sidesInOrder,
  standsAfterLosses,
  startPlaytest,
  strengthOf,
  unitState,
  type Playtest,
  type PlaytestDice,
  type PlaytestEvent,
  type PlaytestEventKind,
  type PlaytestGround,
  type PlaytestMove,
  type Strength,
  type UnitState,
} from './state';
export {
  ACT_RULES,
  CHARGE_RULES,
  DEFAULT_CHARGE_OPTIONS,
  DESPERATION_RULES,
  COUNTER_CHARGE_RULES,
  counterChargeRefusal,
  INTERPENETRATION_RULES,
  currentBmp,
  passedThrough,
  chargeRefusal,
  desperationFire,
  desperationOffers,
  desperationRefusal,
  type ActRules,
  bookLine,
  changeFormation,
  charge,
  describeState,
  disengage,
  faceUnit,
  FORMATION_CHOICES,
  formationChangeOf,
  formationOptions,
  type FormationOption,
  placeUnit,
  reform,
  whyNoFire,
  fire,
  moraleCheck,
  mountOrDismount,
  moveUnit,
  nextPlayerTurn,
  removeUnit,
  resolveFire,
  rollInitiative,
  rout,
  setUnitState,
  unitAt,
  type ChargeOptions,
  type FireOutcome,
  type MoraleOutcome,
} from './commands';
export { situationOf } from './situation';
export { DEFENDER_REACTION_LABELS, DEFENDER_REACTIONS, type DefenderReaction, type PlaytestAction, type PlaytestActionKind } from './actions';
export {
  ACTIONS_PER_TURN,
  MOVE_REFUSALS,
  MOVE_RULES,
  actionsSpent,
  commandAndControl,
  facingCost,
  moveReader,
  moverInState,
  readMove,
  unitTurn,
  type FacingCost,
  type UnitTurn,
  type GroundCrossed,
  type MoveReader,
  type MoveReading,
  type MoveRefusal,
  type MoveRefusalKind,
} from './moves';
export { CROSSING_OBSTACLE, OBSTACLE_CROSSINGS, obstacleCost, type ObstacleCrossing, type Stretch } from './obstacles';
export { chainOfCommand, COMMAND_RULES, type CommandPlace } from './command';
export { REACTION_KINDS, REACTION_RULES, groupReactions, reactionRefusal, reactionsAfter, type Reaction, type ReactionGroup, type ReactionKind } from './reactions';
export { REACTION_KIND_LABELS, reactionButtonWords } from './labels';
export { actionsOf, commandOf, replayPlaytest, runOn } from './replay';
export { battleReport, battleReportText, type BattleReport, type BattleReportEvent, type BattleReportTurn, type BattleReportUnit } from './report';
export { playtestOutcome, type JudgedScenario, type PlaytestOutcome } from './outcome';
export { judgeVictory, resultOf, sideLosses, turnJudged, turnShown, unitLosses, type ConditionReport, type ConditionStanding, type ScenarioResult, type SideLosses, type UnitEndState, type UnitResult, type VictoryReport } from './victory';
