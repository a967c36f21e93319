import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARMY_TYPES_FILE, generateArmyTypes, generateTypes } from '../../../scripts/gen-types';

describe('scenario types and schemas stay in step', () => {
  it('regenerating the types from the schemas gives the committed files, one per schema (run npx tsx scripts/gen-types.ts if not)', async () => {
    const fresh = await generateTypes();
    expect([...fresh.keys()].map((f) => relative(process.cwd(), f)).sort()).toEqual([
      'core/model/campaign.generated.ts',
      'core/model/gbacwTables.generated.ts',
      'core/model/map.generated.ts',
      'core/model/orderOfBattle.generated.ts',
      'core/model/scenario.generated.ts',
    ]);
    for (const [file, text] of fresh) expect(readFileSync(file, 'utf8') === text, `${relative(process.cwd(), file)} is stale`).toBe(true);
  }, 60_000);

  it('regenerating the order of battle types from the army schema gives the committed file', async () => {
    const fresh = await generateArmyTypes();
    expect(readFileSync(ARMY_TYPES_FILE, 'utf8') === fresh, 'core/model/army.generated.ts is stale').toBe(true);
  }, 60_000);
});
