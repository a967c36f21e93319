/**
 * A GBACW scenario end to end: the bundled invented example loads and validates (the schema, then the
 * checks the schema cannot make); its game tables are accepted by the per-game tables' schema and a bad
 * copy is refused with the place named; and the command checks find what a deliberately broken copy
 * gets wrong, each at its place in the file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv, loadDocument } from '../../../../core/formats';
import {
  ACTION_PROFILES,
  GBACW_CHECK_RULES,
  ORDERS,
  PATH_RULES,
  SIGHT_EFFECTS,
  SLOPE_CLASSES,
  TEC_PLACES,
  TERRAIN_DISORDER_CODES,
  activationPreview,
  fireTableResult,
  lineOfSight,
  pathCost,
  terrainChart,
  gameTablesProblems,
  gbacwScenarioProblems,
  parseFireResult,
  shockRatio,
} from '../../../../core/rules/gbacw';
import { indexHexMap } from '../../../../core/hex';
import { citedLine } from '../../../support/seeds';
import type { HexMap, MusterScenario } from '../../../../core/model/scenario.generated';

const FILE = join(__dirname, '../../../../scenarios/gbacw/example-crossroads.scenario.json');
const example = (): MusterScenario => JSON.parse(readFileSync(FILE, 'utf8')) as MusterScenario;
const load = (doc: unknown) => loadDocument('x.scenario.json', JSON.stringify(doc));
/** A counter's placement on the example's hex map. */
const placed = (doc: MusterScenario, unit: string) => (doc.map as HexMap).units!.find((u) => u.unit === unit)!;
const tablesSchema = JSON.parse(readFileSync(join(__dirname, '../../../../schemas/rules-gbacw.schema.json'), 'utf8'));

describe('the bundled GBACW example', () => {
  it('is an invented example, and says so', () => {
    const doc = example();
    expect(doc.ruleset).toBe('gbacw');
    expect(doc.scale).toBe('counters');
    expect(doc.gameTables?.source).toBe('invented example');
    expect(doc.designerNotes).toMatch(/invented/);
  });

  it('loads: the schema and every check after it pass', () => {
    const result = load(example());
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('its command is sound but for the brigade that starts with no orders (Advance)', () => {
    const problems = gbacwScenarioProblems(example());
    expect(problems.map((p) => [p.rule, p.counter])).toEqual([['orders.default', 'u-cole']]);
    expect(problems[0]!.pointer).toBe('/sides/0/forces/counters/4/orders');
  });

  it('previews the AMs of each division for each Efficiency Marker, and their chances from the side’s pool', () => {
    const [tull] = activationPreview(example(), 'union');
    expect(tull).toMatchObject({ division: 'u-tull', corps: 'u-reed', inCorpsRange: true, byMarker: { 1: 1, 2: 2, 3: 3, 4: 4 } });
    // Union markers 1, 2, 2, 3, 3, 4: one draw in six.
    expect(tull!.chances).toEqual({ 1: expect.closeTo(1 / 6, 12), 2: expect.closeTo(2 / 6, 12), 3: expect.closeTo(2 / 6, 12), 4: expect.closeTo(1 / 6, 12) });
    expect(tull!.trace.at(-1)!.detail).toContain('+1');
    const [pryor] = activationPreview(example(), 'confederate');
    // Pryor's own +1: 2, 3, 4, 4.
    expect(pryor!.byMarker).toEqual({ 1: 2, 2: 3, 3: 4, 4: 4 });
  });

  it('Cole’s brigade marching up the Example Pike: ½ MP a hex, over the bridge too; off the pike through the woods, 2', () => {
    const doc = example();
    const map = indexHexMap(doc.map as HexMap);
    const chart = terrainChart(doc.gameTables, undefined)!;
    const pike = ['0105', '0205', '0305', '0405', '0505', '0605', '0705', '0805'];
    expect(pathCost({ map, chart }, { cls: 'infantry', orders: 'march' }, pike).total).toBe(3.5);
    expect(pathCost({ map, chart }, { cls: 'infantry', orders: 'attack' }, ['0705', '0805']).total).toBe(1 + 1);
    expect(pathCost({ map, chart }, { cls: 'infantry', orders: 'advance' }, ['0504', '0604']).total).toBe(2);
    // From Fenn's hill (level 2) the pike's bridge is in sight; the Example Woods' shadow hides 0504 just behind them.
    expect(lineOfSight({ map, chart }, map.coordOf('1003')!, map.coordOf('0805')!).clear).toBe(true);
    expect(lineOfSight({ map, chart }, map.coordOf('1003')!, map.coordOf('0504')!).blocks.map((b) => [b.rule, b.hex])).toEqual([['shadow', '0604']]);
  });

  it('a division out of its corps commander’s range loses one AM and never has more than three', () => {
    const doc = example();
    placed(doc, 'c-pryor').hex = '0108';
    const [pryor] = activationPreview(doc, 'confederate');
    expect(pryor).toMatchObject({ inCorpsRange: false, byMarker: { 1: 1, 2: 2, 3: 3, 4: 3 } });
  });
});

describe('schemas/rules-gbacw.schema.json', () => {
  // The app's own ajv (strict, all errors), which holds every schema of schemas/.
  const validator = () => createAjv().getSchema(tablesSchema.$id)!;

  it('is draft 2020-12 with the Muster $id, and its lists are the series rules’ own', () => {
    expect(tablesSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(tablesSchema.$id).toBe('https://muster.app/schemas/rules-gbacw.schema.json');
    const d = tablesSchema.$defs;
    expect(d.tecRow.properties.place.enum).toEqual([...TEC_PLACES]);
    expect(d.tecRow.properties.pathRule.enum).toEqual([...PATH_RULES]);
    expect(d.tecRow.properties.sight.enum).toEqual([...SIGHT_EFFECTS]);
    expect(d.tecRow.properties.slope.enum).toEqual([...SLOPE_CLASSES]);
    expect(d.terrainDisorder.enum).toEqual([...TERRAIN_DISORDER_CODES]);
    const scenario = JSON.parse(readFileSync(join(__dirname, '../../../../schemas/scenario.schema.json'), 'utf8'));
    expect(scenario.$defs.counter.properties.orders.enum).toEqual([...ORDERS]);
    expect(scenario.$defs.counter.properties.ratings.properties.actionProfile.enum).toEqual([...ACTION_PROFILES]);
    expect(scenario.properties.gameTables.$ref).toBe('rules-gbacw.schema.json');
  });

  it('accepts the example’s full tables on their own', () => {
    const validate = validator();
    expect(validate(example().gameTables), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses a bad table and names its place, on its own and inside a scenario', () => {
    const doc = example();
    const rows = doc.gameTables!.terrainEffects!.rows;
    (rows[1]!.movement as { artillery: unknown }).artillery = 'lots';
    doc.gameTables!.fireTable!.rows[2]!.results[1] = '1x';
    const validate = validator();
    expect(validate(doc.gameTables)).toBe(false);
    const places = (validate.errors ?? []).map((e) => e.instancePath);
    expect(places).toContain('/terrainEffects/rows/1/movement/artillery');
    expect(places).toContain('/fireTable/rows/2/results/1');
    const result = load(doc);
    expect(result.ok).toBe(false);
    const pointers = result.ok ? [] : result.errors.map((e) => e.pointer);
    expect(pointers).toContain('/gameTables/terrainEffects/rows/1/movement/artillery');
    expect(pointers).toContain('/gameTables/fireTable/rows/2/results/1');
  });

  it('what the schema cannot see is found after it, at its place', () => {
    const doc = example();
    const t = doc.gameTables!;
    t.terrainEffects!.rows.push({ id: 'woods', label: 'More woods', place: 'hex', terrain: ['light-woods'], movement: { infantry: 2, cavalry: 3, artillery: 4 } });
    t.fireTable!.rows[0]!.results.pop();
    t.fireTable!.rows[3]!.min = 7;
    t.rangeEffects!.weapons[1]!.drms.push({ from: 3, to: 4, drm: -4 });
    t.efficiencyMarkers!.push({ side: 'prussia', values: [2] });
    const problems = gameTablesProblems(t, '/gameTables', doc);
    expect(problems.map((p) => p.pointer)).toEqual([
      '/gameTables/terrainEffects/rows/12/id',
      '/gameTables/terrainEffects/rows/12/terrain/0',
      '/gameTables/fireTable/rows/0/results',
      '/gameTables/fireTable/rows/3/min',
      '/gameTables/rangeEffects/weapons/1/drms/2/to',
      '/gameTables/efficiencyMarkers/2/side',
    ]);
    const result = load(doc);
    expect(result.ok ? [] : result.errors.map((e) => e.pointer)).toEqual(problems.map((p) => p.pointer));
  });
});

describe('reading the game’s own tables', () => {
  it('a Fire Table cell: losses first, then the Disorder and its DRM', () => {
    expect(parseFireResult('1d+2')).toEqual({ code: '1d+2', losses: 1, disorder: 'udd', uddDrm: 2, spencer: false });
    expect(parseFireResult('1D')).toMatchObject({ losses: 1, disorder: 'automatic' });
    expect(parseFireResult('-')).toMatchObject({ losses: 0, disorder: 'none' });
    expect(parseFireResult('d*')).toMatchObject({ disorder: 'udd', spencer: true });
    expect(() => parseFireResult('x')).toThrow(RangeError);
    const table = example().gameTables!.fireTable!;
    expect(fireTableResult(table, 6, 8).result.code).toBe('1D');
    expect(fireTableResult(table, 12, -3).result.code).toBe('d');
    expect(fireTableResult(table, 1, 15).result.code).toBe('1d');
  });

  it('TC21: 5 against 3 is 2-1 when the attacker’s favour rounds, 1½-1 when the defender’s; 1 against 5 is 1-4; 30 against 5 is 5-1', () => {
    const chart = example().gameTables!.shockRatios!;
    expect(shockRatio(chart, 5, 3, 'attacker').ratio).toBe('2-1');
    expect(shockRatio(chart, 5, 3, 'defender').ratio).toBe('1½-1');
    expect(shockRatio(chart, 1, 5, 'defender').ratio).toBe('1-4');
    expect(shockRatio(chart, 1, 5, 'attacker').ratio).toBe('1-4');
    expect(shockRatio(chart, 30, 5, 'attacker')).toMatchObject({ ratio: '5-1', drm: 5 });
    expect(shockRatio(chart, 4, 4, 'defender').ratio).toBe('1-1');
  });
});

describe('the command checks on a deliberately broken scenario', () => {
  const broken = (): MusterScenario => {
    const doc = example();
    const union = doc.sides[0]!.forces.counters!;
    const conf = doc.sides[1]!.forces.counters!;
    const at = (list: typeof union, id: string) => list.find((c) => c.id === id)!;
    at(union, 'u-bty').orders = 'attack'; // artillery under Attack Orders
    at(union, 'u-cole').commander = 'u-ward'; // a brigadier under another brigadier: rank
    at(union, 'u-2').orders = 'march'; // Ward's brigade under two orders…
    placed(doc, 'u-2').hex = '0803'; // …and March two hexes from the enemy, in sight
    delete at(conf, 'c-6').commander; // a regiment under no one
    at(conf, 'c-8').commander = 'c-7'; // a regiment under a regiment
    delete at(conf, 'c-pryor').ratings!.activation; // a division leader missing a rating
    placed(doc, 'c-5').hex = '1008'; // far from Fenn, touching no one of his
    doc.sides[0]!.entries![0]!.hexes = ['0105', '0505']; // one entry hex in the middle of the map
    doc.sides[1]!.entries = [{ id: 'late', units: ['c-8'], arrival: { kind: 'turn', turn: 3 } }]; // and one with none
    return doc;
  };

  it('still loads (the file is well formed), yet every broken rule is named at its place', () => {
    // A chain of command in a circle is not among them: the file would not load (core/scenario/check.ts).
    const looped = example();
    looped.sides[0]!.forces.counters!.find((c) => c.id === 'u-tull')!.commander = 'u-ward';
    expect(load(looped)).toMatchObject({ ok: false, errors: [{ pointer: '/sides/0/forces/counters/2/commander', message: expect.stringContaining('Tull → Ward → Tull') }] });
    expect(load(broken()).ok).toBe(true);
    const problems = gbacwScenarioProblems(broken());
    const seen = problems.map((p) => `${p.rule} ${p.counter} ${p.pointer}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'orders.artillery-attack u-bty /sides/0/forces/counters/9/orders',
        'chain.rank u-cole /sides/0/forces/counters/4/commander',
        'orders.mixed u-ward /sides/0/forces/counters/3/orders',
        'orders.march-near-enemy u-2 /map/units/5',
        'chain.no-commander c-6 /sides/1/forces/counters/6',
        'chain.not-a-leader c-8 /sides/1/forces/counters/8/commander',
        'leader.missing-rating c-pryor /sides/1/forces/counters/2/ratings',
        'command.out-of-range c-5 /map/units/10',
        'entry.not-on-edge undefined /sides/0/entries/0/hexes/1',
        'entry.no-place undefined /sides/1/entries/0',
      ]),
    );
    for (const p of problems) expect(p.severity).toBe(GBACW_CHECK_RULES[p.rule].severity);
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.rule).sort()).toEqual(['chain.not-a-leader', 'chain.rank', 'orders.artillery-attack']);
  });

  it('Command Range halves at night: a brigadier 4 leader MPs from a regiment commands it by day, not by night', () => {
    const doc = example();
    placed(doc, 'u-1').hex = '0204';
    placed(doc, 'u-ward').hex = '0604';
    // 0604 → 0204 is four hexes of Clear; Ward's range is 4, 2 at night.
    expect(gbacwScenarioProblems(doc).filter((p) => p.rule === 'command.out-of-range')).toEqual([]);
    const night = gbacwScenarioProblems(doc, { timeOfDay: 'night' }).filter((p) => p.rule === 'command.out-of-range').map((p) => p.counter);
    expect(night).toContain('u-1');
  });

  it('division artillery is attached one battery a brigade (4.32): a second battery under Ward is named; an all-gun brigade is not', () => {
    const doc = example();
    const counters = doc.sides[0]!.forces.counters!;
    const bty = counters.find((c) => c.id === 'u-bty')!;
    counters.push({ ...bty, id: 'u-bty2', name: 'Battery B, 1st Example Artillery', commander: 'u-ward' });
    bty.commander = 'u-ward';
    const found = gbacwScenarioProblems(doc).filter((p) => p.rule === 'artillery.attached-twice');
    expect(found.map((p) => [p.counter, p.pointer])).toEqual([['u-bty2', `/sides/0/forces/counters/${counters.length - 1}/commander`]]);
    expect(found[0]!.message).toContain("Ward's brigade has 2 batteries attached");
    expect(citedLine(found[0]!.source!)).toContain('one battery per brigade');
    // Cole's brigade made of the two batteries alone is an artillery brigade (4.31): no limit.
    for (const c of counters) if (c.commander === 'u-cole') c.commander = 'u-ward';
    bty.commander = 'u-cole';
    counters.at(-1)!.commander = 'u-cole';
    expect(gbacwScenarioProblems(doc).filter((p) => p.rule === 'artillery.attached-twice')).toEqual([]);
  });

  it('other rulesets are not GBACW’s to check', () => {
    expect(gbacwScenarioProblems({ ...broken(), ruleset: 'bluegrey' })).toEqual([]);
  });
});
