/**
 * The army file: its type, its organisation settings read for costing and checking, and its commands
 * (`armyCommands`). Costs and organisation warnings themselves live in core/muster.
 */
export type { ArmyFile } from './types';
export { guidelineRules, isBySide, normaliseOverride, organisationOf, presetOf, withRule } from './rules';
export * as armyCommands from './commands';
