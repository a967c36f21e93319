import { describe, expect, it } from 'vitest';
import * as bg from '../../../../core/rules/bluegrey';
import { BLUEGREY_TERRAIN, BG_HEX_ROWS, BG_HEXSIDE_ROWS, BG_PATH_ROWS } from '../../../../core/rules/bluegrey/terrain';
import { BUILT_IN_TERRAIN_KINDS, isBuiltInTerrainKind } from '../../../../core/rules/terrainKinds';
import { BLUEGREY_BOOK } from '../../../../core/rules/trace';
import { seedLine } from '../../../support/seeds';

/** Every Blue & Grey citation in the module's exported data. */
function citations(): number[] {
  const text = JSON.stringify(Object.entries(bg).filter(([, v]) => typeof v === 'object' && v !== null));
  return [...text.matchAll(new RegExp(`${BLUEGREY_BOOK.replace('.', '\\.')}:(\\d+)`, 'g'))].map((m) => Number(m[1]));
}

describe('the Blue & Grey data cites the book', () => {
  it('every cited line exists, is not blank, and lies in the rules or a game’s exclusive rules', () => {
    const lines = citations();
    expect(lines.length).toBeGreaterThan(150);
    for (const line of lines) {
      expect(seedLine(BLUEGREY_BOOK, line).trim(), `line ${line}`).not.toBe('');
      const top = bg.bookSectionsAt(line)[0]?.title;
      expect(['Standard rules', 'Charts and tables', 'Exclusive rules'], `line ${line}`).toContain(top);
    }
  });
});

describe('Muster’s one terrain list read as the chart', () => {
  it('every kind named is one of the built-in kinds, and every row it names is a chart row', () => {
    for (const [kind, row] of Object.entries(BLUEGREY_TERRAIN)) {
      expect(isBuiltInTerrainKind(kind), kind).toBe(true);
      if (row.hex && row.hex !== 'clear') expect(BG_HEX_ROWS).toContain(row.hex);
      if (row.hexside && row.hexside !== 'slope') expect(BG_HEXSIDE_ROWS).toContain(row.hexside);
      if (row.path) expect(BG_PATH_ROWS).toContain(row.path);
    }
  });
  it('the kinds the chart has no row for are these, and no others (a new kind needs a decision here)', () => {
    expect(BUILT_IN_TERRAIN_KINDS.filter((k) => !(k in BLUEGREY_TERRAIN))).toEqual(UNRATED);
  });
  it('a map’s own kind plays as the built-in kind it names', () => {
    expect(bg.readHex(bg.bgIndex({ kind: 'hex', grid: { columns: 2, rows: 2, orientation: 'flat-top' }, terrainKinds: [{ id: 'custom-thicket', label: 'Thicket', playsAs: 'heavy-woods' }], hexes: [{ hex: '0101', terrain: 'custom-thicket' }] }), { col: 1, row: 1 }).row).toBe('forest');
  });
});

/** Built-in kinds with no Blue & Grey row: ADF's own ground, which a Blue & Grey map does not use. */
const UNRATED = ['broken', 'railroad-cut', 'orchard', 'brush', 'wooden-fence', 'stone-wall', 'hill', 'plowed-field', 'farm-buildings', 'field-works', 'abatis', 'sheer-slope', 'other'];

describe('scenario counters as Blue & Grey units', () => {
  it('every counter type of the scenario format has a class or is unrated', () => {
    expect(Object.entries(bg.BG_CLASS_OF_COUNTER_TYPE).filter(([, c]) => c === null).map(([t]) => t)).toEqual(['leader', 'engineers', 'other']);
    for (const c of Object.values(bg.BG_CLASS_OF_COUNTER_TYPE)) if (c !== null) expect(bg.BG_UNIT_CLASSES).toContain(c);
  });
});
