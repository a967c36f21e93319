import { describe, expect, it } from 'vitest';
import { militia, roundTrip, tabletop } from './roundTrip';
import { History, Refusal } from '../../../../core/history';
import { addOverlay, freshOverlayId, insertOverlayVertex, moveOverlay, moveOverlayVertex, removeOverlay, removeOverlayVertex, setLabelArrow, setOverlayField, setSetupAreaEdge, setStandSize } from '../../../../core/map/commands';



describe('overlay commands (set-up areas, objectives, contours, labels), each undone exactly', () => {
  it('adds an objective as a point, rounded, named in the undo menu, and refuses a used id', () => {
    const id = freshOverlayId(tabletop(militia()), 'objectives', 'objective');
    expect(id).toBe('objective-1');
    const { after, history } = roundTrip(addOverlay('objectives', { id, name: 'The railroad cut', at: { x: 40.12345, y: 18 } }));
    expect(tabletop(after).objectives!.at(-1)).toEqual({ id, name: 'The railroad cut', at: { x: 40.123, y: 18 } });
    expect(history.undoLabel).toBe('Add objective');
    expect(() => new History(militia()).execute(addOverlay('objectives', { id: 'mcpherson-north', name: 'again', at: { x: 1, y: 1 } }))).toThrow(Refusal);
  });

  it('adds the first free label by creating the list, and undo takes the list away again', () => {
    expect(tabletop(militia()).labels).toBeUndefined();
    const { after } = roundTrip(addOverlay('labels', { id: 'label-1', text: 'To Cashtown', at: { x: 3, y: 20 }, arrowTo: { x: 0, y: 20 } }));
    expect(tabletop(after).labels).toEqual([{ id: 'label-1', text: 'To Cashtown', at: { x: 3, y: 20 }, arrowTo: { x: 0, y: 20 } }]);
  });

  it("gives a label an arrow a little south-east of its text, takes it away, and refuses a label that is not there", () => {
    const labelled = roundTrip(addOverlay('labels', { id: 'label-1', text: 'Herr Ridge', at: { x: 10.25, y: 7 } })).after;
    const { after, history } = roundTrip(setLabelArrow('label-1', true), labelled);
    expect(tabletop(after).labels).toEqual([{ id: 'label-1', text: 'Herr Ridge', at: { x: 10.25, y: 7 }, arrowTo: { x: 13.25, y: 9 } }]);
    expect(history.undoLabel).toBe('Add label arrow');
    // An arrow already there stays where the designer dragged it; asking again records nothing.
    const again = new History(after);
    again.execute(setLabelArrow('label-1', true));
    expect(again.canUndo).toBe(false);
    const { after: bare, history: removed } = roundTrip(setLabelArrow('label-1', false), after);
    expect(tabletop(bare).labels).toEqual([{ id: 'label-1', text: 'Herr Ridge', at: { x: 10.25, y: 7 } }]);
    expect(removed.undoLabel).toBe('Remove label arrow');
    expect(() => new History(militia()).execute(setLabelArrow('label-9', true))).toThrow(new Refusal("there is no label 'label-9'"));
  });

  it('turns a drawn set-up area into the band along an edge, its outline going in the same undo step, and back', () => {
    const { after, history } = roundTrip(setSetupAreaEdge('union-ridge', 'east', 12));
    const area = tabletop(after).setupAreas![0]!;
    expect(area.withinInOfEdge).toEqual({ edge: 'east', distanceIn: 12 });
    expect(area.area).toBeUndefined();
    expect(history.undoLabel).toBe('Set-up area along an edge');
    const back = roundTrip(setSetupAreaEdge('union-ridge', undefined, 0), after).after;
    expect(tabletop(back).setupAreas![0]!.withinInOfEdge).toBeUndefined();
    expect(() => new History(militia()).execute(setSetupAreaEdge('union-ridge', 'east', 0))).toThrow(new Refusal('The distance from the edge must be more than 0 inches.'));
    expect(() => new History(militia()).execute(setSetupAreaEdge('nowhere', 'east', 6))).toThrow(Refusal);
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

  it('turns a drawn set-up area into the band along an edge, its outline dropped in the same undo step, and back', () => {
    const drawn = roundTrip(addOverlay('setupAreas', { id: 'reserve', side: 'union', area: [{ x: 60, y: 40 }, { x: 70, y: 40 }, { x: 70, y: 50 }] })).after;
    const { after, history } = roundTrip(setSetupAreaEdge('reserve', 'north', 6), drawn);
    expect(tabletop(after).setupAreas!.at(-1)).toEqual({ id: 'reserve', side: 'union', withinInOfEdge: { edge: 'north', distanceIn: 6 } });
    expect(history.undoLabel).toBe('Set-up area along an edge');
    const given = roundTrip(setSetupAreaEdge('reserve', undefined, 0), after).after;
    expect(tabletop(given).setupAreas!.at(-1)).toEqual({ id: 'reserve', side: 'union' });
    expect(() => new History(drawn).execute(setSetupAreaEdge('reserve', 'north', 0))).toThrow(/more than 0 inches/);
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

describe('corners of overlay outlines, dummy markers and arrows', () => {
  it("moves, adds and removes a corner of a set-up area's outline, each one undoable step named in the undo menu", () => {
    const corner = tabletop(militia()).setupAreas!.find((a) => a.id === 'union-ridge')!.area!;
    const moved = roundTrip(moveOverlayVertex('setupAreas', 'union-ridge', 1, { x: 55.12345, y: 1 }));
    expect(tabletop(moved.after).setupAreas![0]!.area![1]).toEqual({ x: 55.123, y: 1 });
    expect(moved.history.undoLabel).toBe('Move vertex');
    const added = roundTrip(insertOverlayVertex('setupAreas', 'union-ridge', 1, { x: 48.0004, y: 0 }));
    expect(tabletop(added.after).setupAreas![0]!.area!).toHaveLength(corner.length + 1);
    expect(tabletop(added.after).setupAreas![0]!.area![1]).toEqual({ x: 48, y: 0 });
    const removed = roundTrip(removeOverlayVertex('setupAreas', 'union-ridge', 0));
    expect(tabletop(removed.after).setupAreas![0]!.area).toEqual(corner.slice(1));
  });

  it('keeps three corners to an area and two points to a line, and refuses an item with no outline', () => {
    const doc = militia();
    const history = new History(doc);
    history.execute(addOverlay('setupAreas', { id: 'tri', side: 'union', area: [{ x: 1, y: 1 }, { x: 5, y: 1 }, { x: 3, y: 4 }] }));
    expect(() => history.execute(removeOverlayVertex('setupAreas', 'tri', 0))).toThrow(/at least 3 points/);
    history.execute(addOverlay('arrows', { id: 'a1', points: [{ x: 1, y: 1 }, { x: 5, y: 1 }] }));
    expect(() => history.execute(removeOverlayVertex('arrows', 'a1', 1))).toThrow(/at least 2 points/);
    history.execute(addOverlay('setupAreas', { id: 'band', side: 'union', withinInOfEdge: { edge: 'east', distanceIn: 6 } }));
    expect(() => history.execute(moveOverlayVertex('setupAreas', 'band', 0, { x: 1, y: 1 }))).toThrow(/has no outline drawn/);
    expect(() => history.execute(moveOverlayVertex('labels' as never, 'x', 0, { x: 1, y: 1 }))).toThrow(/has no outline/);
  });

  it('places a dummy marker for a side, turns it, moves it and takes it off, each undone exactly', () => {
    const { after, history } = roundTrip(addOverlay('dummies', { id: 'csa-dummy-1', side: 'confederate', at: { x: 20, y: 30 }, facingDeg: 90 }));
    expect(tabletop(after).dummies).toEqual([{ id: 'csa-dummy-1', side: 'confederate', at: { x: 20, y: 30 }, facingDeg: 90 }]);
    expect(history.undoLabel).toBe('Add dummy marker');
    const turned = roundTrip(setOverlayField('dummies', 'csa-dummy-1', 'facingDeg', 270), after);
    expect(turned.history.undoLabel).toBe('Change dummy marker facing');
    const moved = roundTrip(moveOverlay('dummies', 'csa-dummy-1', 2, -1), after);
    expect(tabletop(moved.after).dummies![0]!.at).toEqual({ x: 22, y: 29 });
    const gone = roundTrip(removeOverlay('dummies', 'csa-dummy-1'), after);
    expect(tabletop(gone.after).dummies).toBeUndefined();
  });

  it('draws an arrow and bends it at a new point', () => {
    const { after } = roundTrip(addOverlay('arrows', { id: 'arrow-1', side: 'union', points: [{ x: 60, y: 20 }, { x: 50, y: 20 }] }));
    const bent = roundTrip(insertOverlayVertex('arrows', 'arrow-1', 1, { x: 55, y: 18 }), after);
    expect(tabletop(bent.after).arrows![0]!.points).toEqual([{ x: 60, y: 20 }, { x: 55, y: 18 }, { x: 50, y: 20 }]);
    expect(bent.history.undoLabel).toBe('Add vertex');
  });
});

describe("the scenario's own stand sizes", () => {
  it('sets a part over the default, changes it, and going back to the default takes the table away', () => {
    const { after, history } = roundTrip(setStandSize('infantry', { frontagePerFigureIn: 0.5, depthIn: 1 }));
    expect(tabletop(after).standSizes).toEqual({ infantry: { frontagePerFigureIn: 0.5, depthIn: 1 } });
    expect(history.undoLabel).toBe('Change infantry stand size');
    const both = roundTrip(setStandSize('gun', { widthIn: 1.25, depthIn: 1.5 }), after).after;
    expect(tabletop(both).standSizes).toEqual({ infantry: { frontagePerFigureIn: 0.5, depthIn: 1 }, gun: { widthIn: 1.25, depthIn: 1.5 } });
    const one = roundTrip(setStandSize('gun', undefined), both).after;
    expect(tabletop(one).standSizes).toEqual({ infantry: { frontagePerFigureIn: 0.5, depthIn: 1 } });
    const none = roundTrip(setStandSize('infantry', undefined), one).after;
    expect(tabletop(none).standSizes).toBeUndefined();
    // The same size again records nothing.
    const again = new History(after);
    again.execute(setStandSize('infantry', { frontagePerFigureIn: 0.5, depthIn: 1 }));
    expect(again.canUndo).toBe(false);
  });
});
