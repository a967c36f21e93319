import { describe, expect, it } from 'vitest';
import { militia, roundTrip, tabletop } from './roundTrip';
import { History, Refusal } from '../../../../core/history';
import {
  addFeatures,
  faceUnits,
  freshFeatureId,
  insertVertex,
  layerState,
  lineUpUnits,
  moveFeatures,
  moveUnits,
  placeUnits,
  removeFeatures,
  removePlacements,
  removeVertex,
  restackFeatures,
  setFeatureField,
  setFormation,
  setHidden,
  setLayerState,
  turnUnits,
} from '../../../../core/map/commands';



const wood = (id: string) => ({ id, kind: 'light-woods', shape: 'polygon' as const, points: [{ x: 1, y: 1 }, { x: 5, y: 1 }, { x: 5, y: 4.33333 }] });

describe('map commands, each undone exactly', () => {
  it('adds a wood on top with its points rounded to a thousandth of an inch, and refuses a used id', () => {
    const id = freshFeatureId(tabletop(militia()), 'light-woods');
    const { after, history } = roundTrip(addFeatures([wood(id)]));
    expect(tabletop(after).features.at(-1)).toEqual({ ...wood(id), points: [{ x: 1, y: 1 }, { x: 5, y: 1 }, { x: 5, y: 4.333 }] });
    expect(history.undoLabel).toBe('Add terrain');
    const taken = tabletop(militia()).features[0]!.id;
    expect(() => new History(militia()).execute(addFeatures([wood(taken)]))).toThrow(Refusal);
  });

  it('moves, deletes and restacks features by id, touching only those', () => {
    const [a, b] = tabletop(militia()).features.map((f) => f.id);
    const moved = roundTrip(moveFeatures([a!], 2, -1)).after;
    expect(tabletop(moved).features[0]!.points[0]!.x).toBeCloseTo(tabletop(militia()).features[0]!.points[0]!.x + 2);
    // Only the moved feature is copied: the others are the very objects of the document before.
    const before = militia();
    const shared = new History(before);
    shared.execute(moveFeatures([a!], 2, -1));
    expect(tabletop(shared.doc).features[1]).toBe(tabletop(before).features[1]);
    expect(tabletop(shared.doc).features[0]).not.toBe(tabletop(before).features[0]);
    const { after, history } = roundTrip(removeFeatures([a!, b!]));
    expect(tabletop(after).features.map((f) => f.id)).not.toContain(a);
    expect(history.undoLabel).toBe('Delete 2 features');
    const front = roundTrip(restackFeatures([a!], 'front')).after;
    expect(tabletop(front).features.at(-1)!.id).toBe(a);
    expect(new History(militia()).execute(restackFeatures([tabletop(militia()).features.at(-1)!.id], 'front'))).toEqual(militia());
  });

  it('adds and removes vertices, never leaving an area with fewer than three', () => {
    const f = tabletop(militia()).features.find((x) => x.shape === 'polygon')!;
    const added = roundTrip(insertVertex(f.id, 1, { x: 20, y: 20 })).after;
    expect(tabletop(added).features.find((x) => x.id === f.id)!.points[1]).toEqual({ x: 20, y: 20 });
    roundTrip(removeVertex(f.id, 0));
    const history = new History(militia());
    history.execute(addFeatures([wood('triangle')]));
    expect(() => history.execute(removeVertex('triangle', 0))).toThrow(/at least 3/);
  });

  it('sets and clears a field of a feature, recording nothing when it does not change', () => {
    const f = tabletop(militia()).features[0]!;
    const { after } = roundTrip(setFeatureField([f.id], 'label', 'Renamed'));
    expect(tabletop(after).features[0]!.label).toBe('Renamed');
    const h = new History(militia());
    h.execute(setFeatureField([f.id], 'kind', f.kind));
    expect(h.canUndo).toBe(false);
  });

  it('places, moves, turns, re-forms, hides and removes units', () => {
    const placed = tabletop(militia()).units![0]!;
    const key = { side: placed.side, unit: placed.unit };
    expect(tabletop(roundTrip(moveUnits([key], 1, 2)).after).units![0]!.at).toEqual({ x: placed.at.x + 1, y: placed.at.y + 2 });
    expect(tabletop(roundTrip(turnUnits([key], -90)).after).units![0]!.facingDeg).toBe((placed.facingDeg + 270) % 360);
    expect(tabletop(roundTrip(faceUnits([key], 45)).after).units![0]!.facingDeg).toBe(45);
    expect(tabletop(roundTrip(setFormation([key], 'road-column')).after).units![0]!.formation).toBe('road-column');
    expect(tabletop(roundTrip(setHidden([key], true)).after).units![0]!.hidden).toBe(true);
    expect(tabletop(roundTrip(removePlacements([key])).after).units).toHaveLength(tabletop(militia()).units!.length - 1);
  });

  it('turns several units together about a pivot, keeping their places in the line', () => {
    const [u1, u2] = tabletop(militia()).units!;
    const keys = [u1!, u2!].map((u) => ({ side: u.side, unit: u.unit }));
    const after = tabletop(roundTrip(turnUnits(keys, 180, u1!.at)).after).units!;
    expect(after[0]!.at).toEqual(u1!.at);
    expect(after[1]!.at.x).toBeCloseTo(2 * u1!.at.x - u2!.at.x, 3);
    expect(after[1]!.at.y).toBeCloseTo(2 * u1!.at.y - u2!.at.y, 3);
  });

  it('placing a unit that is already on the table moves it rather than placing it twice', () => {
    const placed = tabletop(militia()).units![0]!;
    const { after } = roundTrip(placeUnits([{ ...placed, at: { x: 10, y: 10 } }]));
    expect(tabletop(after).units!.filter((u) => u.unit === placed.unit && u.side === placed.side)).toHaveLength(1);
    expect(tabletop(after).units![0]!.at).toEqual({ x: 10, y: 10 });
  });

  it('lines units up along a drawn front, facing the side to its left', () => {
    const [u1, u2] = tabletop(militia()).units!;
    const keys = [u1!, u2!].map((u) => ({ side: u.side, unit: u.unit }));
    const after = tabletop(roundTrip(lineUpUnits(keys, [2.4, 2.4], { x: 10, y: 30 }, { x: 20, y: 30 }, 0.5)).after).units!;
    expect(after[0]).toMatchObject({ at: { x: 11.2, y: 30 }, facingDeg: 0 });
    expect(after[1]).toMatchObject({ at: { x: 14.1, y: 30 }, facingDeg: 0 });
  });

  it('saves hidden and locked layers in the map, and forgets a layer shown and unlocked again', () => {
    const { after } = roundTrip(setLayerState('terrain', 'locked', true));
    expect(tabletop(after).layers).toEqual({ terrain: { locked: true } });
    const h = new History(after);
    h.execute(setLayerState('units', 'hidden', true));
    expect(layerState(tabletop(h.doc), 'units')).toEqual({ hidden: true, locked: false });
    h.execute(setLayerState('terrain', 'locked', false));
    h.execute(setLayerState('units', 'hidden', false));
    expect(tabletop(h.doc).layers).toBeUndefined();
    expect(h.undoLabel).toBe('Show units');
  });
});
