import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import * as adf from '../../../../core/rules/adf';
import { adfRules, adfRulesVersion } from '../../../../core/rules/adf';
import * as engines from '../../../../core/rules/adf/engine';
import { fireOdds } from '../../../../core/rules/adf/engine/fire';
import { impactOdds } from '../../../../core/rules/adf/engine/charge';
import { moraleOddsForMmp } from '../../../../core/rules/adf/engine/morale';
import { FIELD_GUNS as MOVEMENT_FIELD_GUNS } from '../../../../core/rules/adf/movement';
import { FIELD_GUNS } from '../../../../core/rules/adf/weapons';
import { TARGET_DRMS } from '../../../../core/rules/adf/fire';
import { BEHIND_SKIRMISHERS, ENFILADE, TERRAIN_EFFECTS } from '../../../../core/rules/adf/terrain';
import { CITATION, citedLine, parseCitation } from '../../../support/seeds';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const schema = JSON.parse(readFileSync(new URL('../../../../schemas/rules-adf.schema.json', import.meta.url), 'utf8')) as JsonObject;

function validator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv.compile(schema);
}
const validate = validator();

/** What the app, the CLI or another program sees: adfRules through JSON. */
const asJson = (): JsonObject => JSON.parse(JSON.stringify(adfRules)) as JsonObject;

/** Walks JSON, calling `visit` with each value and the path of keys leading to it. */
function walk(value: Json, visit: (value: Json, path: string[]) => void, path: string[] = []): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, [...path, String(i)]));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, visit, [...path, k]);
}

/** Every citation in the data: values of `source`, `…Source`, `also`, `glossary` and `reference` keys, and the obstacle line list. */
function citations(data: JsonObject): Array<{ path: string; citation: Json }> {
  const found: Array<{ path: string; citation: Json }> = [];
  walk(data, (value, path) => {
    const key = path[path.length - 1] ?? '';
    const parent = path[path.length - 2] ?? '';
    if (key === 'source' || key.endsWith('Source') || key === 'also' || key === 'glossary' || key === 'reference' || parent === 'obstacleLines') {
      if (typeof value === 'string' || typeof value !== 'object' || value === null) found.push({ path: path.join('/'), citation: value });
      // The per-scale `source` of firepower and artillery rows is an object of three citations.
      else for (const [scale, c] of Object.entries(value)) found.push({ path: [...path, scale].join('/'), citation: c });
    }
  });
  return found;
}

const errorsOf = (data: unknown): ErrorObject[] => (validate(data) ? [] : [...(validate.errors ?? [])]);

describe('adfRules is plain JSON data', () => {
  it('survives JSON.stringify / JSON.parse unchanged (no Infinity, functions or undefined)', () => {
    expect(asJson()).toStrictEqual(adfRules);
  });

  it('carries its version and the book it cites', () => {
    expect(adfRules.version).toBe(adfRulesVersion);
    expect(adfRulesVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(adfRules.book).toBe('000_e4b3381100cae796.txt');
  });

  it('writes open-ended result rows with a null bound: impact "11 or 12" and beyond (B:2459), morale "5 or more" (B:2581)', () => {
    const data = asJson() as { charge: { impactResults: { infantry: Array<{ id: string; max: number | null }> } }; morale: { results: Record<string, { margin?: { min: number | null; max: number | null } }> } };
    expect(data.charge.impactResults.infantry.at(-1)).toMatchObject({ id: '11+', max: null });
    expect(data.morale.results.fail5plus!.margin).toEqual({ min: null, max: -5 });
    expect(data.morale.results.pass5plus!.margin).toEqual({ min: 5, max: null });
    expect(adf.impactResult(40).row.id).toBe('11+');
  });
});

describe('schemas/rules-adf.schema.json', () => {
  it('is a draft 2020-12 schema with the Muster $id', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe('https://muster.app/schemas/rules-adf.schema.json');
  });

  it('forbids unknown properties on every object it describes', () => {
    const open: string[] = [];
    walk(schema, (value, path) => {
      if (value !== null && typeof value === 'object' && !Array.isArray(value) && value.type === 'object' && value.additionalProperties !== false) {
        open.push(path.join('/'));
      }
    });
    expect(open).toEqual([]);
  });

  it('accepts adfRules as JSON (ajv 2020, strict, with formats)', () => {
    expect(errorsOf(asJson())).toEqual([]);
  });

  it('rejects a typo in a property name: the misspelt key is unknown and the real one missing', () => {
    const data = asJson() as { fire: { fcrt: { rows: { infantry: JsonObject } } } };
    const row = data.fire.fcrt.rows.infantry;
    row.soruce = row.source!;
    delete row.source;
    const errors = errorsOf(data);
    expect(errors).toContainEqual(
      expect.objectContaining({ instancePath: '/fire/fcrt/rows/infantry', keyword: 'additionalProperties', params: { additionalProperty: 'soruce' } }),
    );
    expect(errors).toContainEqual(expect.objectContaining({ instancePath: '/fire/fcrt/rows/infantry', keyword: 'required', params: { missingProperty: 'source' } }));
  });

  it('rejects a wrong type: a firepower cell written as a string', () => {
    const data = asJson() as { firepower: { infantry: Record<string, { fp: Json[] }> } };
    data.firepower.infantry['rifle-musket']!.fp[4] = '6';
    expect(errorsOf(data)).toContainEqual(expect.objectContaining({ instancePath: '/firepower/infantry/rifle-musket/fp/4', keyword: 'type', params: { type: 'integer' } }));
  });

  it('rejects a bad source: a citation that is not "000_e4b3381100cae796.txt:LINE"', () => {
    const data = asJson() as { morale: { mmpBounds: JsonObject } };
    data.morale.mmpBounds.source = 'B:2563';
    expect(errorsOf(data)).toContainEqual(
      expect.objectContaining({ instancePath: '/morale/mmpBounds/source', keyword: 'pattern', params: { pattern: '^000_e4b3381100cae796\\.txt:\\d+$' } }),
    );
  });

  it('rejects an id the book does not have (weapon ids are an enum of properties)', () => {
    const data = asJson() as { weapons: { infantry: JsonObject } };
    data.weapons.infantry['laser-rifle'] = 'Laser rifles';
    expect(errorsOf(data)).toContainEqual(
      expect.objectContaining({ instancePath: '/weapons/infantry', keyword: 'additionalProperties', params: { additionalProperty: 'laser-rifle' } }),
    );
  });

  it('rejects muster points with a two-line citation, an unpriced weapon id or a price written as text', () => {
    const data = asJson() as { musterPoints: { leaders: { brigade: { byLb: Record<string, JsonObject> } }; cavalry: JsonObject; artillery: Record<string, { bySize: Record<string, JsonObject> }> } };
    data.musterPoints.leaders.brigade.byLb['1']!.source = '000_e4b3381100cae796.txt:1966, 000_e4b3381100cae796.txt:1967';
    data.musterPoints.cavalry.pistol = data.musterPoints.cavalry.mixed!;
    data.musterPoints.artillery['mixed']!.bySize['2']!.veteran = '6';
    const errors = errorsOf(data);
    expect(errors).toContainEqual(expect.objectContaining({ instancePath: '/musterPoints/leaders/brigade/byLb/1/source', keyword: 'pattern' }));
    expect(errors).toContainEqual(expect.objectContaining({ instancePath: '/musterPoints/cavalry', keyword: 'additionalProperties', params: { additionalProperty: 'pistol' } }));
    expect(errors.some((e) => e.instancePath === '/musterPoints/artillery/mixed/bySize/2/veteran')).toBe(true);
  });

  it('rejects a movement cell that is neither inches, NA, dice nor "abandon"', () => {
    const data = asJson() as { movement: { infantry: Record<string, { rows: Record<string, { rates: JsonObject }> }> } };
    data.movement.infantry['15mm']!.rows.routed!.rates.open = '2D8';
    expect(errorsOf(data).some((e) => e.instancePath === '/movement/infantry/15mm/rows/routed/rates/open')).toBe(true);
  });
});

describe('every citation in adfRules points at a printed line of the book', () => {
  const all = citations(asJson());

  it('finds the citations (hundreds of them, not a vacuous pass)', () => {
    expect(all.length).toBeGreaterThan(500);
    // No citation hides under a key the walk does not know: it finds every "file.txt:N" in the text.
    expect(all.length).toBe(JSON.stringify(adfRules).match(/"[\w.-]+\.txt:\d+"/g)?.length);
  });

  it('every citation is a single seed line', () => {
    const bad = all.filter(({ citation }) => typeof citation !== 'string' || !CITATION.test(citation));
    expect(bad).toEqual([]);
  });

  it('only the named quick-reference options cite another seed than the ADF book', () => {
    const elsewhere = all.filter(({ citation }) => typeof citation === 'string' && parseCitation(citation).file !== adfRules.book).map(({ path }) => path);
    expect(elsewhere.sort()).toEqual(['alternatives/radii25mmQuickReference/reference', 'alternatives/trainedCavalryQuickReference/reference']);
  });

  it('every cited line exists in its seed and is not blank', () => {
    const blank = all.filter(({ citation }) => citedLine(citation as string).trim() === '').map(({ path, citation }) => `${path} → ${String(citation)}`);
    expect(blank).toEqual([]);
  });

  it('covers the muster points: every price row, leader price and the sharpshooter surcharge (B:1958–1998)', () => {
    const muster = all.filter(({ path }) => path.startsWith('musterPoints/')).map(({ path }) => path);
    // 8 infantry rows (4 per era), 5 cavalry, 7 gun ids, 5 leader prices each with its line and
    // the 1864–65 line repeating it but the artillery leader's, and the surcharge.
    expect(muster).toHaveLength(8 + 5 + 7 + 5 + 4 + 1);
    expect(muster).toContain('musterPoints/infantry/1864-65/spencer-henry/source');
    expect(muster).toContain('musterPoints/leaders/brigade/byLb/2/source');
    expect(muster).toContain('musterPoints/leaders/brigade/byLb/2/also');
    expect(muster).toContain('musterPoints/sharpshooterSurcharge/source');
  });

  it('each leader price cites a line printing that price (B:1966–1969, B:1975–1978, B:1931)', () => {
    for (const [priceClass, row] of Object.entries(adfRules.musterPoints.leaders)) {
      for (const [lb, price] of Object.entries(row.byLb)) {
        const lines = [price.source, ...('also' in price && price.also !== undefined ? [price.also] : [])];
        for (const citation of lines) {
          const text = citedLine(citation);
          // The leader column prints "Brigade (1LB) 6 pts"; the artillery guideline "1LB artillery leader for 10 MPs".
          expect(text, `${priceClass} ${lb}LB → ${citation}`).toMatch(new RegExp(`\\(?${lb}LB\\)?[^\\d]*\\b${price.points} (pts|MPs)`));
        }
      }
    }
  });
});

describe('one source of truth for numbers two files need', () => {
  it('movement uses the weapons list of field guns, not a copy', () => {
    expect(MOVEMENT_FIELD_GUNS).toBe(FIELD_GUNS);
    expect(Object.keys(adf.ARTILLERY_MOVEMENT['15mm'].rows)).toEqual([...FIELD_GUNS]);
  });

  it('terrain cover DRMs are the fire tables’ target DRMs (B:2657–2664)', () => {
    const pairs: Array<[adf.TerrainKind, adf.TargetDrmId]> = [
      ['light-woods', 'light-woods'],
      ['orchard', 'light-woods'],
      ['heavy-woods', 'heavy-woods'],
      ['wooden-fence', 'wood-fence'],
      ['stone-wall', 'stone-wall'],
      ['farm-buildings', 'farms-or-villages'],
    ];
    for (const [kind, id] of pairs) {
      const { source, artillery, other } = TARGET_DRMS[id];
      expect(TERRAIN_EFFECTS[kind].targetDrm, kind).toMatchObject({ source, artillery, other });
    }
    expect(BEHIND_SKIRMISHERS).toEqual({ source: TARGET_DRMS['behind-skirmishers'].source, artillery: -3, other: -2 });
  });

  it('enfilade DRMs are the fire tables’ flank and column DRMs (B:2677–2683)', () => {
    const drm = (id: adf.TargetDrmId) => ({ artillery: TARGET_DRMS[id].artillery, other: TARGET_DRMS[id].other });
    expect(ENFILADE.lines['partial-flank']?.drm).toMatchObject(drm('line-partial-flank'));
    expect(ENFILADE.lines['full-flank']?.drm).toMatchObject(drm('line-full-flank'));
    expect(ENFILADE['columns-and-limbered-artillery'].side?.drm).toMatchObject(drm('column-side'));
    expect(ENFILADE['columns-and-limbered-artillery'].front?.drm).toMatchObject(drm('column-front-rear'));
    expect(ENFILADE['unlimbered-artillery']['full-flank']?.drm).toMatchObject(drm('unlimbered-full-flank'));
  });
});

describe('the folder index offers the engines', () => {
  it('re-exports the three engines from core/rules/adf and core/rules/adf/engine', () => {
    expect(adf.fireOdds).toBe(fireOdds);
    expect(engines.impactOdds).toBe(impactOdds);
    expect(adf.moraleOddsForMmp).toBe(moraleOddsForMmp);
  });
});
