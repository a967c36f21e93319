/**
 * Blue & Grey (revised), 2nd edition, as Muster encodes it: the Terrain Effects Chart, the Combat
 * Results Table and the odds, artillery ranges, Zones of Control, morale and night as data, each
 * number citing the line of the book it comes from; and the engines the hex editor's preview asks,
 * each returning its answer and a `Trace` whose steps name the rule they rest on:
 *
 * - `pathCost(map, unitClass, path, options?)`: the Movement Points of each hex entered along a path,
 *   hexside costs, path rates, enemy Zones of Control, and every prohibition met;
 * - `attackOddsOnMap(map, { attackers, defenders, … })` / `attackOdds({ attackers, defenders, … })`:
 *   the combat strength pipeline, the odds level and column, the shifts, and the exact chance of each
 *   result (over the night die at night);
 * - `artilleryRange(map, from, to, { strength, profile? })`: range, line of sight and strength at range;
 * - `lineOfSight(map, from, to)`: Case 9.3 on a hex map;
 * - `zoneOfControl(map, hex, unitClass)`, `movementAllowance`, `rallyOdds`, `crtOdds`.
 *
 * The tables are the files of this folder; the engines are in `engine/` (its `index.ts` lists them).
 * Maps are `HexMap` documents (or a `core/hex` index of one). Seed citations stay in the data; show
 * a player `bookCitation(source)` from ./book. Where the book is unclear or contradicts itself, the
 * decision taken is in docs/rules-notes/bluegrey.md (BG-…), and the trace names it.
 */
export * from './types';
export * from './terrain';
export * from './crt';
export * from './morale';
export * from './night';
export * from './artillery';
export * from './movement';
export * from './engine';
export { BLUEGREY_CONTENTS, BLUEGREY_SHORT_TITLE, BLUEGREY_TITLE, bookCitation, bookPlace, bookSectionsAt, citedLines, namesSeedFile, withBookCitations } from './book';
