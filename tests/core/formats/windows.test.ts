import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../core/formats/validators.generated';
import { standaloneValidators, windowedErrors } from '../../../core/formats/validate';
import { problemsFromGroups, type ErrorGroup } from '../../../core/formats/messages';
import { createScenario, type MusterScenario, type TerrainFeature } from '../../../core/scenario';

type Ajv = { (data: unknown): boolean; errors?: ErrorObject[] | null };
const scenarioFn = generated.scenario as unknown as Ajv;

/** A scenario whose map has `n` square woods (one of them, index 2, with `pointsOf2` corners). */
function bigMap(n: number, pointsOf2 = 4): MusterScenario {
  const base = createScenario({ title: 'Windows', scale: '15mm', squaresWide: 6, squaresDeep: 4 });
  const features: TerrainFeature[] = Array.from({ length: n }, (_, i) => {
    const corners = i === 2 ? pointsOf2 : 4;
    const points = Array.from({ length: corners }, (_, k) => ({ x: 1 + Math.cos((2 * Math.PI * k) / corners), y: 1 + Math.sin((2 * Math.PI * k) / corners) }));
    return { id: `f${i}`, kind: 'light-woods', shape: 'polygon', points };
  });
  return { ...base, map: { kind: 'tabletop', features, units: [] } } as MusterScenario;
}

/** The problems of one plain ajv run over the whole document: what the windows must add up to (a few bad items: no cost to avoid). */
function wholeDocumentProblems(doc: unknown) {
  scenarioFn(doc);
  const raw = scenarioFn.errors ?? [];
  const items = new Map<ErrorObject, string>();
  for (const e of raw) {
    const item = /^\/map\/features\/\d+/.exec(e.instancePath)?.[0];
    if (item) items.set(e, item);
  }
  const group: ErrorGroup = { places: new Set(items.values()), errors: () => ({ errors: [...raw], items }) };
  return problemsFromGroups([group]);
}

describe('long lists checked a window at a time', () => {
  it('a good list of 2,000 features grows its windows: a handful of checks of the rest of the document, not one per 50 items', () => {
    const doc = bigMap(2000);
    let runs = 0;
    const counted = ((data: unknown) => {
      runs++;
      const ok = scenarioFn(data);
      counted.errors = scenarioFn.errors;
      return ok;
    }) as Ajv;
    expect([...windowedErrors(counted, doc)]).toEqual([]);
    // 50, 100, 200, 400, 400, 400, 400 and the last 400 (overlapping), then the list's length: 9 runs; 2,000 / 50 would be 41.
    expect(runs).toBeLessThanOrEqual(10);
    expect(runs).toBeGreaterThan(2000 / 400);
    expect(standaloneValidators.scenario(doc)).toEqual([]);
  });

  it('bad items anywhere — in the first window, in a grown one, in the overlapping last one, in a long list inside an item — give the problems of a whole-document check', () => {
    // Item 2 has 120 corners (a long list inside an item), one of them bad.
    const doc = bigMap(2000, 120) as MusterScenario & { map: { features: Array<Record<string, unknown>> } };
    const features = doc.map.features;
    (features[2]!.points as Array<Record<string, unknown>>)[77] = { x: 'east' };
    features[10] = { ...features[10]!, shape: 'blob' };
    features[900] = { ...features[900]!, kind: 42 };
    features[1700] = { ...features[1700]!, points: [] };
    features[1999] = { ...features[1999]!, id: 7 };
    const problems = standaloneValidators.scenario(doc);
    // The same problems; the order may differ (a long list inside an item is reported by its own windows first).
    const byPlace = (list: Array<{ pointer: string; message: string }>) => [...list].sort((a, b) => a.pointer.localeCompare(b.pointer) || a.message.localeCompare(b.message));
    expect(byPlace(problems)).toEqual(byPlace(wholeDocumentProblems(doc)));
    const places = problems.map((p) => p.pointer);
    for (const at of ['/map/features/2/points/77', '/map/features/10', '/map/features/900', '/map/features/1700', '/map/features/1999']) {
      expect(places.some((p) => p.startsWith(at)), `${at} in ${places.join(', ')}`).toBe(true);
    }
  });
});
