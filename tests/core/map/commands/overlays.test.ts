import { describe, expect, it } from 'vitest';
import { militia, roundTrip, tabletop } from './roundTrip';
import { History } from '../../../../core/history';
import { addOverlay, freshOverlayId, MapEditError, moveOverlay, removeOverlay, setOverlayField } from '../../../../core/map/commands';



describe('overlay commands (set-up areas, objectives, contours, labels), each undone exactly', () => {
  it('adds an objective as a point, rounded, named in the undo menu, and refuses a used id', () => {
    const id = freshOverlayId(tabletop(militia()), 'objectives', 'objective');
    expect(id).toBe('objective-1');
    const { after, history } = roundTrip(addOverlay('objectives', { id, name: 'The railroad cut', at: { x: 40.12345, y: 18 } }));
    expect(tabletop(after).objectives!.at(-1)).toEqual({ id, name: 'The railroad cut', at: { x: 40.123, y: 18 } });
    expect(history.undoLabel).toBe('Add objective');
    expect(() => new History(militia()).execute(addOverlay('objectives', { id: 'mcpherson-north', name: 'again', at: { x: 1, y: 1 } }))).toThrow(MapEditError);
  });

  it('adds the first free label by creating the list, and undo takes the list away again', () => {
    expect(tabletop(militia()).labels).toBeUndefined();
    const { after } = roundTrip(addOverlay('labels', { id: 'label-1', text: 'To Cashtown', at: { x: 3, y: 20 }, arrowTo: { x: 0, y: 20 } }));
    expect(tabletop(after).labels).toEqual([{ id: 'label-1', text: 'To Cashtown', at: { x: 3, y: 20 }, arrowTo: { x: 0, y: 20 } }]);
  });

  it('adds a set-up area for a side drawn as a polygon', () => {
    const area = [{ x: 60, y: 40 }, { x: 70, y: 40 }, { x: 70, y: 50 }];
    const { after, history } = roundTrip(addOverlay('setupAreas', { id: 'reserve', side: 'union', area }));
    expect(tabletop(after).setupAreas!.at(-1)).toEqual({ id: 'reserve', side: 'union', area });
    expect(history.undoLabel).toBe('Add set-up area');
  });

  it('gives a set-up area "within N inches of an edge" and clears it again', () => {
    const { after, history } = roundTrip(setOverlayField('setupAreas', 'union-ridge', 'withinInOfEdge', { edge: 'east', distanceIn: 12 }));
    expect(tabletop(after).setupAreas![0]!.withinInOfEdge).toEqual({ edge: 'east', distanceIn: 12 });
    expect(history.undoLabel).toBe('Change set-up area edge distance');
    const cleared = roundTrip(setOverlayField('setupAreas', 'union-ridge', 'withinInOfEdge', undefined), after).after;
    expect(tabletop(cleared).setupAreas![0]!.withinInOfEdge).toBeUndefined();
    // The same value again records nothing.
    const history2 = new History(militia());
    history2.execute(setOverlayField('setupAreas', 'union-ridge', 'side', 'union'));
    expect(history2.canUndo).toBe(false);
  });

  it("changes a contour's level and makes it a crest, and refuses a contour that is not there", () => {
    const { after } = roundTrip(setOverlayField('contours', 'herr-crest', 'level', 3));
    expect(tabletop(after).contours!.find((c) => c.id === 'herr-crest')!.level).toBe(3);
    const crest = roundTrip(setOverlayField('contours', 'herr-crest', 'crest', true)).after;
    expect(tabletop(crest).contours!.find((c) => c.id === 'herr-crest')!.crest).toBe(true);
    expect(() => new History(militia()).execute(setOverlayField('contours', 'no-such', 'level', 1))).toThrow(/no contour 'no-such'/);
  });

  it('moves an outline, a point and an arrow together, touching only the item named', () => {
    const before = militia();
    const { after, history } = roundTrip(moveOverlay('setupAreas', 'csa-herr', 2, -0.5));
    expect(tabletop(after).setupAreas![1]!.area).toEqual(tabletop(before).setupAreas![1]!.area!.map((p) => ({ x: p.x + 2, y: p.y - 0.5 })));
    expect(tabletop(after).setupAreas![0]).toEqual(tabletop(before).setupAreas![0]);
    expect(history.undoLabel).toBe('Move set-up area');
    const labelled = roundTrip(addOverlay('labels', { id: 'l', text: 'x', at: { x: 3, y: 3 }, arrowTo: { x: 1, y: 1 } })).after;
    const moved = roundTrip(moveOverlay('labels', 'l', 1, 1), labelled).after;
    expect(tabletop(moved).labels![0]).toMatchObject({ at: { x: 4, y: 4 }, arrowTo: { x: 2, y: 2 } });
  });

  it('deletes an item, and the last of a list takes the list with it', () => {
    const { after, history } = roundTrip(removeOverlay('objectives', 'mcpherson-north'));
    expect(tabletop(after).objectives!.map((o) => o.id)).toEqual(['mcpherson-south']);
    expect(history.undoLabel).toBe('Delete objective');
    const none = roundTrip(removeOverlay('objectives', 'mcpherson-south'), after).after;
    expect(tabletop(none).objectives).toBeUndefined();
  });
});
