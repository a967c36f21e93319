/**
 * The hex Rules preview shows the GBACW procedure answers of issue 39 on the bundled crossroads example:
 * a command In Reserve fires no Non-Phasing Fire (6.32, line 673), the advance after a Retreat Before
 * Shock is voluntary (11.35, line 1772), the hex's "d"/"D" met on the advance (line 2124), and the end
 * of turn's recovery (17.42, lines 271, 2510).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hexDistance, indexHexMap } from '../../../../core/hex';
import { placementKey } from '../../../../core/map/commands';
import { HEX_RULES_PREVIEW } from '../../../../core/preview/hex';
import { pathCost as gbacwPath, terrainChart } from '../../../../core/rules/gbacw';
import type { HexMap, MusterScenario } from '../../../../core/model/scenario.generated';

const load = (file: string): MusterScenario => JSON.parse(readFileSync(join(__dirname, '../../../../scenarios', file), 'utf8')) as MusterScenario;
const key = (side: string, unit: string) => placementKey({ side, unit });
const gb = HEX_RULES_PREVIEW.gbacw!;
const answer = <T>(a: T | string): T => {
  if (typeof a === 'string') throw new Error(a);
  return a;
};

describe('GBACW procedure in the hex Rules preview (issue 39)', () => {
  const doc = load('gbacw/example-crossroads.scenario.json');
  const ix = indexHexMap(doc.map as HexMap);
  const near = ['0503', '0603', '0703', '0502', '0602', '0504', '0604'].find((h) => hexDistance(ix.grid, ix.coordOf('0403')!, ix.coordOf(h)!) === 2)!;

  it('Ward\'s brigade In Reserve: its regiment may make no fire at all, each answer citing 6.32', () => {
    const reserve = structuredClone(doc);
    reserve.sides[0]!.forces!.counters!.find((c) => c.id === 'u-ward')!.reserve = true;
    const r = answer(gb.artillery!(reserve, key('union', 'u-2'), near));
    expect(r.whoMayFire!.map((o) => [o.occasion, o.allowed])).toEqual([
      ['Phasing Fire', false], ['Return Fire', false], ['Pre-Shock Fire', false], ['Withdrawal Fire', false], ['Approach Fire', false],
    ]);
    const returnFire = r.whoMayFire!.find((o) => o.occasion === 'Return Fire')!;
    expect(returnFire.source).toMatch(/^GBACW · 6\.3/);
    expect(returnFire.why).toContain('only Shock or fire at four hexes or less at its brigade ends the Reserve');
  });

  it('under a shock: must advance, but may if the defender Retreats Before Shock; the hex\'s d or D is named', () => {
    const a = answer(gb.attack!(doc, [key('union', 'u-1')], key('confederate', 'c-7')));
    const x = a.advance![0]!;
    expect(x.advance).toBe('must');
    expect(x.why).toMatch(/if the defender Retreats Before Shock, the attackers may advance into the hex it left, or stay \(GBACW · 11\./);
    // What the chart charges for entering the defender's hex from the attacker's, as the advance meets it.
    const map = indexHexMap(doc.map as HexMap);
    const chart = terrainChart(doc.gameTables)!;
    const from = (doc.map as HexMap).units!.find((u) => u.unit === 'u-1')!.hex!;
    const to = (doc.map as HexMap).units!.find((u) => u.unit === 'c-7')!.hex!;
    const codes = gbacwPath({ map, chart }, { cls: 'infantry' }, [from, to]).steps.at(-1)!.disorder;
    if (codes.length === 0) expect(x.terrain).toBeUndefined();
    else expect(x.terrain!.why).toMatch(codes.includes('D') ? /Disorders automatically/ : /Uncontrolled Disorder check/);
    // Across the example's stream ("d" for infantry on its hexside row): the advance carries the UDD.
    const across = structuredClone(doc);
    const units = (across.map as HexMap).units!;
    const streamHex = '0704';
    const beyond = ['0603', '0604', '0605', '0703', '0705', '0803', '0804', '0805'].find(
      (h) => hexDistance(map.grid, map.coordOf(streamHex)!, map.coordOf(h)!) === 1 && gbacwPath({ map, chart }, { cls: 'infantry' }, [streamHex, h]).steps.at(-1)!.disorder.includes('d'),
    )!;
    expect(beyond).toBeDefined();
    Object.assign(units.find((u) => u.unit === 'u-1')!, { hex: streamHex });
    const c7 = units.find((u) => u.unit === 'c-7')!;
    Object.assign(c7, { hex: beyond });
    delete c7.alsoIn;
    const w = answer(gb.attack!(across, [key('union', 'u-1')], key('confederate', 'c-7')));
    expect(w.advance![0]!.terrain?.why).toMatch(/the hex costs "d": it makes an Uncontrolled Disorder check \(UDD\) as it advances/);
    expect(w.advance![0]!.terrain?.source).toMatch(/^GBACW · 12\.6/);
  });

  it('a leader\'s command lists the end of turn\'s recovery: 17.42 out of Reserve, 6.35 In Reserve', () => {
    const c = gb.command!(doc, key('union', 'u-ward'));
    expect(c.recovery!.when).toMatch(/neither move, reaction move, use Phasing Fire/);
    expect(c.recovery!.does.map((d) => d.text)).toEqual(['either rally every Disordered unit within Command Range of its brigadier automatically', 'or reduce Fatigue by one level']);
    expect(c.recovery!.does[0]!.source).toMatch(/^GBACW · 17\.4/);
    const reserve = structuredClone(doc);
    reserve.sides[0]!.forces!.counters!.find((x) => x.id === 'u-ward')!.reserve = true;
    const r = gb.command!(reserve, key('union', 'u-ward'));
    expect(r.recovery!.does[0]!.text).toBe('reduce Fatigue by two levels');
    expect(r.recovery!.does[0]!.source).toMatch(/^GBACW · 6\.3/);
  });
});
