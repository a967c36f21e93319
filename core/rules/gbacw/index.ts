/**
 * Great Battles of the American Civil War, as Muster encodes it. The series rule book fixes the command,
 * orders, movement, fire, shock and recovery rules; those tables are here, one file per part of the book,
 * each citing its line, and `gbacwSeriesRules` gathers them as plain data. The tables the book leaves to
 * each game's cards (Terrain Effects, Range Effects, Fire, Shock) a designer enters in the scenario's
 * `gameTables` (schemas/rules-gbacw.schema.json, read through `gameTables.ts`). The engines answer the
 * preview's questions with a trace: movement costs, line of sight, orders changes and activations, and the
 * checks of a scenario's command. Readings of the book: docs/rules-notes/gbacw.md.
 */
import { GBACW_BOOK } from '../trace';
import * as command from './command';
import * as fire from './fire';
import * as movement from './movement';
import * as recovery from './recovery';
import * as shock from './shock';
import * as procedure from './procedure';
import { terrainRoles } from './terrain';

export * from './types';
export * from './command';
export * from './movement';
export * from './fire';
export * from './shock';
export * from './recovery';
export * from './book';
export * from './dice';
export * from './terrain';
export * from './gameTables';
export * from './engine';
export * from './procedure';
export * from './checks';

/** Bumped when a table's numbers change. */
export const gbacwRulesVersion = '1.0.0';

const tablesOf = (module: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(module).filter(([, v]) => typeof v !== 'function'));

/** Every table of the series rules as plain data, each with the seed line it comes from. */
export const gbacwSeriesRules = {
  system: 'gbacw' as const,
  version: gbacwRulesVersion,
  book: GBACW_BOOK,
  command: tablesOf(command),
  movement: tablesOf(movement),
  fire: tablesOf(fire),
  shock: tablesOf(shock),
  recovery: tablesOf(recovery),
  procedure: tablesOf(procedure),
  terrain: terrainRoles(),
};
