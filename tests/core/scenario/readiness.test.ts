/**
 * A side with a budget and no units is named, so "Play next" and "Playtest" can lead the user to build
 * or pick its forces: the book's points scenarios before their example forces were bundled, and any
 * scenario a designer has just made.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forcesNeededWords, sidesWithoutForces } from '../../../core/scenario';
import type { MusterScenario } from '../../../core/model/scenario.generated';

const bundled = (name: string): MusterScenario => JSON.parse(readFileSync(join(__dirname, '../../../scenarios', name), 'utf8')) as MusterScenario;

describe('sides without forces', () => {
  it('the bundled book scenarios have forces on both sides', () => {
    for (const name of ['tan-yard-hill', 'mine-run-2', 'mine-run-3', 'meeting-engagement', 'richmond-defenses', 'taint-no-militia']) {
      expect(sidesWithoutForces(bundled(`${name}.scenario.json`)), name).toEqual([]);
    }
  });

  it('a side that is only a budget is named with its budget, and the words lead to the Sides page', () => {
    const s = bundled('tan-yard-hill.scenario.json');
    const bare = { sides: s.sides.map((side) => ({ ...side, forces: { budget: side.forces.budget! } })) };
    expect(sidesWithoutForces(bare)).toEqual([
      { id: 'union', name: 'Union', budget: 84 },
      { id: 'confederate', name: 'Confederate', budget: 72 },
    ]);
    expect(forcesNeededWords(sidesWithoutForces(bare))).toBe(
      'Union (an 84-point budget) and Confederate (a 72-point budget) have no units yet: build their forces on the Sides page (the order of battle and its catalogue), or pick an army file or an army from the library, then place them on the Map.',
    );
    // An order of battle with formations but no units is still no forces; an army file read empty too.
    const empty = { sides: [{ ...s.sides[0]!, forces: { orderOfBattle: { name: 'U', side: 'union' as const, era: '1861-63' as const, children: [] } } }] };
    expect(sidesWithoutForces(empty).map((x) => x.id)).toEqual(['union']);
    const file = { sides: [{ ...s.sides[0]!, forces: { armyFile: 'u.army.json' } }] };
    expect(sidesWithoutForces(file)).toEqual([]);
    expect(sidesWithoutForces(file, { union: { children: [] } }).map((x) => x.id)).toEqual(['union']);
  });
});
