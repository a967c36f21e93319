import { describe, expect, it } from 'vitest';
import {
  BG_HEX_ROWS,
  BG_HEX_TERRAIN,
  BG_HEXSIDE_ROWS,
  BG_HEXSIDE_TERRAIN,
  BG_PATH_ROWS,
  BG_PATHS,
  type BgChartRow,
  type BgMoveCost,
  TRENCH_AS_BREASTWORKS,
  TWO_COSTS_SOURCE,
  UNDER_CONSTRUCTION,
  WORKS_SHIFT_SOURCE,
  clearRowOfLevel,
  levelOfElevation,
  rowThirds,
} from '../../../../core/rules/bluegrey/terrain';
import { citedLine } from '../../../support/seeds';

/** A chart cell: the cited line without the row's label (a few rows print label and cost on one line). */
const cell = (citation: string, label: string): string => citedLine(citation).replace(label, '').trim();

/** What an MP cell of the chart says, read from its text. */
function readCost(text: string): BgMoveCost {
  if (/^May not (enter|cross)$/.test(text)) return { kind: 'prohibited' };
  if (text === 'Other Terrain') return { kind: 'other-terrain' };
  if (text === '-') return { kind: 'mp', mp: 0 };
  let m = /^(\d)\/(\d)\*$/.exec(text);
  if (m) return { kind: 'mp', mp: Number(m[1]), artilleryMp: Number(m[2]) };
  m = /^(\d)\/(\d)rds$/.exec(text);
  if (m) return { kind: 'mp', mp: Number(m[1]) / Number(m[2]) };
  m = /^\+?\s*(\d)$/.exec(text);
  if (m) return { kind: 'mp', mp: Number(m[1]) };
  throw new Error(`unread MP cell: ${JSON.stringify(text)}`);
}

const NUMBERS: Record<string, number> = { One: 1, Two: 2, one: 1, two: 2 };

/** The halving and shift a combat cell says, read from its text (and the second line of a two-line cell). */
function readCombat(text: string, secondLine = ''): { halves: boolean; shift: number; artilleryOnly: boolean } {
  const whole = `${text} ${secondLine}`.trim();
  const shift = /(One|Two|one|two) odds columns? shift (left|right)/.exec(whole.replace(/\s+/g, ' '));
  return {
    halves: /^Attacker halved/.test(whole),
    shift: shift ? NUMBERS[shift[1]!]! * (shift[2] === 'left' ? -1 : 1) : 0,
    artilleryOnly: whole === 'Artillery only',
  };
}

const rows = (): Array<[string, BgChartRow]> => [
  ...BG_HEX_ROWS.map((id) => [id, BG_HEX_TERRAIN[id]] as [string, BgChartRow]),
  ...BG_HEXSIDE_ROWS.map((id) => [id, BG_HEXSIDE_TERRAIN[id]] as [string, BgChartRow]),
  ...BG_PATH_ROWS.map((id) => [id, BG_PATHS[id]] as [string, BgChartRow]),
];

describe('the Terrain Effects Chart, row by row against the book (B:728–1065)', () => {
  it('every row’s label is printed on its line', () => {
    // The entrenchment's label is split over two lines of the extraction ("Entrenchment" … "hex side", B:1041, B:1049).
    for (const [id, row] of rows()) expect(citedLine(row.source), id).toContain(id === 'entrenchment' ? 'Entrenchment' : row.label);
  });

  it('every MP cell says the cost the data holds', () => {
    for (const [id, row] of rows()) {
      const read = readCost(cell(row.mpSource, row.label));
      if (read.kind === 'mp' && row.cost.kind === 'mp') {
        expect(row.cost.mp, id).toBeCloseTo(read.mp, 12);
        expect(row.cost.artilleryMp, id).toBe(read.artilleryMp);
      } else expect(row.cost, id).toEqual(read);
    }
  });

  it('every combat cell says the halving, shift and artillery-only the data holds', () => {
    for (const [id, row] of rows()) {
      const second = id === 'redoubt' || id === 'entrenchment' ? citedLine(WORKS_SHIFT_SOURCE[id]).trim() : '';
      const read = readCombat(cell(row.combatSource, row.label), second);
      expect({ halves: row.combat.halves, shift: row.combat.shift, artilleryOnly: row.combat.artilleryOnly === true }, id).toEqual(read);
    }
  });

  it('the notes column says what the flags say', () => {
    for (const [id, row] of rows()) {
      const notes = row.notesSource ? citedLine(row.notesSource) : '';
      expect(row.sight === 'may-block', id).toBe(/May block Line of Sight/.test(notes));
      expect(row.sight === 'blocks', id).toBe(/^\s*Blocks Line of Sight/.test(notes));
      if (id in BG_HEX_TERRAIN) {
        const hex = BG_HEX_TERRAIN[id as keyof typeof BG_HEX_TERRAIN];
        expect(hex.mayNotEndMove === true, id).toBe(/May not end Movement Phase in hex/.test(notes));
        expect(hex.disorders === true, id).toBe(/units in hex Disordered/.test(notes));
        expect(hex.gunboatsMp, id).toBe(/(\d) MP for gunboats/.exec(notes) ? Number(/(\d) MP for gunboats/.exec(notes)![1]) : undefined);
      }
    }
    for (const id of ['stream', 'bridge', 'ford'] as const) expect(citedLine(BG_HEXSIDE_TERRAIN[id].notesSource!)).toContain('Artillery is not halved');
    for (const id of ['trench', 'redoubt', 'entrenchment'] as const) {
      expect(BG_HEXSIDE_TERRAIN[id].combat.directional).toBe(true);
      expect(citedLine(BG_HEXSIDE_TERRAIN[id].notesSource!)).toContain('If attacking from Enemy side');
    }
    expect(citedLine(BG_PATHS['sunken-road'].notesSource!)).toContain('Attacker doubled if in adjacent sunken road hex');
    expect(citedLine(BG_PATHS.turnpike.notesSource!)).toContain('Only if along turnpike');
    expect(citedLine(BG_PATHS.trail.notesSource!)).toContain('use other Terrain cost if less');
  });

  it('the breastworks notes, the trench of Case 10.39 and the two-cost footnote', () => {
    expect(citedLine(UNDER_CONSTRUCTION.source)).toContain('One odds column shift right if Under Construction');
    expect(citedLine(UNDER_CONSTRUCTION.also)).toContain('an odds column shift of one to the right is applicable');
    expect(citedLine(TRENCH_AS_BREASTWORKS.source)).toMatch(/regarded as Trenches.*attributes of Breastworks/);
    expect(TRENCH_AS_BREASTWORKS.combat.shift).toBe(BG_HEXSIDE_TERRAIN.breastworks.combat.shift);
    expect(citedLine(TWO_COSTS_SOURCE)).toMatch(/first cost applies to infantry and cavalry.*second cost applies to artillery and horse artillery/);
  });

  it('the path rates are the cases’ own (6.22–6.24)', () => {
    expect(citedLine(BG_PATHS.turnpike.caseSource)).toContain('expends two-thirds of a Movement Point');
    expect(BG_PATHS.turnpike.thirds).toBe(2);
    expect(citedLine(BG_PATHS.road.caseSource)).toContain('road or railway hex through a road or railway hex side expends one Movement Point');
    expect(BG_PATHS.road.thirds).toBe(3);
    expect(citedLine(BG_PATHS.trail.caseSource)).toMatch(/expends one Movement Point unless .* two Movement Points/);
  });
});

describe('levels and costs', () => {
  it('elevation 0 is clear level 1, each step a level; above level 3 reads as level 3', () => {
    expect([0, 1, 2, 5].map((e) => clearRowOfLevel(levelOfElevation(e)))).toEqual(['clear-1', 'clear-2', 'clear-3', 'clear-3']);
    expect(levelOfElevation(undefined)).toBe(1);
  });
  it('the `*` rows charge artillery the second cost; the turnpike’s 2/3 is exact in thirds', () => {
    expect(rowThirds(BG_HEX_TERRAIN.forest.cost, 'infantry-cavalry')).toBe(6);
    expect(rowThirds(BG_HEX_TERRAIN.forest.cost, 'artillery')).toBe(9);
    expect(rowThirds(BG_HEX_TERRAIN.rough.cost, 'artillery')).toBe(9);
    expect(rowThirds(BG_PATHS.turnpike.cost, 'infantry-cavalry')).toBe(2);
    expect(rowThirds(BG_HEX_TERRAIN.pond.cost, 'infantry-cavalry')).toBe('prohibited');
    expect(rowThirds(BG_HEX_TERRAIN.fort.cost, 'artillery')).toBe('other-terrain');
  });
});
