/**
 * The hand-written order-of-battle types (core/model/oob.ts) against the types generated from
 * schemas/army.schema.json (core/model/scenario.generated.ts, reached through the scenario's `$ref`;
 * the OOB formation is emitted as `Formation1` there because the map format already has a `Formation`).
 * The type assertions are checked by `tsc --noEmit -p tsconfig.json`; the runtime tests check that what
 * we bundle is what the schema accepts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { FORMATION_LEVELS, LEADER_ROLES, UNIT_ARMS } from '../../../core/model/oob';
import type * as hand from '../../../core/model/oob';
import type * as gen from '../../../core/model/scenario.generated';

describe('core/model/oob.ts is exactly the army schema', () => {
  it('OrderOfBattle, Formation and Leader equal the generated types', () => {
    expectTypeOf<hand.OrderOfBattle>().toEqualTypeOf<gen.OrderOfBattle>();
    expectTypeOf<hand.Formation>().toEqualTypeOf<gen.Formation1>();
    expectTypeOf<hand.Leader>().toEqualTypeOf<gen.Leader>();
  });

  it('each unit type equals its generated type, and the node union is the same', () => {
    expectTypeOf<hand.InfantryRegiment>().toEqualTypeOf<gen.InfantryRegiment>();
    expectTypeOf<hand.CavalryUnit>().toEqualTypeOf<gen.CavalryUnit>();
    expectTypeOf<hand.ArtilleryBattery>().toEqualTypeOf<gen.ArtilleryBattery>();
    expectTypeOf<hand.EngineerUnit>().toEqualTypeOf<gen.EngineerUnit>();
    expectTypeOf<hand.OobNode>().toEqualTypeOf<gen.OrderOfBattle['children'][number]>();
  });

  it('the vocabularies the model lists are the schema enums', () => {
    type GeneratedUnit = Exclude<gen.OrderOfBattle['children'][number], gen.Formation1>;
    expectTypeOf<hand.FormationLevel>().toEqualTypeOf<gen.Formation1['level']>();
    expectTypeOf<hand.LeaderRole>().toEqualTypeOf<gen.Leader['role']>();
    expectTypeOf<hand.LeadershipBenefit>().toEqualTypeOf<gen.Leader['lb']>();
    expectTypeOf<hand.UnitArm>().toEqualTypeOf<GeneratedUnit['arm']>();
    expectTypeOf<hand.Mounting>().toEqualTypeOf<gen.InfantryRegiment['stands']>();
  });

  it('the assertions bite: a field more or a narrower enum is not equal (tsc rejects these lines unflagged)', () => {
    // @ts-expect-error an extra property makes the types differ
    expectTypeOf<hand.Leader & { colour: string }>().toEqualTypeOf<gen.Leader>();
    // @ts-expect-error a narrower enum makes the types differ
    expectTypeOf<Exclude<hand.FormationLevel, 'wing'>>().toEqualTypeOf<gen.Formation1['level']>();
  });
});

const read = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8'));
const armySchema = read('schemas/army.schema.json') as { $id: string; $defs: Record<string, { enum?: unknown[]; properties?: Record<string, { enum?: unknown[] }> }> };

describe('the runtime lists are the schema enums', () => {
  it('FORMATION_LEVELS, LEADER_ROLES and UNIT_ARMS list the schema values in order', () => {
    expect(FORMATION_LEVELS).toEqual(armySchema.$defs.formation!.properties!.level!.enum);
    expect(LEADER_ROLES).toEqual(armySchema.$defs.leader!.properties!.role!.enum);
    const arms = ['infantryRegiment', 'cavalryUnit', 'artilleryBattery', 'engineerUnit'].map((d) => (armySchema.$defs[d]!.properties!.arm as { const?: string }).const);
    expect(UNIT_ARMS).toEqual(arms);
  });
});

describe('every bundled order of battle validates against army.schema.json', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addSchema(armySchema as object);
  const validateOob = ajv.getSchema(`${armySchema.$id}#/$defs/orderOfBattle`)!;
  const bundled = readdirSync(new URL('../../../scenarios/', import.meta.url)).sort();

  // The army files are checked one by one in tests/core/muster/schema.test.ts; this guard makes a new
  // bundled army file fail here until it is added there.
  it('the bundled army files are the six tests/core/muster/schema.test.ts validates', () => {
    expect(bundled.filter((f) => /\.army[\w-]*\.json$/.test(f))).toEqual(['mine-run-3.army-confederate-example.json', 'mine-run-3.army-confederate.json', 'mine-run-3.army-union-example.json', 'mine-run-3.army-union.json', 'taint-no-militia.army-confederate.json', 'taint-no-militia.army-union.json']);
  });

  const embedded = bundled
    .filter((f) => f.endsWith('.scenario.json'))
    .flatMap((file) => {
      const scenario = read(`scenarios/${file}`) as { sides: Array<{ id: string; forces: { orderOfBattle?: unknown } }> };
      return scenario.sides.filter((s) => s.forces.orderOfBattle !== undefined).map((s) => [`${file} ${s.id}`, s.forces.orderOfBattle] as const);
    });

  it('finds the embedded orders of battle (T\'ain\'t No Militia has one per side)', () => {
    expect(embedded.map(([name]) => name)).toEqual(expect.arrayContaining([expect.stringMatching(/^taint-no-militia\.scenario\.json /)]));
    expect(embedded.length).toBeGreaterThanOrEqual(2);
  });

  it.each(embedded)('%s', (_name, oob) => {
    const ok = validateOob(oob);
    expect(validateOob.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });
});
