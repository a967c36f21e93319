import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { exportCsv, importCsv } from '../../../core/oob';
import { legalArmy, engineers, cavalry } from './armies';
import { addNode } from '../../../core/oob';

const read = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8'));
const schema = read('schemas/army.schema.json') as { $id: string; $defs: Record<string, unknown> };

function validator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv.compile(schema);
}

const armyFile = (orderOfBattle: unknown): Record<string, unknown> => ({ $schema: schema.$id, formatVersion: 1, orderOfBattle });

describe('army.schema.json', () => {
  const validate = validator();
  it('keeps its $id and a $defs/orderOfBattle for the scenario schema to refer to', () => {
    expect(schema.$id).toBe('https://muster.app/schemas/army.schema.json');
    expect(schema.$defs.orderOfBattle).toBeDefined();
  });
  it.each(['taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json', 'mine-run-3.army-union.json', 'mine-run-3.army-confederate.json', 'mine-run-3.army-union-example.json', 'mine-run-3.army-confederate-example.json'])('accepts the bundled army %s', (file) => {
    const ok = validate(read(`scenarios/${file}`));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });
  it('accepts an army built by the model and one that went through CSV', () => {
    const army = addNode(addNode(legalArmy(), 'div', engineers('eng', { manualCost: 4 })), null, cavalry('scouts'));
    expect(validate(armyFile(army))).toBe(true);
    const back = importCsv(exportCsv(army));
    expect(back.ok && validate(armyFile(back.oob))).toBe(true);
  });
  it('rejects unknown properties, an unknown weapon, a missing formatVersion', () => {
    const army = legalArmy();
    expect(validate({ ...armyFile(army), extra: 1 })).toBe(false);
    expect(validate(armyFile({ ...army, colour: 'blue' }))).toBe(false);
    const badWeapon = JSON.parse(JSON.stringify(army));
    badWeapon.children[0].children[0].children[0].weapon = 'laser';
    expect(validate(armyFile(badWeapon))).toBe(false);
    const noVersion: Record<string, unknown> = armyFile(army);
    delete noVersion.formatVersion;
    expect(validate(noVersion)).toBe(false);
    const badUnit = JSON.parse(JSON.stringify(army));
    badUnit.children[0].children[0].children[0].sections = 2;
    expect(validate(armyFile(badUnit))).toBe(false);
  });
});
