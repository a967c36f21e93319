/**
 * The placement key is spelt once (core/model/keys.ts) and read back one way: every side and unit id the
 * schema allows comes back whole, a string that is no key is refused, and no source file of the app
 * joins a side and a unit into a key, or splits one, by hand.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePlacementKey, placementKey } from '../../../core/model/keys';
import { sourceFiles } from '../../support/structure';

const ROOT = join(__dirname, '../../..');
/** `$defs/id` and `$defs/sideId` of schemas/scenario.schema.json. */
const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;
const SIDE_ID = /^[a-z][a-z0-9-]*$/;

describe('the placement key', () => {
  it('reads back the side and unit it was made from, for every id the schema allows', () => {
    fc.assert(
      fc.property(fc.stringMatching(SIDE_ID), fc.stringMatching(ID), (side, unit) => {
        expect(parsePlacementKey(placementKey({ side, unit }))).toEqual({ side, unit });
      }),
    );
  });

  it('keeps ids apart that a slash or a colon would run together', () => {
    expect(placementKey({ side: 'union', unit: 'a/b' })).not.toBe(placementKey({ side: 'union/a', unit: 'b' }));
    expect(parsePlacementKey(placementKey({ side: 'union', unit: '1:2.3' }))).toEqual({ side: 'union', unit: '1:2.3' });
  });

  it('refuses a string that is no placement key', () => {
    for (const bad of ['', 'union', 'union/12th-ny', '\u000012th', 'union\u0000', 'a\u0000b\u0000c']) expect(parsePlacementKey(bad), JSON.stringify(bad)).toBeUndefined();
  });
});


describe('no placement key is spelt by hand', () => {
  const HAND_MADE: ReadonlyArray<{ what: string; pattern: RegExp }> = [
    // `${p.side}\u0000${p.unit}`: a side and one more id joined by a NUL (a longer key with more parts is another key).
    { what: 'a side and a unit joined by hand', pattern: /\$\{[^}]*\bside\b[^}]*\}\\u0000\$\{[^}]*\}(?!\\u0000)/ },
    // `${side.id}/${u.id}`: the same key with another separator.
    { what: 'a side and a unit joined with a slash', pattern: /\$\{[^}]*\bside(?:\.id)?\}\/\$\{[^}]*\.(?:unit|id|counter|commander)\}/ },
    { what: 'a key split by hand', pattern: /\.split\(\s*['"]\\u0000['"]\s*\)/ },
  ];

  it('core, electron, renderer/src and cli make and read placement keys only through core/model/keys.ts', () => {
    const found: string[] = [];
    for (const dir of ['core', 'electron', 'renderer/src', 'cli']) {
      for (const path of sourceFiles(join(ROOT, dir))) {
        const file = relative(ROOT, path).split('\\').join('/');
        if (file === 'core/model/keys.ts') continue;
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const rule of HAND_MADE) if (rule.pattern.test(line)) found.push(`${file}:${i + 1}: ${rule.what}`);
          });
      }
    }
    expect(found).toEqual([]);
  });

  it('the scan finds a key made by hand', () => {
    const line = 'const key = `${p.side}\\u0000${p.unit}`;';
    expect(HAND_MADE.some((r) => r.pattern.test(line))).toBe(true);
    expect(HAND_MADE.some((r) => r.pattern.test("const [side, unit] = key.split('\\u0000');"))).toBe(true);
  });
});
