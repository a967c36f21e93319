/**
 * The Blue & Grey importer: the book's text (a string) in, one Muster scenario per game with charts
 * out, with everything it could not read reported per game with the line and why. Pure: the caller
 * reads the file and writes the scenarios (`muster import bluegrey`, scripts/import-bluegrey.ts).
 */
import { emitBattle, type ImportedScenario, type SideSummary } from './emit';
import { parseBlueGrey } from './parse';
import type { BgProblem } from './types';

export { parseBlueGrey } from './parse';
export { emitBattle, slugOf, BLUEGREY_TITLE, type ImportedGame, type ImportedScenario, type SideSummary } from './emit';
export { BLUEGREY_BATTLES, battleFacts, type BgBattleFacts, type BgObjective, type BgVictoryNote } from './battles';
export { mapLayout, boardForGrid, type MapLayout } from './map';
export { readStrength, correctDesignation, correctHex, numberWord, readDateLine } from './tokens';
export type * from './types';

/** One game of the book as imported: its scenario, or none when the text holds no charts for it. */
export interface BlueGreyImport {
  title: string;
  /** The scenario's file name, `shiloh.scenario.json`; null when nothing could be imported. */
  fileName: string | null;
  scenario: ImportedScenario | null;
  sides: SideSummary[];
  problems: BgProblem[];
}

/** Imports every battle of the text, in the book's order. */
export function importBlueGrey(text: string): BlueGreyImport[] {
  const book = parseBlueGrey(text);
  return book.battles.flatMap((battle): BlueGreyImport[] => {
    const games = emitBattle(battle);
    if (games.length === 0) {
      return [{ title: battle.title, fileName: null, scenario: null, sides: [], problems: [...battle.problems, ...battle.games.flatMap((g) => g.problems)].sort((a, b) => a.line - b.line) }];
    }
    return games.map((g) => ({ title: g.title, fileName: g.fileName, scenario: g.scenario, sides: g.sides, problems: g.problems }));
  });
}
