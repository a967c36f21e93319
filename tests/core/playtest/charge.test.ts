/**
 * The playtest's charge and mount/dismount (issue 29): the charge bonus rolled on the routed move and
 * added to the regular move (B:2435, B:601), the charger moved that far or into contact, the defender's
 * fear-of-charge check, the impact read from the book's rows (B:2453–2460) and applied — figures, level,
 * fall back (half-inches for a losing attacker, B:1130) — and mounting or dismounting at its cost (B:1659).
 * Every expectation is worked out here from the book's numbers and the dice the log shows.
 */
import { describe, expect, it } from 'vitest';
import { History } from '../../../core/history';
import type { OrderOfBattle } from '../../../core/model/oob';
import { DEFAULT_CHARGE_OPTIONS, charge, mountOrDismount, playtestTable, setUnitState, startPlaytest, unitState, type Playtest, type PlaytestGround } from '../../../core/playtest';
import { gapBetween } from '../../../core/preview/adf';
import { Refusal } from '../../../core/history';
import type { TabletopMap, TabletopPlacement } from '../../../core/model/scenario.generated';
import { citedLine } from '../../support/seeds';
import { CONFEDERATE, UNION } from '../preview/fixtures';

const U1 = 'union\u0000u1';
const C1 = 'confederate\u0000c1';
const CAV = 'union\u0000cav';

const WITH_CAVALRY = {
  ...(UNION as object),
  children: [
    ...(UNION as unknown as { children: unknown[] }).children,
    { id: 'cav', name: '1st Michigan Cavalry', arm: 'cavalry', unitType: 'regiment', figures: 8, weapon: 'sharps-bl-carbine', quality: 'veteran', mountedInfantry: false, stands: 2 },
    { id: 'cav-green', name: '9th Michigan Cavalry', arm: 'cavalry', unitType: 'regiment', figures: 8, weapon: 'sharps-bl-carbine', quality: 'green', mountedInfantry: false, stands: 2 },
  ],
} as unknown as OrderOfBattle;

/** u1 facing north at y = 30, c1 facing south `apart` inches further north, on open ground at 15mm. */
function field(apart: number, extra: TabletopPlacement[] = []): { ground: PlaytestGround; map: TabletopMap } {
  const place = (side: 'union' | 'confederate', unit: string, x: number, y: number, facingDeg: number, formation: TabletopPlacement['formation'] = 'battle-line'): TabletopPlacement => ({ side, unit, at: { x, y }, facingDeg, formation });
  const map = { kind: 'tabletop', features: [], units: [place('union', 'u1', 20, 30, 0), place('confederate', 'c1', 20, 30 - apart, 180), ...extra] } as unknown as TabletopMap;
  const ground: PlaytestGround = {
    title: 'Charge',
    board: { widthIn: 48, heightIn: 60 },
    scale: '15mm',
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: WITH_CAVALRY },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE as OrderOfBattle },
    ],
    conditions: { season: 'summer', weather: 'dry' },
    initiative: { rule: 'side', side: 'union' },
    turns: 4,
  };
  return { ground, map };
}

const sum = (f: readonly number[]) => f.reduce((a, b) => a + b, 0);
const yOf = (p: Playtest, unit: string) => p.map.units!.find((u) => u.unit === unit)!.at.y;

describe('a charge in the playtest', () => {
  it('falls short when the regular 6" (B:2809) and half the routed 2D6 (B:2816) do not reach, and ends that far forward', () => {
    expect(citedLine('000_e4b3381100cae796.txt:2816')).toMatch(/^Routed – CB½\tSurrender\t2D6\t2D6\t2D6/);
    const { ground, map } = field(30);
    for (const seed of [1, 2, 3]) {
      const h = new History(startPlaytest(ground, map, seed));
      h.execute(charge(ground, U1, C1));
      const e = h.doc.log.at(-1)!;
      expect(e.kind).toBe('charge');
      const bonus = e.dice!.find((d) => d.what === 'charge bonus')!.faces;
      expect(bonus).toHaveLength(2);
      const reach = 6 + sum(bonus) / 2;
      expect(e.text).toContain('falls short');
      expect(yOf(h.doc, 'u1')).toBeCloseTo(30 - reach, 2);
      expect(unitState(h.doc, U1).level).toBe('good');
      h.undo();
      expect(yOf(h.doc, 'u1')).toBe(30);
    }
  });

  it('reaches, arrives in disorder (B:2436), and the impact applies the book\'s row to the loser (B:2453–2460, B:1130)', () => {
    const { ground, map } = field(3);
    const seen = new Set<string>();
    const table = playtestTable(ground, startPlaytest(ground, map, 1));
    const gap = gapBetween(table.unitsByKey.get(U1)!, table.unitsByKey.get(C1)!);
    for (let seed = 1; seed <= 60; seed++) {
      const h = new History(startPlaytest(ground, map, seed));
      h.execute(charge(ground, U1, C1));
      const e = h.doc.log.at(-1)!;
      const a = unitState(h.doc, U1);
      const d = unitState(h.doc, C1);
      expect(['disorder', 'shaken']).toContain(a.level);
      const fear = e.dice!.find((x) => x.what === 'fear of charge')!.faces;
      expect(fear).toHaveLength(2);
      const aDice = e.dice!.find((x) => x.what.endsWith('impact') && x.what.startsWith('2nd'))?.faces;
      const dDice = e.dice!.find((x) => x.what.endsWith('impact') && x.what.startsWith('1st'))?.faces;
      if (!aDice || !dDice) {
        // The defender broke on its fear check: no impact.
        expect(e.text).toContain('No impact');
        seen.add('broke');
        continue;
      }
      // Attacker MMP: veteran BMP 4 (B:2482) + disorder 2 (B:2556) + contact 1 (B:1119) − charging 1 (B:1118) = 6,
      // no contact +1 against a defender its fear check has shaken (B:1119: "non-shaken" enemy units): 5;
      // the defender 4 + contact 1 + its level after the fear check (disorder 2, shaken 4). FIV = 2D6 + 8 figures − MMP (B:2462).
      const fearPart = e.text.slice(e.text.indexOf('fear-of-charge check'), e.text.indexOf('Impact:'));
      const levelMod = /is now shaken/.test(fearPart) ? 4 : /is now disorder/.test(fearPart) ? 2 : 0;
      const aFiv = Math.max(0, sum(aDice) + 8 - (levelMod === 4 ? 5 : 6));
      const dFiv = Math.max(0, sum(dDice) + 8 - (5 + levelMod));
      const m = e.trace!.find((s) => s.step === 'impact')!;
      expect(m.value).toBe(`${aFiv} − ${dFiv}`);
      const margin = aFiv - dFiv;
      const size = Math.abs(margin);
      if (margin === 0) {
        expect(e.text).toContain('melee');
        seen.add('tie');
      } else if (margin > 0) {
        seen.add('attacker');
        const lost = size >= 8 && size <= 10 ? 3 : size >= 5 ? 2 : size >= 2 ? 1 : 0;
        if (size >= 11) expect(d.removed).toBe(true);
        else {
          expect(d.figuresLost).toBe(lost);
          // The defender falls back the margin in inches, directly away from the charger (B:2456–2458);
          // routed by a win of 8 to 10, it then runs its rolled routed move (B:585: 2D6 in the open at 15mm).
          const ran = size >= 8 ? sum(e.dice!.find((x) => x.what.endsWith('rout'))!.faces) : 0;
          if (size >= 8) expect(e.dice!.find((x) => x.what.endsWith('rout'))!.faces).toHaveLength(2);
          if (size >= 2) expect(yOf(h.doc, 'c1')).toBeCloseTo(27 - size - ran, 2);
          // The winner follows into the ground given up with the charge it has left, an inch short of the loser.
          const bonus = sum(e.dice!.find((x) => x.what === 'charge bonus')!.faces) / 2;
          const follow = size >= 2 ? Math.max(0, Math.min(6 + bonus - gap, size + ran - 1)) : 0;
          expect(yOf(h.doc, 'u1')).toBeCloseTo(30 - gap - follow, 2);
          if (follow > 0) seen.add('follow');
        }
      } else {
        seen.add('defender');
        // A losing attacker never drops below shaken and falls back half the margin (B:1130).
        expect(a.level).not.toBe('routed');
        if (size >= 2 && size <= 10) {
          expect(a.figuresLost).toBe(size >= 8 ? 3 : size >= 5 ? 2 : 1);
          expect(e.text).toContain(`falls back ${size / 2}"`);
        }
      }
    }
    expect(seen.has('attacker')).toBe(true);
    expect(seen.has('follow')).toBe(true);
  });

  it('the defender’s reaction fire comes with the charger 2" off and stops a charger it shakes (B:2441, B:3161); held for point-blank it comes after the fear check (B:1079)', () => {
    const { ground, map } = field(6);
    const table = playtestTable(ground, startPlaytest(ground, map, 1));
    const gap = gapBetween(table.unitsByKey.get(U1)!, table.unitsByKey.get(C1)!);
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const h = new History(startPlaytest(ground, map, seed));
      h.execute(charge(ground, U1, C1, { ...DEFAULT_CHARGE_OPTIONS, defenderReaction: 'fire' }));
      const act = h.doc.log.at(-1)!.act;
      const events = h.doc.log.filter((e) => e.act === act);
      const shot = events.find((e) => e.kind === 'fire')!;
      expect(shot.units).toEqual([C1, U1]);
      expect(h.doc.reacted?.[C1]).toBe('fire at the charge');
      const charged = events.find((e) => e.kind === 'charge')!;
      const bonus = sum(charged.dice!.find((x) => x.what === 'charge bonus')!.faces) / 2;
      const after = unitState(h.doc, U1);
      if (charged.text.includes('the charge is stopped')) {
        seen.add('stopped');
        expect(['shaken', 'routed'].includes(after.level) || after.removed).toBe(true);
        if (after.level === 'shaken') expect(yOf(h.doc, 'u1')).toBeCloseTo(30 - Math.min(6 + bonus, gap - 2), 2);
      } else {
        seen.add('went on');
        // The fire came before the fear check: it is logged first, the charge's own dice after it in the stream.
        expect(h.doc.log.indexOf(shot)).toBeGreaterThan(h.doc.log.indexOf(charged));
      }
    }
    expect(seen.has('went on')).toBe(true);
    // Held for point-blank: no fire unless the defender stood its fear check.
    for (let seed = 1; seed <= 20; seed++) {
      const h = new History(startPlaytest(ground, map, seed));
      h.execute(charge(ground, U1, C1, { ...DEFAULT_CHARGE_OPTIONS, defenderReaction: 'point-blank' }));
      const act = h.doc.log.at(-1)!.act;
      const events = h.doc.log.filter((e) => e.act === act);
      const charged = events.find((e) => e.kind === 'charge')!;
      if (charged.text.includes('falls short') || charged.text.includes('does not stand')) expect(events.some((e) => e.kind === 'fire')).toBe(false);
      else expect(events.find((e) => e.kind === 'fire')?.text).toMatch(/at pbf range/);
    }
  });

  it('refuses a shaken charger (B:3161) and skirmishers charging a line (B:3167)', () => {
    const { ground, map } = field(3);
    const h = new History(startPlaytest(ground, map, 1));
    h.execute(setUnitState(ground, U1, { level: 'shaken' }));
    expect(() => h.execute(charge(ground, U1, C1))).toThrow(Refusal);
    const s = field(3);
    s.map.units![0]!.formation = 'skirmishers';
    const k = new History(startPlaytest(s.ground, s.map, 1));
    expect(() => k.execute(charge(s.ground, U1, C1))).toThrow(/skirmishers/);
  });
});

describe('mount and dismount in the playtest (B:1659)', () => {
  it('a veteran troop dismounts for half a move, a green one for a whole action; skirmishers stay skirmishers', () => {
    expect(citedLine('000_e4b3381100cae796.txt:1659')).toMatch(/mount|dismount/i);
    const { ground, map } = field(20, [
      { side: 'union', unit: 'cav', at: { x: 30, y: 40 }, facingDeg: 0, formation: 'cavalry-line' } as TabletopPlacement,
      { side: 'union', unit: 'cav-green', at: { x: 40, y: 40 }, facingDeg: 0, formation: 'skirmishing' } as TabletopPlacement,
    ]);
    const h = new History(startPlaytest(ground, map, 1));
    h.execute(mountOrDismount(ground, CAV));
    expect(h.doc.map.units!.find((u) => u.unit === 'cav')!.formation).toBe('battle-line');
    expect(h.doc.log.at(-1)).toMatchObject({ kind: 'formation' });
    expect(h.doc.log.at(-1)!.text).toContain('dismounts');
    expect(h.doc.log.at(-1)!.text).toContain('half of one movement action for veteran cavalry');
    expect(h.doc.log.at(-1)!.trace![0]!.source).toBe('000_e4b3381100cae796.txt:1659');
    h.execute(mountOrDismount(ground, CAV));
    expect(h.doc.map.units!.find((u) => u.unit === 'cav')!.formation).toBe('cavalry-line');
    h.execute(mountOrDismount(ground, 'union\u0000cav-green'));
    expect(h.doc.map.units!.find((u) => u.unit === 'cav-green')!.formation).toBe('skirmishers');
    expect(h.doc.log.at(-1)!.text).toContain('a whole action for green cavalry');
    expect(() => h.execute(mountOrDismount(ground, U1))).toThrow(/not cavalry/);
  });
});
