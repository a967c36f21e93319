import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../../core/formats/index';
import type { MusterScenario } from '../../../core/scenario/index';
import { BUILT_IN_TERRAIN_KINDS, TERRAIN_KIND_TABLE, TERRAIN_STYLES, rulesRowOf, terrainLabel } from '../../../core/map/index';
import { TERRAIN_EFFECTS, TERRAIN_KINDS as ADF_TERRAIN_KINDS, terrainMovesAs } from '../../../core/rules/adf/terrain';

const mapSchema = JSON.parse(readFileSync(join(__dirname, '../../../schemas/map.schema.json'), 'utf8'));
const bundled = (name: string) => readFileSync(join(__dirname, '../../../scenarios', name), 'utf8');

describe('the one terrain table', () => {
  it('lists exactly the schema\'s terrain kinds, in its order', () => {
    expect(BUILT_IN_TERRAIN_KINDS).toEqual(mapSchema.$defs.terrainKind.enum);
  });

  it('every ADF chart row is reachable from a map kind of the same name', () => {
    for (const row of ADF_TERRAIN_KINDS) expect(TERRAIN_KIND_TABLE[row as keyof typeof TERRAIN_KIND_TABLE]?.playsAs, row).toBe(row);
  });

  it('a kind the chart does not name says why it plays as the row it does', () => {
    for (const [kind, info] of Object.entries(TERRAIN_KIND_TABLE)) {
      if (info.playsAs !== null && info.playsAs !== kind) expect(info.reading, kind).toBeTruthy();
    }
  });

  it('reads the rules row by reference: a village is farm buildings, a railroad a trail in the wet', () => {
    expect(rulesRowOf('village')?.effects).toBe(TERRAIN_EFFECTS['farm-buildings']);
    const row = rulesRowOf('railroad')!.row;
    expect(terrainMovesAs(row, { season: 'spring', weather: 'wet' }).movesAs).toBe('broken');
    expect(terrainMovesAs(row, { season: 'summer', weather: 'very-dry' }).movesAs).toBe('road');
    expect(rulesRowOf('other')).toBeUndefined();
  });

  it('labels are unique and never the raw id when the id has a hyphen', () => {
    const labels = Object.values(TERRAIN_KIND_TABLE).map((k) => k.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const kind of BUILT_IN_TERRAIN_KINDS) if (kind.includes('-')) expect(terrainLabel(kind)).not.toBe(kind);
  });

  it('a line kind has a width and an area kind a fill', () => {
    for (const [kind, style] of Object.entries(TERRAIN_STYLES)) {
      if (style.draw === 'line') expect(style.widthIn, kind).toBeGreaterThan(0);
      else expect(style.fill, kind).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('a map\'s own terrain kinds', () => {
  /** The bundled scenario without the kinds of its own it declares (its ridges and run play as built-in ground). */
  const plainMilitia = () => {
    const doc = JSON.parse(bundled('taint-no-militia.scenario.json'));
    for (const f of doc.map.features) if (f.kind.startsWith('custom-')) f.kind = f.shape === 'polygon' ? 'gentle-slope' : 'creek';
    delete doc.map.terrainKinds;
    return doc;
  };
  const withCustom = (declare: boolean, kind = 'custom-sunken-road') => {
    const doc = plainMilitia();
    if (declare) doc.map.terrainKinds = [{ id: 'custom-sunken-road', label: 'Sunken road', playsAs: 'road' }];
    doc.map.features[0].kind = kind;
    return loadDocument('tnm.scenario.json', JSON.stringify(doc, null, 2));
  };

  it('a declared kind is accepted and plays as the row it picks', () => {
    const result = withCustom(true);
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
    const map = (result.document as unknown as MusterScenario).map;
    expect(rulesRowOf('custom-sunken-road', map)?.effects).toBe(TERRAIN_EFFECTS.road);
    expect(terrainLabel('custom-sunken-road', map)).toBe('Sunken road');
  });

  it('an undeclared custom kind is named at the feature that uses it', () => {
    const result = withCustom(false);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ pointer: '/map/features/0/kind' });
    expect(result.errors[0]!.message).toBe("the terrain kind 'custom-sunken-road' is not declared in the map's terrainKinds (this map declares no kinds of its own)");
    expect(result.errors[0]!.line).toBeGreaterThan(1);
  });

  it('a misspelt built-in kind is still a schema error with a suggestion', () => {
    const result = withCustom(false, 'plowed-feild');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.message)).toEqual([expect.stringMatching(/"plowed-feild" is not accepted \(did you mean 'plowed-field'\?\)/)]);
  });

  it('a kind declared twice is refused', () => {
    const doc = plainMilitia();
    doc.map.terrainKinds = [
      { id: 'custom-cut', label: 'Cut', playsAs: 'steep-slope' },
      { id: 'custom-cut', label: 'Cut again', playsAs: 'rough' },
    ];
    const result = loadDocument('tnm.scenario.json', JSON.stringify(doc));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatchObject({ pointer: '/map/terrainKinds/1/id', message: "the terrain kind 'custom-cut' is declared twice" });
  });
});
