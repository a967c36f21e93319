import { describe, expect, it } from 'vitest';
import { fillRegion, gridOf, hexId, indexHexMap, parseHexId } from '../../../../core/hex';
import { History } from '../../../../core/history';
import {
  addPath,
  changeElevation,
  clearHexside,
  extendCounter,
  extendPath,
  fillHexes,
  freshPathId,
  moveCounter,
  paintHexes,
  placeCounter,
  removeCounter,
  removePath,
  restackCounter,
  setCounterFacing,
  setCounterFlag,
  setElevation,
  setGridField,
  addSheet,
  removeSheet,
  setSheetField,
  setHexLabel,
  setHexside,
} from '../../../../core/map/commands';
import type { MusterScenario } from '../../../../core/model/scenario.generated';
import { hexMap, hexRoundTrip, millFord, refusal } from './hexRoundTrip';

const terrainOf = (doc: MusterScenario, id: string) => indexHexMap(hexMap(doc)).terrainAt(parseHexId(gridOf(hexMap(doc).grid), id)!);
const stackIn = (doc: MusterScenario, id: string) => (hexMap(doc).units ?? []).filter((u) => u.hex === id).map((u) => u.unit);

describe('painting hexes', () => {
  it('paints a stroke of hexes in one step: new hexes join the list, listed ones change in place', () => {
    const before = millFord();
    const { after, history } = hexRoundTrip(paintHexes(['0101', '0102', '0302'], 'heavy-woods'), before);
    expect(history.undoLabel).toBe('Paint terrain');
    expect(['0101', '0102', '0302'].map((h) => terrainOf(after, h))).toEqual(['heavy-woods', 'heavy-woods', 'heavy-woods']);
    expect(hexMap(after).hexes).toHaveLength(hexMap(before).hexes.length + 2);
    // Only the hexes painted changed: every other entry is the very same object.
    expect(hexMap(after).hexes.filter((h) => hexMap(before).hexes.includes(h))).toHaveLength(hexMap(before).hexes.length - 1);
  });

  it('paints a hex back to the default ground and takes it off the list, but keeps one with a level or a label', () => {
    const { after } = hexRoundTrip(paintHexes(['0302', '0606', '1104'], 'open'));
    const listed = hexMap(after).hexes.map((h) => h.hex);
    expect(listed).not.toContain('0302');
    expect(hexMap(after).hexes.find((h) => h.hex === '0606')).toEqual({ hex: '0606', terrain: 'open', label: 'Millbrook' });
    expect(hexMap(after).hexes.find((h) => h.hex === '1104')).toEqual({ hex: '1104', terrain: 'open', elevation: 2, label: 'Signal Hill' });
  });

  it('refuses a hexside or path kind, a hex off the map and a number not of this map, and records nothing for the same terrain', () => {
    expect(refusal(paintHexes(['0101'], 'stream'))).toMatch(/Stream is not terrain a hex is made of/);
    expect(refusal(paintHexes(['1701'], 'light-woods'))).toBe('hex 1701 is off the map');
    expect(refusal(paintHexes(['H0101'], 'light-woods'))).toMatch(/'H0101' is not a hex number of this map \(they look like 0101\)/);
    const history = new History(millFord());
    history.execute(paintHexes(['0302'], 'light-woods'));
    expect(history.canUndo).toBe(false);
  });

  it('fills the region of one terrain a hex is in, and nothing beyond it', () => {
    const start = millFord();
    const region = fillRegion(hexMap(start), parseHexId(gridOf(hexMap(start).grid), '0403')!).map((c) => hexId(gridOf(hexMap(start).grid), c));
    expect(region.sort()).toEqual(['0302', '0303', '0402', '0403', '0404']);
    const { after, history } = hexRoundTrip(fillHexes('0403', 'heavy-woods'));
    expect(history.undoLabel).toBe('Fill terrain');
    expect(region.map((h) => terrainOf(after, h))).toEqual(region.map(() => 'heavy-woods'));
    expect(terrainOf(after, '0401')).toBe('open');
    expect(terrainOf(after, '0409')).toBe('heavy-woods');
  });

  it('fills the whole open ground of the map in one patch, and undo gives every hex back', () => {
    const start = millFord();
    const history = new History(start);
    history.execute(fillHexes('0101', 'brush'));
    const map = hexMap(history.doc);
    // 16 × 12 hexes, less those of another terrain: all open ground is now brush.
    const other = hexMap(start).hexes.filter((h) => h.terrain !== 'open').length;
    expect(map.hexes.filter((h) => h.terrain === 'brush')).toHaveLength(16 * 12 - other);
    history.undo();
    expect(history.doc).toEqual(start);
  });
});

describe('elevation and labels', () => {
  it('sets and raises levels, and a hex back at level 0 with default ground leaves the list', () => {
    const raised = hexRoundTrip(changeElevation(['1104', '0101'], 1)).after;
    expect(indexHexMap(hexMap(raised)).elevationAt({ col: 11, row: 4 })).toBe(3);
    expect(hexMap(raised).hexes.find((h) => h.hex === '0101')).toEqual({ hex: '0101', terrain: 'open', elevation: 1 });
    const flat = hexRoundTrip(setElevation(['1103', '0101'], 0), raised).after;
    expect(hexMap(flat).hexes.map((h) => h.hex)).not.toContain('1103');
    expect(hexMap(flat).hexes.map((h) => h.hex)).not.toContain('0101');
    expect(refusal(setElevation(['0101'], 1.5))).toMatch(/whole number/);
    expect(refusal(changeElevation(['0101'], 2000))).toMatch(/from -100 to 1000/);
  });

  it('writes and clears a hex label', () => {
    const { after, history } = hexRoundTrip(setHexLabel('0912', ' Hunter farm '));
    expect(hexMap(after).hexes.find((h) => h.hex === '0912')).toEqual({ hex: '0912', terrain: 'open', label: 'Hunter farm' });
    expect(history.undoLabel).toBe('Label hex');
    const cleared = hexRoundTrip(setHexLabel('0606', ''), after).after;
    expect(hexMap(cleared).hexes.find((h) => h.hex === '0606')).toEqual({ hex: '0606', terrain: 'village' });
  });
});

describe('hexside features', () => {
  it('stores a side under its one name whichever hex names it, and finds it again from the other', () => {
    // A hex owns its N, NE and SE sides (core/hex canonicalSide): 0705's S side is stored as 0706's N.
    const { after } = hexRoundTrip(setHexside({ hex: '0705', direction: 'S' }, 'stone-wall'));
    expect(hexMap(after).hexsides!.at(-1)).toEqual({ hex: '0706', direction: 'N', kind: 'stone-wall' });
    const fromBelow = hexRoundTrip(setHexside({ hex: '0706', direction: 'N' }, 'wooden-fence'), after).after;
    expect(hexMap(fromBelow).hexsides!.at(-1)).toEqual({ hex: '0706', direction: 'N', kind: 'wooden-fence' });
    const index = indexHexMap(hexMap(fromBelow));
    expect(index.hexsidesBetween({ col: 7, row: 6 }, { col: 7, row: 5 }).map((s) => s.kind)).toEqual(['stone-wall', 'wooden-fence']);
    const cleared = hexRoundTrip(clearHexside({ hex: '0706', direction: 'N' }, 'stone-wall'), fromBelow).after;
    expect(indexHexMap(hexMap(cleared)).hexsidesBetween({ col: 7, row: 6 }, { col: 7, row: 5 }).map((s) => s.kind)).toEqual(['wooden-fence']);
  });

  it('gives works and slopes their inside, refuses them without it or with a hex the side does not separate', () => {
    const { after, history } = hexRoundTrip(setHexside({ hex: '1207', direction: 'NW' }, 'entrenchment', '1207'));
    expect(hexMap(after).hexsides!.at(-1)).toEqual({ hex: '1106', direction: 'SE', kind: 'entrenchment', inside: '1207' });
    expect(history.undoLabel).toBe('Add entrenchment');
    // The same kind on the same side again turns it round rather than adding a second.
    const turned = hexRoundTrip(setHexside({ hex: '1106', direction: 'SE' }, 'entrenchment', '1106'), after).after;
    expect(hexMap(turned).hexsides).toHaveLength(hexMap(after).hexsides!.length);
    expect(hexMap(turned).hexsides!.at(-1)!.inside).toBe('1106');
    expect(refusal(setHexside({ hex: '1207', direction: 'NW' }, 'breastworks'))).toBe('say which hex the breastworks protect: 1207 or 1106');
    expect(refusal(setHexside({ hex: '1207', direction: 'NW' }, 'steep-slope'))).toBe('say which hex is at the top of the steep slope: 1207 or 1106');
    expect(refusal(setHexside({ hex: '1207', direction: 'NW' }, 'breastworks', '1305'))).toMatch(/must be 1207 or 1106/);
    expect(refusal(setHexside({ hex: '1207', direction: 'NW' }, 'stream', '1207'))).toMatch(/has no inside/);
    expect(refusal(setHexside({ hex: '1207', direction: 'E' }, 'stream'))).toMatch(/a flat-top hex has no E side/);
    expect(refusal(setHexside({ hex: '1207', direction: 'N' }, 'heavy-woods'))).toMatch(/not a hexside feature/);
  });

  it('clears every feature of a side, and the last feature of the map takes the list with it', () => {
    const { after } = hexRoundTrip(clearHexside({ hex: '0806', direction: 'SE' }));
    expect(indexHexMap(hexMap(after)).hexsidesBetween({ col: 8, row: 6 }, { col: 9, row: 6 })).toEqual([]);
    const one = { ...millFord(), map: { ...hexMap(millFord()), hexsides: [{ hex: '0101', direction: 'S' as const, kind: 'stream' }] } };
    expect(hexMap(hexRoundTrip(clearHexside({ hex: '0102', direction: 'N' }), one).after).hexsides).toBeUndefined();
  });
});

describe('paths between hex centres', () => {
  it('adds a road of touching hexes, extends it at either end, and removes it', () => {
    const id = freshPathId(hexMap(millFord()), 'road');
    expect(id).toBe('road-1');
    const { after, history } = hexRoundTrip(addPath({ id, kind: 'road', hexes: ['0301', '0302'] }));
    expect(history.undoLabel).toBe('Add road');
    const longer = hexRoundTrip(extendPath(id, ['0303', '0304']), after).after;
    const both = hexRoundTrip(extendPath(id, ['0201'], 'start'), longer).after;
    expect(hexMap(both).paths!.find((p) => p.id === id)!.hexes).toEqual(['0201', '0301', '0302', '0303', '0304']);
    expect(indexHexMap(hexMap(both)).pathsBetween({ col: 2, row: 1 }, { col: 3, row: 1 })).toEqual(['road']);
    const gone = hexRoundTrip(removePath(id), both).after;
    expect(hexMap(gone).paths!.map((p) => p.id)).toEqual(['mill-road', 'ford-trail', 'south-trail']);
  });

  it('refuses a jump between hexes that do not touch, a path of one hex, a used id and a hex kind', () => {
    expect(refusal(addPath({ id: 'r', kind: 'road', hexes: ['0301', '0303'] }))).toBe('the road cannot jump from 0301 to 0303: a path steps only between touching hexes');
    expect(refusal(addPath({ id: 'r', kind: 'road', hexes: ['0301'] }))).toBe('a road joins at least two hexes');
    expect(refusal(addPath({ id: 'mill-road', kind: 'road', hexes: ['0301', '0302'] }))).toMatch(/already on the map/);
    expect(refusal(addPath({ id: 'r', kind: 'orchard', hexes: ['0301', '0302'] }))).toMatch(/Orchard is not drawn between hex centres/);
    expect(refusal(extendPath('mill-road', ['1608']))).toMatch(/cannot jump from 1606 to 1608/);
  });
});

describe('counters', () => {
  const u3 = { side: 'union', unit: 'u-3' };
  const u2 = { side: 'union', unit: 'u-2' };
  const reed = { side: 'union', unit: 'u-reed' };

  it('places a counter on top of a hex stack, and placing it again moves it', () => {
    const { after, history } = hexRoundTrip(placeCounter({ ...u3, hex: '0506' }));
    expect(history.undoLabel).toBe('Place counter');
    expect(stackIn(after, '0506')).toEqual(['u-2', 'u-reed', 'u-3']);
    const again = hexRoundTrip(placeCounter({ ...u3, hex: '0405', facing: 'NE' }), after).after;
    expect(stackIn(again, '0506')).toEqual(['u-2', 'u-reed']);
    expect(hexMap(again).units!.at(-1)).toEqual({ ...u3, hex: '0405', facing: 'NE' });
    expect(refusal(placeCounter({ ...u3, hex: '0405', facing: 'E' }))).toMatch(/no E side to face/);
  });

  it('moves a counter to the top of another stack, leaving its extension behind, and removes one', () => {
    const { after } = hexRoundTrip(moveCounter({ side: 'union', unit: 'u-1' }, '0506'));
    expect(stackIn(after, '0506')).toEqual(['u-2', 'u-reed', 'u-1']);
    expect(hexMap(after).units!.find((u) => u.unit === 'u-1')!.alsoIn).toBeUndefined();
    const removed = hexRoundTrip(removeCounter(reed), after).after;
    expect(stackIn(removed, '0506')).toEqual(['u-2', 'u-1']);
    expect(refusal(moveCounter(u3, '0506'))).toBe('u-3 of union has no counter on the map');
  });

  it('restacks within its own hex only: up, down, top and bottom', () => {
    const three = hexRoundTrip(placeCounter({ ...u3, hex: '0506' })).after;
    const top = hexRoundTrip(restackCounter(u2, 'top'), three).after;
    expect(stackIn(top, '0506')).toEqual(['u-reed', 'u-3', 'u-2']);
    const down = hexRoundTrip(restackCounter(u2, 'down'), top).after;
    expect(stackIn(down, '0506')).toEqual(['u-reed', 'u-2', 'u-3']);
    const bottom = hexRoundTrip(restackCounter(u3, 'bottom'), down);
    expect(stackIn(bottom.after, '0506')).toEqual(['u-3', 'u-reed', 'u-2']);
    expect(bottom.history.undoLabel).toBe('Counter to bottom');
    const up = hexRoundTrip(restackCounter(u3, 'up'), bottom.after).after;
    expect(stackIn(up, '0506')).toEqual(['u-reed', 'u-3', 'u-2']);
    // Counters of other hexes keep their places in the list.
    expect(hexMap(up).units!.map((u) => u.unit).filter((u) => !['u-reed', 'u-3', 'u-2'].includes(u))).toEqual(hexMap(three).units!.map((u) => u.unit).filter((u) => !['u-reed', 'u-3', 'u-2'].includes(u)));
    const history = new History(up);
    history.execute(restackCounter(u2, 'up'));
    expect(history.canUndo).toBe(false);
  });

  it('faces a side or a corner, never both, and clears it', () => {
    const side = hexRoundTrip(setCounterFacing({ side: 'union', unit: 'u-1' }, { side: 'SE' })).after;
    expect(hexMap(side).units![0]).toMatchObject({ facing: 'SE' });
    expect(hexMap(side).units![0]!.facingVertex).toBeUndefined();
    const corner = hexRoundTrip(setCounterFacing(u2, { corner: 'E' }), side).after;
    expect(hexMap(corner).units!.find((u) => u.unit === 'u-2')).toMatchObject({ facingVertex: 'E' });
    expect(hexMap(corner).units!.find((u) => u.unit === 'u-2')!.facing).toBeUndefined();
    const none = hexRoundTrip(setCounterFacing(u2, undefined), corner).after;
    expect(hexMap(none).units!.find((u) => u.unit === 'u-2')).toEqual({ ...u2, hex: '0506' });
    expect(refusal(setCounterFacing(u2, { corner: 'N' }))).toMatch(/no N corner/);
  });

  it('extends into touching hexes, refuses one that does not touch, and withdraws', () => {
    const { after, history } = hexRoundTrip(extendCounter(u2, ['0505', '0504']));
    expect(hexMap(after).units!.find((u) => u.unit === 'u-2')!.alsoIn).toEqual(['0505', '0504']);
    expect(history.undoLabel).toBe('Extend counter');
    expect(indexHexMap(hexMap(after)).countersIn({ col: 5, row: 4 }).map((c) => c.placement.unit)).toEqual(['u-2']);
    expect(refusal(extendCounter(u2, ['0508']))).toBe('0508 does not touch the hexes the counter is in (0506)');
    expect(refusal(extendCounter(u2, ['0505', '0504', '0503']))).toMatch(/at most two/);
    expect(refusal(extendCounter(u2, ['0506']))).toMatch(/already in/);
    const back = hexRoundTrip(extendCounter(u2, []), after).after;
    expect(hexMap(back).units!.find((u) => u.unit === 'u-2')!.alsoIn).toBeUndefined();
  });

  it('flips a counter and turns it face up again', () => {
    const { after, history } = hexRoundTrip(setCounterFlag(u2, 'flipped', true));
    expect(hexMap(after).units!.find((u) => u.unit === 'u-2')!.flipped).toBe(true);
    expect(history.undoLabel).toBe('Flip counter');
    expect(hexMap(hexRoundTrip(setCounterFlag(u2, 'flipped', false), after).after).units!.find((u) => u.unit === 'u-2')!.flipped).toBeUndefined();
  });
});

describe('the grid', () => {
  it('grows the map, and refuses to shrink it under a hex, hexside, path or counter, saying which', () => {
    const { after, history } = hexRoundTrip(setGridField('columns', 20));
    expect(hexMap(after).grid.columns).toBe(20);
    expect(history.undoLabel).toBe('Change columns');
    expect(refusal(setGridField('columns', 15))).toBe('the columns cannot change: hex 1606 is off the map (it runs from 0101 to 1512) (and 1 more)');
    expect(refusal(setGridField('rows', 0))).toMatch(/whole number from 1 to 999/);
  });

  it('renumbers every hex the map and its entries name when the map letter or digits change', () => {
    const { after } = hexRoundTrip(setGridField('prefix', 'H'));
    const map = hexMap(after);
    expect(map.hexes.every((h) => h.hex.startsWith('H'))).toBe(true);
    expect(map.hexsides!.every((s) => s.hex.startsWith('H') && (s.inside === undefined || s.inside.startsWith('H')))).toBe(true);
    expect(map.paths![0]!.hexes[0]).toBe('H0106');
    expect(map.units![0]).toMatchObject({ hex: 'H0406', alsoIn: ['H0405'] });
    expect(after.sides[0]!.entries![0]!.hexes).toEqual(['H0106']);
    const three = hexRoundTrip(setGridField('digits', 3), after).after;
    expect(hexMap(three).units![0]).toMatchObject({ hex: 'H004006' });
    const big = hexRoundTrip(setGridField('columns', 120), three).after;
    expect(refusal(setGridField('digits', 2), big)).toBe('hex numbers of 2 digits stop at 99, and this map runs to column 120 and row 12');
  });

  it('renumbers every hex by its sheet when the map is given two sheets, and refuses a single letter beside them', () => {
    const before = millFord();
    const grid = gridOf(hexMap(before).grid);
    const last = grid.firstColumn + grid.columns - 1;
    // West sheet A holds columns 1–8 as printed; east sheet B numbers column 8 onwards from 1 (its column 1 lies on A's 8).
    const sheets = [
      { prefix: 'A', firstColumn: 1, lastColumn: 8, firstRow: 1, lastRow: grid.rows },
      { prefix: 'B', columnShift: 7, firstColumn: 1, lastColumn: last - 7, firstRow: 1, lastRow: grid.rows },
    ];
    const { after, history } = hexRoundTrip(setGridField('sheets', sheets), before);
    expect(history.undoLabel).toBe('Change sheets');
    const to = gridOf(hexMap(after).grid);
    // Every hex the map names is the same hex, now under its sheet's number.
    hexMap(before).hexes.forEach((h, i) => {
      const c = parseHexId(grid, h.hex)!;
      expect(hexMap(after).hexes[i]!.hex).toBe(`${c.col <= 8 ? 'A' : 'B'}${String(c.col <= 8 ? c.col : c.col - 7).padStart(2, '0')}${String(c.row).padStart(2, '0')}`);
      expect(parseHexId(to, hexMap(after).hexes[i]!.hex)).toEqual(c);
    });
    expect(hexMap(after).units![0]).toMatchObject({ hex: 'A0406', alsoIn: ['A0405'] });
    expect(after.sides[0]!.entries![0]!.hexes).toEqual(['A0106']);
    expect(refusal(setGridField('prefix', 'H'), after)).toBe("the map letter cannot change: a map with sheets prints each sheet's own letter: its single map letter H must go (give it to a sheet instead)");
    expect(refusal(setGridField('sheets', [{ ...sheets[0]!, prefix: 'a' }]))).toMatch(/one or two capitals/);
  });

  it('adds, edits and removes a sheet one command each: the map letter becomes the first sheet, numbers follow each sheet', () => {
    const lettered = hexRoundTrip(setGridField('prefix', 'H'), millFord()).after;
    // Adding a sheet keeps every number: H is now the first sheet, holding the whole grid, and A sits behind it.
    const added = hexRoundTrip(addSheet(), lettered);
    expect(added.history.undoLabel).toBe('Add map sheet');
    expect(hexMap(added.after).grid.prefix).toBeUndefined();
    expect(hexMap(added.after).grid.sheets).toEqual([
      { prefix: 'H', firstColumn: 1, lastColumn: 16, firstRow: 1, lastRow: 12 },
      { prefix: 'A', firstColumn: 1, lastColumn: 16, firstRow: 1, lastRow: 12 },
    ]);
    expect(hexMap(added.after).hexes.map((h) => h.hex)).toEqual(hexMap(lettered).hexes.map((h) => h.hex));
    // H keeps columns 1–8; A then names columns 9–16 as its 1–8 once shifted by 8.
    let doc = hexRoundTrip(setSheetField(0, 'lastColumn', 8), added.after).after;
    doc = hexRoundTrip(setSheetField(1, 'lastColumn', 8), doc).after;
    const shifted = hexRoundTrip(setSheetField(1, 'columnShift', 8), doc);
    expect(shifted.history.undoLabel).toBe('Change map sheet');
    const grid = gridOf(hexMap(shifted.after).grid);
    expect(hexId(grid, { col: 12, row: 3 })).toBe('A0403');
    expect(hexId(grid, { col: 8, row: 3 })).toBe('H0803');
    expect(hexMap(shifted.after).units![0]).toMatchObject({ hex: 'H0406' });
    const named = hexRoundTrip(setSheetField(1, 'name', 'East'), shifted.after).after;
    expect(hexMap(named).grid.sheets![1]!.name).toBe('East');
    expect(hexMap(hexRoundTrip(setSheetField(1, 'name', ''), named).after).grid.sheets![1]!.name).toBeUndefined();
    expect(refusal(setSheetField(1, 'prefix', 'H'), named)).toMatch(/the letter H names two sheets/);
    expect(refusal(setSheetField(1, 'firstColumn', 1.5), named)).toBe("a sheet's numbers and shifts are whole numbers");
    expect(refusal(setSheetField(3, 'name', 'x'), named)).toBe('the map has no sheet 4');
    // Removing the first sheet leaves A's numbering, carried on west of its column 1, which prints no number: refused.
    expect(refusal(removeSheet(0), named)).toMatch(/no hex number prints/);
    // Removing both leaves a map of one sheet without a letter, numbered by the grid as before.
    const one = hexRoundTrip(removeSheet(1), named);
    expect(one.history.undoLabel).toBe('Remove map sheet');
    const none = hexRoundTrip(removeSheet(0), one.after).after;
    expect(hexMap(none).grid.sheets).toBeUndefined();
    expect(hexMap(none).units![0]).toMatchObject({ hex: '0406' });
  });

  it('refuses pointy tops while hexsides and facings use the flat tops’ sides', () => {
    expect(refusal(setGridField('orientation', 'pointy-top'))).toMatch(/^the hex orientation cannot change: .+ \(and \d+ more\)$/);
  });

  it('moves the inch-drawn labels with the hexes when the hex size changes', () => {
    const labelled = { ...millFord(), map: { ...hexMap(millFord()), labels: [{ id: 'l1', text: 'To the mill', at: { x: 2, y: 3 } }] } };
    const { after } = hexRoundTrip(setGridField('hexSizeIn', 1.25), labelled);
    expect(hexMap(after).labels![0]!.at).toEqual({ x: 4, y: 6 });
    expect(refusal(setGridField('hexSizeIn', 0))).toMatch(/more than 0/);
  });
});
