import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_ENUMS, plural } from '../../../core/vocabulary/index';
import { SEASONS, WEATHERS } from '../../../core/rules/adf/terrain';
import { SIDES } from '../../../core/model/words';
import { CAVALRY_FORMATIONS, INFANTRY_FORMATIONS, CAVALRY_STATES, ARTILLERY_STATES } from '../../../core/rules/adf/formations';

const schema = (name: string) => JSON.parse(readFileSync(join(__dirname, '../../../schemas', `${name}.schema.json`), 'utf8'));

/** Every `enum` in a schema, by its path from the root. */
function enumsOf(node: unknown, path: string[] = [], out = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (Array.isArray(node)) node.forEach((n, i) => enumsOf(n, [...path, String(i)], out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'enum' && Array.isArray(v)) out.set(path.join('/'), v);
      else enumsOf(v, [...path, k], out);
    }
  }
  return out;
}

describe('one vocabulary per concept', () => {
  for (const name of ['scenario', 'army', 'map', 'rules-gbacw'] as const) {
    it(`every enum of ${name}.schema.json has labels for exactly its values`, () => {
      const enums = enumsOf(schema(name));
      const registered = SCHEMA_ENUMS.filter((e) => e.schema === name);
      expect(registered.map((e) => e.path).sort()).toEqual([...enums.keys()].sort());
      for (const { path, labels } of registered) {
        expect(Object.keys(labels).sort(), path).toEqual(enums.get(path)!.map(String).sort());
        for (const label of Object.values(labels)) expect(label.trim(), path).not.toBe('');
      }
    });
  }

  it('the scenario\'s weather, seasons and rules sides are the ADF rules\' own lists', () => {
    const s = schema('scenario').$defs;
    expect(s.weather.properties.fixed.enum).toEqual([...WEATHERS]);
    expect(s.weather.properties.table.properties.rows.items.properties.weather.enum).toEqual([...WEATHERS]);
    expect(s.weather.properties.season.enum).toEqual([...SEASONS]);
    expect(s.side.properties.rulesSide.enum).toEqual([...SIDES]);
    expect(schema('army').$defs.side.enum).toEqual([...SIDES]);
  });

  it('every ADF formation and state is a map formation; only column and any are extra', () => {
    const map: string[] = schema('map').$defs.formation.enum;
    const adf = new Set<string>([...INFANTRY_FORMATIONS, ...CAVALRY_FORMATIONS, ...CAVALRY_STATES, ...ARTILLERY_STATES]);
    for (const f of adf) expect(map, f).toContain(f);
    expect(map.filter((f) => !adf.has(f)).sort()).toEqual(['any', 'column']);
  });

  it('counts with the right noun', () => {
    expect(plural(1, 'battery', 'batteries')).toBe('1 battery');
    expect(plural(3, 'battery', 'batteries')).toBe('3 batteries');
    expect(plural(0, 'regiment')).toBe('0 regiments');
  });
});
