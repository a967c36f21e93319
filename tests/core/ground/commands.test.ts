import { describe, expect, it } from 'vitest';
import {
  acceptAllReference,
  addReferenceImage,
  applyGroundImport,
  moveReferenceImage,
  removeReferenceImage,
  setControlPoints,
  setGeoreference,
  setReferenceImageField,
  setReferenceOnly,
} from '../../../core/ground';
import { History, Refusal } from '../../../core/history';
import { renderMapSvg, scenarioRenderInput } from '../../../core/map';
import { groundLevel, previewTable } from '../../../core/preview/adf';
import { createScenario } from '../../../core/scenario/create';
import type { Contour, MusterScenario, ReferenceImage, TabletopMap } from '../../../core/model/scenario.generated';

const square = (id: string, level: number, cx: number, cy: number, r: number): Contour => ({ id, level, closed: true, points: [{ x: cx - r, y: cy - r }, { x: cx + r, y: cy - r }, { x: cx + r, y: cy + r }, { x: cx - r, y: cy + r }] });
const mapOf = (doc: MusterScenario) => doc.map as TabletopMap;
const image = (id: string): ReferenceImage => ({ id, image: `sha256:${'a'.repeat(64)}`, widthPx: 1000, heightPx: 800, fileName: 'scan.png' });

describe('ground edits, each one undoable edit', () => {
  it('an elevation import adds contours and steep ground, a second one replaces it, and undo gives back the map exactly', () => {
    const start = createScenario({ squaresWide: 4, squaresDeep: 3 });
    const history = new History(start);
    history.execute(setGeoreference({ centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 90 }));
    history.execute(applyGroundImport('Import elevation', { contours: [square('ground-1-1', 1, 46, 27, 4), square('ground-2-1', 2, 46, 27, 2)], features: [{ id: 'ground-steep-1', kind: 'steep-slope', shape: 'polygon', points: square('x', 0, 46, 27, 3).points }] }, 'ground'));
    history.execute(applyGroundImport('Import elevation', { contours: [square('ground-1-1', 1, 20, 20, 3)], features: [] }, 'ground'));
    expect(mapOf(history.doc).contours?.map((c) => c.id)).toEqual(['ground-1-1']);
    expect(mapOf(history.doc).features).toEqual([]);
    expect(history.doc.georeference?.yardsPerInch).toBe(90);
    while (history.canUndo) history.undo();
    expect(history.doc).toEqual(start);
  });

  it('keeps ids unique when an import without a prefix meets contours already there', () => {
    const history = new History(createScenario());
    history.execute(applyGroundImport('Import elevation', { contours: [square('c', 1, 5, 5, 1)], features: [] }));
    history.execute(applyGroundImport('Import elevation', { contours: [square('c', 1, 9, 9, 1)], features: [] }));
    expect(mapOf(history.doc).contours?.map((c) => c.id)).toEqual(['c', 'c.2']);
  });

  it('a reference-only hill is drawn by neither the rules nor the print until accepted', () => {
    const history = new History(createScenario({ squaresWide: 4, squaresDeep: 3 }));
    history.execute(applyGroundImport('Import elevation', { contours: [square('hill', 2, 36, 27, 5)], features: [{ id: 'modern-road', kind: 'road', shape: 'polyline', points: [{ x: 0, y: 10 }, { x: 72, y: 10 }] }] }));
    const level = () => groundLevel(previewTable({ ...scenarioRenderInput(history.doc)! }), { x: 36, y: 27 });
    const svg = () => renderMapSvg(scenarioRenderInput(history.doc)!);
    expect(level()).toBe(2);
    history.execute(setReferenceOnly('contours', 'hill', true));
    history.execute(setReferenceOnly('features', 'modern-road', true));
    expect(level()).toBe(0);
    expect(svg()).not.toContain('contour-hill');
    expect(svg()).not.toContain('feature-modern-road');
    history.execute(acceptAllReference());
    expect(level()).toBe(2);
    expect(svg()).toContain('feature-modern-road');
    expect(() => history.execute(setReferenceOnly('features', 'nothing', true))).toThrow(Refusal);
  });

  it('reference images: add, set fields, order, control points and remove, each undone', () => {
    const start = createScenario();
    const history = new History(start);
    history.execute(addReferenceImage(image('scan')));
    history.execute(addReferenceImage(image('survey')));
    expect(() => history.execute(addReferenceImage(image('scan')))).toThrow(Refusal);
    history.execute(setReferenceImageField('scan', 'opacity', 0.5));
    expect(() => history.execute(setReferenceImageField('scan', 'opacity', 1.5))).toThrow(/opacity runs from 0 to 1/);
    history.execute(setReferenceImageField('scan', 'locked', true));
    history.execute(setControlPoints('scan', [{ pixel: { x: 0, y: 0 }, table: { x: 1, y: 1 } }, { pixel: { x: 100, y: 0 }, table: { x: 11, y: 1 } }]));
    history.execute(moveReferenceImage('scan', 1));
    expect(mapOf(history.doc).referenceImages?.map((r) => r.id)).toEqual(['survey', 'scan']);
    expect(mapOf(history.doc).referenceImages?.[1]).toMatchObject({ opacity: 0.5, locked: true });
    history.execute(setReferenceImageField('scan', 'locked', false));
    expect(mapOf(history.doc).referenceImages?.[1]?.locked).toBeUndefined();
    history.execute(removeReferenceImage('survey'));
    history.execute(removeReferenceImage('scan'));
    expect(mapOf(history.doc).referenceImages).toBeUndefined();
    while (history.canUndo) history.undo();
    expect(history.doc).toEqual(start);
  });
});
