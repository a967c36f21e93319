import { describe, expect, it } from 'vitest';
import { scenarioWithFeatures } from '../../../../bench/benchmarks/dragStep';
import { validateDocument } from '../../../../core/formats/validate';
import { History, Refusal } from '../../../../core/history';
import { moveVertex } from '../../../../core/map/commands';
import { createScenario, type MusterScenario, type TerrainFeature } from '../../../../core/scenario';

const wood: TerrainFeature = { id: 'w1', kind: 'heavy-woods', label: 'Herbst Woods', shape: 'polygon', points: [{ x: 1, y: 1 }, { x: 3, y: 1 }, { x: 2, y: 3 }] };
const withWood = (): MusterScenario => ({ ...createScenario({ title: 'McPherson Ridge' }), map: { kind: 'tabletop', features: [wood] } });

describe('moveVertex', () => {
  it('sets the one point it moves, and undo puts it back', () => {
    const doc = withWood();
    const h = new History(doc);
    expect(moveVertex(0, 2, { x: 2.5, y: 3.5 }).patches(doc)).toEqual([{ op: 'set', path: ['map', 'features', 0, 'points', 2], value: { x: 2.5, y: 3.5 } }]);
    h.execute(moveVertex(0, 2, { x: 2.5, y: 3.5 }));
    expect(h.doc.map.kind === 'tabletop' && h.doc.map.features[0]!.points).toEqual([{ x: 1, y: 1 }, { x: 3, y: 1 }, { x: 2.5, y: 3.5 }]);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.undo();
    expect(h.doc).toEqual(doc);
  });

  it('a drag of many steps is one undo entry that keeps only where the point ended', () => {
    const doc = scenarioWithFeatures(50);
    const h = new History(doc);
    h.begin('Move vertex');
    for (let i = 1; i <= 100; i++) h.execute(moveVertex(7, 3, { x: 5 + i / 100, y: 5 }));
    h.commit();
    expect(h.undoLabel).toBe('Move vertex');
    h.undo();
    expect(h.doc).toEqual(doc);
    expect(h.canUndo).toBe(false);
    h.redo();
    expect(h.doc.map.kind === 'tabletop' && h.doc.map.features[7]!.points[3]).toEqual({ x: 6, y: 5 });
  });

  it('the same point records nothing; a vertex or feature that is not there is a clear error', () => {
    const doc = withWood();
    expect(moveVertex(0, 0, { x: 1, y: 1 }).patches(doc)).toEqual([]);
    expect(() => moveVertex(0, 5, { x: 0, y: 0 }).patches(doc)).toThrow(new Refusal('Herbst Woods has no vertex #6'));
    expect(() => moveVertex(3, 0, { x: 0, y: 0 }).patches(doc)).toThrow(Refusal);
  });
});
