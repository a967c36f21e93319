/**
 * The leaders' command radius in the playtest (issue 41, rules notes P20): a leader commands the units
 * under him in the order of battle, within four times his LB in inches at 15mm (B:1216); a unit out of
 * its own leaders' radii is in command only through a chain of adjacent regiments of its own brigade
 * that reaches one in command. Until now any leader of the side gave command. Distances are worked out
 * here from the stands the table lays out and asserted before they are used.
 */
import { describe, expect, it } from 'vitest';
import type { OrderOfBattle } from '../../../core/model/oob';
import { chainOfCommand, commandAndControl, COMMAND_RULES, playtestTable, readMove, startPlaytest, type PlaytestGround } from '../../../core/playtest';
import { gapBetween } from '../../../core/preview/adf';
import type { TabletopMap, TabletopPlacement } from '../../../core/model/scenario.generated';
import { citedLine } from '../../support/seeds';
import { CONFEDERATE } from '../preview/fixtures';

const regiment = (id: string, name: string) => ({ id, name, arm: 'infantry', figures: 8, weapon: 'rifle-musket', quality: 'veteran', sharpshooters: false, stands: 2 });

/** A division (Wadsworth, LB 2: 8" at 15mm) of two brigades (Cutler and Meredith, LB 1: 4"), and Doubleday's own brigade outside it (Stone, LB 1). */
const UNION = {
  name: 'Union',
  side: 'union',
  era: '1861-63',
  children: [
    {
      id: 'wadsworth',
      kind: 'formation',
      level: 'division',
      name: 'First Division',
      leaders: [{ id: 'wadsworth-l', name: 'Wadsworth', role: 'division', lb: 2 }],
      children: [
        { id: 'cutler', kind: 'formation', level: 'brigade', name: 'Cutler', leaders: [{ id: 'cutler-l', name: 'Cutler', role: 'brigade', lb: 1 }], children: [regiment('a1', '76th New York'), regiment('a2', '56th Pennsylvania'), regiment('a3', '147th New York')] },
        { id: 'iron', kind: 'formation', level: 'brigade', name: 'Iron Brigade', leaders: [{ id: 'meredith', name: 'Meredith', role: 'brigade', lb: 1 }], children: [regiment('b1', '2nd Wisconsin')] },
      ],
    },
    { id: 'stone', kind: 'formation', level: 'brigade', name: 'Stone', leaders: [{ id: 'stone-l', name: 'Stone', role: 'brigade', lb: 1 }], children: [regiment('s1', '143rd Pennsylvania')] },
  ],
} as unknown as OrderOfBattle;

const key = (unit: string) => `union\u0000${unit}`;

function field(units: Array<[string, number, number]>): { ground: PlaytestGround; map: TabletopMap } {
  const placements: TabletopPlacement[] = units.map(([unit, x, y]) => ({ side: 'union', unit, at: { x, y }, facingDeg: 0, formation: 'battle-line' }) as TabletopPlacement);
  placements.push({ side: 'confederate', unit: 'c1', at: { x: 40, y: 4 }, facingDeg: 180, formation: 'battle-line' } as TabletopPlacement);
  const ground: PlaytestGround = {
    title: 'Command',
    board: { widthIn: 48, heightIn: 48 },
    scale: '15mm',
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: UNION },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE as OrderOfBattle },
    ],
    conditions: { season: 'summer', weather: 'dry' },
    initiative: { rule: 'side', side: 'union' },
    turns: 4,
  };
  return { ground, map: { kind: 'tabletop', features: [], units: placements } as unknown as TabletopMap };
}

const commanded = (units: Array<[string, number, number]>, who: string) => {
  const { ground, map } = field(units);
  const p = startPlaytest(ground, map, 1);
  const t = playtestTable(ground, p);
  return { c: commandAndControl(ground, p, key(who)), gap: (a: string, b: string) => gapBetween(t.unitsByKey.get(key(a))!, t.unitsByKey.get(key(b))!), ground, p };
};

describe('the leaders’ command radius (B:1216)', () => {
  it('the book: four times the LB, out of command a move or a charge costs two actions, brigade mates adjacent keep a unit in', () => {
    expect(citedLine(COMMAND_RULES.radius.source)).toMatch(/command radius equal to four times his LB/);
    expect(citedLine(COMMAND_RULES.brigadeChain.source)).toMatch(/contiguously adjacent to other regiments of its own brigade/);
    expect(citedLine(COMMAND_RULES.lbZero.source)).toMatch(/value of 0, he still can provide legal C&C to any adjacent unit/);
  });

  it('reads each unit’s chain of command from the order of battle: its brigade’s leader, then the division’s', () => {
    const chain = chainOfCommand(UNION);
    expect(chain.get('a1')).toEqual({ leaders: ['cutler-l', 'wadsworth-l'], brigade: 'cutler' });
    expect(chain.get('b1')).toEqual({ leaders: ['meredith', 'wadsworth-l'], brigade: 'iron' });
    expect(chain.get('s1')).toEqual({ leaders: ['stone-l'], brigade: 'stone' });
  });

  it('another brigade’s leader 2" off gives no command: the 76th New York is out, and pays two actions for each of movement', () => {
    // Meredith stands 2" behind the 76th; Cutler is 20" away, Wadsworth 30".
    const { c, gap, ground, p } = commanded([['a1', 20, 30], ['meredith', 20, 32.5], ['cutler-l', 20, 10], ['wadsworth-l', 40, 40]], 'a1');
    expect(gap('a1', 'meredith')).toBeLessThan(4);
    expect(gap('a1', 'cutler-l')).toBeGreaterThan(4);
    expect(gap('a1', 'wadsworth-l')).toBeGreaterThan(8);
    expect(c.inCommand).toBe(false);
    const out = readMove(ground, p, key('a1'), { x: 20, y: 29 });
    const inCmd = readMove(...((): Parameters<typeof readMove> => {
      const f = commanded([['a1', 20, 30], ['cutler-l', 20, 32.5]], 'a1');
      return [f.ground, f.p, key('a1'), { x: 20, y: 29 }];
    })());
    expect(out.outOfCommand).toBe(true);
    expect(inCmd.outOfCommand).toBe(false);
    // A battle line moves 6" an action in the open (B:2809): an inch is 1/6 of an action, twice that out of command (B:1216).
    expect(inCmd.actionsCost).toBeCloseTo(1 / 6, 2);
    expect(out.actionsCost).toBeCloseTo(2 / 6, 2);
  });

  it('the division’s leader commands every brigade of his division within 8" (LB 2), and no brigade outside it', () => {
    const near = commanded([['b1', 20, 30], ['wadsworth-l', 20, 36], ['s1', 26, 36.5], ['stone-l', 40, 10]], 'b1');
    const d = near.gap('b1', 'wadsworth-l');
    expect(d).toBeGreaterThan(4);
    expect(d).toBeLessThanOrEqual(8);
    expect(near.c.inCommand).toBe(true);
    expect(near.c.trace[0]!.detail).toMatch(/Wadsworth commands 2nd Wisconsin/);
    const stone = commandAndControl(near.ground, near.p, key('s1'));
    expect(near.gap('s1', 'wadsworth-l')).toBeLessThanOrEqual(8);
    expect(stone.inCommand).toBe(false);
  });

  it('a chain of adjacent regiments of the brigade carries command two regiments out; a regiment of another brigade does not', () => {
    // Three regiments of Cutler's brigade side by side, Cutler on the right of the third; each line is about 3" wide.
    const { ground, p, gap } = commanded([['a1', 10, 30], ['a2', 13.2, 30], ['a3', 16.4, 30], ['cutler-l', 20.5, 30], ['wadsworth-l', 45, 45], ['meredith', 45, 2]], 'a1');
    expect(gap('a1', 'cutler-l')).toBeGreaterThan(4);
    expect(gap('a2', 'cutler-l')).toBeGreaterThan(4);
    expect(gap('a3', 'cutler-l')).toBeLessThanOrEqual(4);
    expect(gap('a1', 'a2')).toBeLessThan(0.5);
    expect(gap('a2', 'a3')).toBeLessThan(0.5);
    const a1 = commandAndControl(ground, p, key('a1'));
    expect(a1.inCommand).toBe(true);
    expect(a1.trace[0]!.detail).toBe('Contiguously adjacent to 147th New York of its own brigade, which is in command.');
    // The 2nd Wisconsin in the 56th Pennsylvania's place: the chain is broken, the 76th is out.
    const broken = commanded([['a1', 10, 30], ['b1', 13.2, 30], ['a3', 16.4, 30], ['cutler-l', 20.5, 30], ['wadsworth-l', 45, 45], ['meredith', 45, 2]], 'a1');
    expect(broken.c.inCommand).toBe(false);
  });
});
