import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARMY_TYPES_FILE, generateArmyTypes, generateTypes, TYPES_FILE } from '../../../scripts/gen-types';

describe('scenario types and schemas stay in step', () => {
  it('regenerating the types from the schemas gives the committed file (run npx tsx scripts/gen-types.ts if not)', async () => {
    const fresh = await generateTypes();
    expect(readFileSync(TYPES_FILE, 'utf8') === fresh, 'core/model/scenario.generated.ts is stale').toBe(true);
  }, 60_000);

  it('regenerating the order of battle types from the army schema gives the committed file', async () => {
    const fresh = await generateArmyTypes();
    expect(readFileSync(ARMY_TYPES_FILE, 'utf8') === fresh, 'core/model/army.generated.ts is stale').toBe(true);
  }, 60_000);
});
