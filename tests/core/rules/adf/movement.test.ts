import { describe, expect, it } from 'vitest';
import { citedLine } from '../../../support/seeds';
import { FIGURE_SCALES } from '../../../../core/model/words';
import {
  ARTILLERY_MOVEMENT,
  CAVALRY_MOVEMENT,
  INFANTRY_MOVEMENT,
  MOVEMENT_RULES,
  MOVEMENT_TERRAINS,
  ROUTED_ARTILLERY_MOVEMENT,
  SIEGE_GUN_MOVEMENT,
  chargeBonus,
  movementAllowance,
  slowestTerrain,
  type MoveCell,
} from '../../../../core/rules/adf/movement';

const lineOf = citedLine;
/** The chart cells printed on a seed line: its last seven tab-separated cells, parsed as the book writes them. */
const printedCells = (source: string): string[] => lineOf(source).split('\t').map((c) => c.trim()).filter((c) => c !== '').slice(-7);
const asPrinted = (cell: MoveCell): string => (cell === 'abandon' ? 'Abandon' : String(cell));

describe('movement charts match the book line by line', () => {
  for (const scale of FIGURE_SCALES) {
    it(`${scale} infantry rows equal their seed lines`, () => {
      for (const row of Object.values(INFANTRY_MOVEMENT[scale].rows)) {
        expect(MOVEMENT_TERRAINS.map((t) => asPrinted(row.rates[t]))).toEqual(printedCells(row.source));
      }
      expect(lineOf(INFANTRY_MOVEMENT[scale].source)).toContain(`${scale} Infantry Movement`);
    });
    it(`${scale} cavalry rows equal their seed lines (mounted / dismounted)`, () => {
      for (const row of Object.values(CAVALRY_MOVEMENT[scale].rows)) {
        const ours = MOVEMENT_TERRAINS.map((t) => {
          const { mounted, dismounted } = row.rates[t];
          return mounted === 'NA' && dismounted === 'NA' ? 'NA' : `${asPrinted(mounted)} / ${asPrinted(dismounted)}`;
        });
        expect(ours).toEqual(printedCells(row.source));
      }
      expect(lineOf(CAVALRY_MOVEMENT[scale].source)).toContain(`${scale} Cavalry Movement`);
    });
    it(`${scale} artillery rows equal their seed lines (limbered / unlimbered)`, () => {
      for (const row of Object.values(ARTILLERY_MOVEMENT[scale].rows)) {
        const ours = MOVEMENT_TERRAINS.map((t) => `${asPrinted(row.rates[t].limbered)} / ${asPrinted(row.rates[t].unlimbered)}`);
        expect(ours).toEqual(printedCells(row.source));
      }
      const routed = ROUTED_ARTILLERY_MOVEMENT[scale];
      const printed = printedCells(routed.source).map((c) => c.replace(/ inches$/, ''));
      expect(MOVEMENT_TERRAINS.map((t) => asPrinted(routed.rates[t]))).toEqual(printed);
      expect(lineOf(ARTILLERY_MOVEMENT[scale].source)).toContain(`${scale} Artillery Movement`);
    });
    it(`${scale} siege gun rates sit on the cited lines`, () => {
      const column = FIGURE_SCALES.indexOf(scale) + 1;
      for (const [terrain, row] of Object.entries(SIEGE_GUN_MOVEMENT.rows)) {
        const cells = lineOf(row.source).split('\t');
        expect(cells[0]?.toLowerCase()).toBe(terrain);
        expect(Number(cells[column])).toBe(row.inches[scale]);
      }
    });
  }

  it('gun rows are labelled with their gun on the cited line', () => {
    expect(lineOf(ARTILLERY_MOVEMENT['25mm'].rows['3in-ordnance'].source)).toMatch(/^3-inch Ordnance Rifle/);
    expect(lineOf(ARTILLERY_MOVEMENT['10mm'].rows.whitworth.source)).toMatch(/^BL Whitworth/);
    expect(lineOf(ARTILLERY_MOVEMENT['15mm'].rows.mixed.source)).toMatch(/^Mixed Gun Battery/);
    expect(lineOf(CAVALRY_MOVEMENT['15mm'].rows['road-column'].source)).toMatch(/^Road Column or Leader/);
    expect(lineOf(INFANTRY_MOVEMENT['25mm'].rows['attack-column'].source)).toMatch(/^Attack Column/);
  });

  it('every rule cites a line that exists', () => {
    for (const rule of Object.values(MOVEMENT_RULES)) expect(lineOf(rule.source).length).toBeGreaterThan(0);
  });
});

describe('spot checks against the digest reconstruction', () => {
  it('15mm battle line: 6 open, 5 broken, 1 rough, NA on roads (B:2809)', () => {
    const r = INFANTRY_MOVEMENT['15mm'].rows['battle-line'].rates;
    expect([r.open, r.broken, r.rough, r.road]).toEqual([6, 5, 1, 'NA']);
  });
  it('25mm road column on a road: 15 inches (B:2909); 10mm: 10 (B:2718)', () => {
    expect(movementAllowance({ scale: '25mm', mover: { arm: 'infantry', row: 'road-column' }, terrain: 'road' }).inches).toBe(15);
    expect(movementAllowance({ scale: '10mm', mover: { arm: 'infantry', row: 'road-column' }, terrain: 'road' }).inches).toBe(10);
  });
  it('10mm cavalry road column on a road: 14 mounted, 9 dismounted (B:2744)', () => {
    expect(movementAllowance({ scale: '10mm', mover: { arm: 'cavalry', row: 'road-column', mounted: true }, terrain: 'road' }).inches).toBe(14);
    expect(movementAllowance({ scale: '10mm', mover: { arm: 'cavalry', row: 'road-column', mounted: false }, terrain: 'road' }).inches).toBe(9);
  });
  it('25mm double line light woods prints 5 mounted / 6 dismounted, as the book has it (B:2934)', () => {
    expect(CAVALRY_MOVEMENT['25mm'].rows['double-line'].rates['light-woods']).toEqual({ mounted: 5, dismounted: 6 });
  });
  it('3-inch rifles limbered on a road: 13 / 15 / 19 inches at 10/15/25mm (B:2781, B:2877, B:2972)', () => {
    const inches = FIGURE_SCALES.map((scale) => movementAllowance({ scale, mover: { arm: 'artillery', gun: '3in-ordnance', limbered: true }, terrain: 'road' }).inches);
    expect(inches).toEqual([13, 15, 19]);
  });
  it('15mm 12-pdr Napoleon unlimbered in the open: 2 inches (B:2872)', () => {
    expect(movementAllowance({ scale: '15mm', mover: { arm: 'artillery', gun: '12pdr-napoleon', limbered: false }, terrain: 'open' }).inches).toBe(2);
  });
});

describe('movementAllowance applies the movement rules', () => {
  it('TC-35: 15mm battle line through open and light woods averages 5"; backwards 2½" (B:577)', () => {
    const mover = { arm: 'infantry', row: 'battle-line' } as const;
    expect(movementAllowance({ scale: '15mm', mover, terrain: ['open', 'light-woods'] }).inches).toBe(5);
    expect(movementAllowance({ scale: '15mm', mover, terrain: ['open', 'light-woods'], backwards: true }).inches).toBe(2.5);
  });
  it('TC-36: disengage is twice the disorder rate — 15mm open 8", light woods 4", 25mm open 12" (B:589, B:2814, B:2910)', () => {
    const mover = { arm: 'infantry', row: 'battle-line' } as const;
    expect(movementAllowance({ scale: '15mm', mover, terrain: 'open', disengage: true }).inches).toBe(8);
    expect(movementAllowance({ scale: '15mm', mover, terrain: 'light-woods', disengage: true }).inches).toBe(4);
    expect(movementAllowance({ scale: '25mm', mover, terrain: 'open', disengage: true }).inches).toBe(12);
  });
  it('routed units cannot disengage, nor can artillery (B:589)', () => {
    expect(movementAllowance({ scale: '15mm', mover: { arm: 'infantry', row: 'routed' }, terrain: 'open', disengage: true }).allowed).toBe(false);
    expect(movementAllowance({ scale: '15mm', mover: { arm: 'artillery', gun: 'mixed', limbered: true }, terrain: 'open', disengage: true }).allowed).toBe(false);
  });
  it('a battle line may not use a road (NA, B:2809)', () => {
    const a = movementAllowance({ scale: '15mm', mover: { arm: 'infantry', row: 'battle-line' }, terrain: 'road' });
    expect(a.allowed).toBe(false);
    expect(a.inches).toBeNull();
  });
  it('routed infantry rolls 2D6 in the open and 1D6 in woods (B:2816)', () => {
    expect(movementAllowance({ scale: '15mm', mover: { arm: 'infantry', row: 'routed' }, terrain: 'open' }).dice).toBe('2D6');
    expect(movementAllowance({ scale: '15mm', mover: { arm: 'infantry', row: 'routed' }, terrain: 'heavy-woods' }).dice).toBe('1D6');
  });
  it('routed cavalry mounts: 10mm dismounted routed in light woods rolls 2D6, not 1D6, unless `as-given` (B:1657, B:2747)', () => {
    const q = { scale: '10mm', mover: { arm: 'cavalry', row: 'routed', mounted: false }, terrain: 'light-woods' } as const;
    expect(movementAllowance(q).dice).toBe('2D6');
    expect(movementAllowance(q, { minimumMove: 'printed-zero-stays', routedCavalry: 'as-given' }).dice).toBe('1D6');
  });
  it('routed artillery abandons its guns in rough ground and moves a fixed 3" in 25mm heavy woods (B:2979)', () => {
    expect(movementAllowance({ scale: '25mm', mover: { arm: 'routed-artillery' }, terrain: 'rough' }).abandon).toBe(true);
    expect(movementAllowance({ scale: '25mm', mover: { arm: 'routed-artillery' }, terrain: 'heavy-woods' }).inches).toBe(3);
    expect(movementAllowance({ scale: '25mm', mover: { arm: 'routed-artillery' }, terrain: 'road' }).dice).toBe('4D6');
  });
  it('limber horses: one lost halves the limbered rate, both lost leave the unlimbered rate (B:1358, B:2872)', () => {
    const base = { scale: '15mm', terrain: 'road' } as const;
    expect(movementAllowance({ ...base, mover: { arm: 'artillery', gun: '12pdr-napoleon', limbered: true } }).inches).toBe(14);
    expect(movementAllowance({ ...base, mover: { arm: 'artillery', gun: '12pdr-napoleon', limbered: true, limberHorsesLost: 1 } }).inches).toBe(7);
    expect(movementAllowance({ ...base, mover: { arm: 'artillery', gun: '12pdr-napoleon', limbered: true, limberHorsesLost: 2 } }).inches).toBe(3);
  });
  it('"all units can always move at least 1 inch per action" (B:2168): a charted 0 is lifted to 1" by default; `printed-zero-stays` keeps it (B:2882)', () => {
    expect(lineOf('000_e4b3381100cae796.txt:2168')).toContain('all units can always move at least 1 inch per action unless the terrain has been declared as “totally impassable,”');
    const q = { scale: '15mm', mover: { arm: 'artillery', gun: '30pdr-parrott', limbered: true }, terrain: 'rough' } as const;
    const lifted = movementAllowance(q);
    expect(lifted.inches).toBe(1);
    expect(lifted.trace.at(-1)?.source).toBe('000_e4b3381100cae796.txt:2168');
    expect(movementAllowance(q, { minimumMove: 'printed-zero-stays', routedCavalry: 'mounts' }).allowed).toBe(false);
  });
  it('ground the chart marks NA stays closed whatever the minimum move (B:2809)', () => {
    expect(movementAllowance({ scale: '15mm', mover: { arm: 'infantry', row: 'battle-line' }, terrain: 'road' }).allowed).toBe(false);
  });
  it('halving never takes a move under 1 inch: 15mm battle line backwards in rough is 1" (B:2168)', () => {
    expect(movementAllowance({ scale: '15mm', mover: { arm: 'infantry', row: 'battle-line' }, terrain: 'rough', backwards: true }).inches).toBe(1);
  });
  it('an attached leader adds his LB in inches (B:1192)', () => {
    expect(movementAllowance({ scale: '15mm', mover: { arm: 'infantry', row: 'battle-line' }, terrain: 'open', attachedLeaderLb: 2 }).inches).toBe(8);
  });
  it('leaders move on the mounted cavalry road column line: 10 / 10 / 13 in the open (B:1182, B:2744, B:2839, B:2935)', () => {
    expect(FIGURE_SCALES.map((scale) => movementAllowance({ scale, mover: { arm: 'leader' }, terrain: 'open' }).inches)).toEqual([10, 10, 13]);
  });
  it('siege guns: 7" on a 25mm road, no woods, no unlimbered move; fortress guns never move (B:2989, B:2998, B:2995, B:3000)', () => {
    expect(movementAllowance({ scale: '25mm', mover: { arm: 'siege-gun', limbered: true }, terrain: 'road' }).inches).toBe(7);
    expect(movementAllowance({ scale: '10mm', mover: { arm: 'siege-gun', limbered: true }, terrain: 'broken' }).inches).toBe(1);
    expect(movementAllowance({ scale: '25mm', mover: { arm: 'siege-gun', limbered: true }, terrain: 'light-woods' }).allowed).toBe(false);
    expect(movementAllowance({ scale: '25mm', mover: { arm: 'siege-gun', limbered: false }, terrain: 'road' }).allowed).toBe(false);
    expect(movementAllowance({ scale: '25mm', mover: { arm: 'fortress-gun' }, terrain: 'road' }).allowed).toBe(false);
  });
  it('every allowance carries a trace whose sources are seed lines', () => {
    const a = movementAllowance({ scale: '15mm', mover: { arm: 'infantry', row: 'battle-line' }, terrain: ['open', 'light-woods'], backwards: true, attachedLeaderLb: 1 });
    expect(a.trace.map((s) => s.step)).toEqual(['movement chart', 'movement chart', 'two terrains', 'backwards', 'attached leader']);
    for (const step of a.trace) expect(lineOf(step.source ?? '')).not.toBe('');
  });
  it('overlapping slowing terrains take the slowest for the mover (B:2168)', () => {
    expect(slowestTerrain('15mm', { arm: 'infantry', row: 'battle-line' }, ['broken', 'light-woods'])).toBe('light-woods');
    expect(slowestTerrain('15mm', { arm: 'infantry', row: 'road-column' }, ['open', 'rough', 'heavy-woods'])).toBe('rough');
  });
});

describe('charge bonus', () => {
  it('infantry: half the 2D6 routed roll in the open by default, as B:601, B:1053, the glossary B:3063 and "CB½" on the charts B:2724 say', () => {
    expect(lineOf('000_e4b3381100cae796.txt:601')).toContain('It is half that of a rolled routed move');
    expect(lineOf('000_e4b3381100cae796.txt:1053')).toContain('equal to half of its normal routed movement');
    expect(lineOf('000_e4b3381100cae796.txt:3063')).toContain('It is half that of a rolled routed move');
    expect(lineOf('000_e4b3381100cae796.txt:2724')).toContain('CB½: Charge Bonus is ½ of the routed movement rate');
    const bonus = chargeBonus('15mm', { arm: 'infantry' }, 'open');
    expect(bonus).toMatchObject({ dice: '2D6', fraction: 0.5 });
    expect(bonus.trace.at(-1)?.source).toBe('000_e4b3381100cae796.txt:601');
  });
  it('infantry: the whole routed roll is the Rules Summary option (B:2435: "equal to its routed movement")', () => {
    expect(lineOf('000_e4b3381100cae796.txt:2435')).toContain('charge bonus (CB) equal to its routed movement');
    expect(chargeBonus('15mm', { arm: 'infantry' }, 'open', { chargeBonus: 'rules-summary-full' })).toMatchObject({ dice: '2D6', fraction: 1 });
  });
  it('mounted cavalry: half its mounted routed roll, 3D6 in the open at 15mm (B:1657, B:2842)', () => {
    expect(chargeBonus('15mm', { arm: 'cavalry', mounted: true }, 'open', { chargeBonus: 'rules-summary-full' })).toMatchObject({ dice: '3D6', fraction: 0.5 });
  });
  it('dismounted cavalry charges with the infantry bonus (B:1657)', () => {
    expect(chargeBonus('25mm', { arm: 'cavalry', mounted: false }, 'light-woods').dice).toBe(INFANTRY_MOVEMENT['25mm'].rows.routed.rates['light-woods']);
  });
});
