/**
 * The map tools as state machines: each is driven with pointer events as the board sends them, over the
 * bundled T'ain't No Militia in a real History, and the test reads what the commands it ran did to the
 * document and the undo list. The scene is a stand-in that answers the tools' hit tests from the document
 * itself (a unit within half an inch of where it stands, a feature whose outline holds the point); the
 * tools' Konva previews go into a plain group, so no stage or browser is needed.
 */
import Konva from 'konva';
import { describe, expect, it } from 'vitest';
import { gridOf, hexId } from '../../core/hex';
import { History } from '../../core/history';
import { addOverlay, placementKey } from '../../core/map/commands';
import { boxOf, distance, pointInPolygon, type Box, type Point } from '../../core/map/geometry';
import { createHexScenario } from '../../core/scenario/create';
import type { HexMap, MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import type { OverlayHit } from '../../renderer/src/views/map/canvas/overlays';
import type { HexScene, HexSelection } from '../../renderer/src/views/map/canvas/hexScene';
import type { MapScene, Selection } from '../../renderer/src/views/map/canvas/scene';
import { drawBoxTool } from '../../renderer/src/views/map/tools/drawBox';
import { drawPathTool } from '../../renderer/src/views/map/tools/drawPath';
import { hexBrushTool } from '../../renderer/src/views/map/tools/hexBrush';
import { hexSelectTool } from '../../renderer/src/views/map/tools/hexSelect';
import type { HexToolContext } from '../../renderer/src/views/map/tools/hexTool';
import { rotateTool } from '../../renderer/src/views/map/tools/rotate';
import { selectTool } from '../../renderer/src/views/map/tools/select';
import { tabletopTools } from '../../renderer/src/views/map/tools/tabletop';
import type { PointerInfo, Tool, ToolContext } from '../../renderer/src/views/map/tools/tool';
import { militia } from '../core/map/commands/roundTrip';

const PPI = 10;
const overlayGroup = () => Object.assign(new Konva.Group(), { batchDraw() {} });

/** A pointer event at a table point, as the board makes it (screen pixels at 10 px an inch). */
const at = (world: Point, keys: Partial<Pick<PointerInfo, 'shift' | 'alt' | 'double'>> = {}): PointerInfo => ({ world, screen: { x: world.x * PPI, y: world.y * PPI }, shift: false, alt: false, double: false, ...keys });

/** Presses at `from`, moves through `steps` points to `to`, and lets go there. */
function drag(tool: Tool<string>, from: Point, to: Point, steps = 5, keys: Partial<PointerInfo> = {}): void {
  tool.down(at(from, keys));
  for (let i = 1; i <= steps; i++) tool.move(at({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }, keys));
  tool.up(at(to, keys));
}
const click = (tool: Tool<string>, p: Point, keys: Partial<PointerInfo> = {}) => (tool.down(at(p, keys)), tool.up(at(p, keys)));

function tabletopBoard(doc: MusterScenario = militia()) {
  const history = new History<MusterScenario>(doc);
  const said: string[] = [];
  const state = { selection: { features: new Set<string>(), units: new Set<string>() } as Selection, overlay: undefined as OverlayHit | undefined };
  const map = () => history.doc.map as TabletopMap;
  const inBox = (p: Point, b: Box) => p.x >= b.minX && p.x <= b.maxX && p.y >= b.minY && p.y <= b.maxY;
  const scene = {
    get current() {
      return { board: history.doc.board, map: map(), scale: '15mm', sides: [] };
    },
    camera: { ppi: PPI, x: 0, y: 0 },
    overlay: overlayGroup(),
    unitAt: (p: Point) => (map().units ?? []).find((u) => distance(u.at, p) <= 0.5) && placementKey((map().units ?? []).find((u) => distance(u.at, p) <= 0.5)!),
    featureAt: (p: Point) => [...map().features].reverse().find((f) => f.shape === 'polygon' && pointInPolygon(p, f.points))?.id,
    featuresIn: (b: Box) => map().features.filter((f) => { const fb = boxOf(f.points); return inBox({ x: fb.minX, y: fb.minY }, b) && inBox({ x: fb.maxX, y: fb.maxY }, b); }).map((f) => f.id),
    unitsIn: (b: Box) => (map().units ?? []).filter((u) => inBox(u.at, b)).map(placementKey),
    standsOf: () => undefined,
  };
  const ctx: ToolContext = {
    scene: scene as unknown as MapScene,
    run: (command) => {
      try {
        history.execute(command as Parameters<typeof history.execute>[0]);
        return true;
      } catch (error) {
        said.push((error as Error).message);
        return false;
      }
    },
    begin: (label) => history.begin(label),
    commit: () => history.commit(),
    cancel: () => history.cancel(),
    selection: () => state.selection,
    select: (s) => (state.selection = s),
    overlay: () => state.overlay,
    selectOverlay: (hit) => (state.overlay = hit),
    snap: (p) => p,
    drawKind: () => 'light-woods',
    locked: () => false,
    say: (text) => said.push(text),
    readout: () => {},
  };
  /** How many entries the undo list holds, counted by undoing them on a copy of the history's state. */
  const undoCount = () => {
    let n = 0;
    const labels: string[] = [];
    while (history.canUndo) {
      labels.push(history.undoLabel!);
      history.undo();
      n++;
    }
    for (let i = 0; i < n; i++) history.redo();
    return labels;
  };
  return { history, ctx, state, said, map, undoCount };
}

const centreOf = (points: readonly Point[]): Point => {
  const b = boxOf(points);
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
};

describe('the select tool', () => {
  it('picks with a click, adds and takes away with shift-clicks, and lets go on empty ground', () => {
    const { ctx, state, map } = tabletopBoard();
    const tool = selectTool(ctx);
    const [a, b] = map().units!;
    click(tool, a!.at);
    expect([...state.selection.units]).toEqual([placementKey(a!)]);
    click(tool, b!.at, { shift: true });
    expect(new Set(state.selection.units)).toEqual(new Set([placementKey(a!), placementKey(b!)]));
    click(tool, a!.at, { shift: true });
    expect([...state.selection.units]).toEqual([placementKey(b!)]);
    click(tool, { x: -50, y: -50 });
    expect(state.selection.units.size + state.selection.features.size).toBe(0);
  });

  it('moves the picked units by the drag, as one undo entry', () => {
    const { ctx, state, map, undoCount } = tabletopBoard();
    const tool = selectTool(ctx);
    const [a, b] = map().units!;
    click(tool, a!.at);
    click(tool, b!.at, { shift: true });
    drag(tool, a!.at, { x: a!.at.x + 3, y: a!.at.y + 4 }, 8);
    const moved = map().units!;
    expect(moved[0]!.at).toEqual({ x: a!.at.x + 3, y: a!.at.y + 4 });
    expect(moved[1]!.at).toEqual({ x: b!.at.x + 3, y: b!.at.y + 4 });
    expect(undoCount()).toEqual(['Move 2 units']);
    expect(state.selection.units.size).toBe(2);
  });

  it('selects what a marquee on empty ground holds', () => {
    const { ctx, state, map } = tabletopBoard();
    const tool = selectTool(ctx);
    const units = map().units!;
    const box = boxOf(units.slice(0, 3).map((u) => u.at));
    const from = { x: -20, y: -20 };
    drag(tool, from, { x: box.maxX + 0.1, y: box.maxY + 0.1 });
    const expected = units.filter((u) => u.at.x <= box.maxX + 0.1 && u.at.y <= box.maxY + 0.1).map(placementKey);
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(state.selection.units)).toEqual(new Set(expected));
  });

  it('drags a corner of the one feature picked, as one undo entry, and Alt-click takes a corner away', () => {
    const board = tabletopBoard();
    const { ctx, map, undoCount } = board;
    const tool = selectTool(ctx);
    // A feature no unit stands on, so the click picks it.
    const feature = map().features.find((f) => f.shape === 'polygon' && !(map().units ?? []).some((u) => pointInPolygon(u.at, f.points)) && !map().features.some((g) => g !== f && pointInPolygon(centreOf(f.points), g.points)))!;
    click(tool, centreOf(feature.points));
    expect([...board.state.selection.features]).toEqual([feature.id]);
    const corner = feature.points[0]!;
    drag(tool, corner, { x: corner.x + 2, y: corner.y - 1 }, 6);
    const after = map().features.find((f) => f.id === feature.id)!;
    expect(after.points[0]).toEqual({ x: corner.x + 2, y: corner.y - 1 });
    expect(after.points.slice(1)).toEqual(feature.points.slice(1));
    expect(undoCount()).toEqual(['Move vertex']);
    click(tool, after.points[1]!, { alt: true });
    expect(map().features.find((f) => f.id === feature.id)!.points).toHaveLength(feature.points.length - 1);
  });

  it('picks an objective before the terrain under it and drags it, as one undo entry; Escape mid-drag puts it back', () => {
    const start = militia();
    const history = new History(start);
    history.execute(addOverlay('objectives', { id: 'objective-9', name: 'The cut', at: { x: 30, y: 20 } }));
    const board = tabletopBoard(history.doc);
    const tool = selectTool(board.ctx);
    drag(tool, { x: 30.2, y: 20.1 }, { x: 35.2, y: 22.1 }, 5);
    expect(board.state.overlay).toEqual({ list: 'objectives', id: 'objective-9' });
    expect(board.map().objectives!.find((o) => o.id === 'objective-9')!.at).toEqual({ x: 35, y: 22 });
    expect(board.undoCount()).toEqual(['Move objective']);
    tool.down(at({ x: 35, y: 22 }));
    tool.move(at({ x: 40, y: 30 }));
    tool.cancel();
    expect(board.map().objectives!.find((o) => o.id === 'objective-9')!.at).toEqual({ x: 35, y: 22 });
    expect(board.history.inTransaction).toBe(false);
  });

  it('drags a corner of the set-up area picked, as one undo entry', () => {
    const board = tabletopBoard();
    const tool = selectTool(board.ctx);
    const area = board.map().setupAreas!.find((a) => a.area && a.area.length > 3)!;
    board.state.overlay = { list: 'setupAreas', id: area.id };
    const corner = area.area![2]!;
    drag(tool, corner, { x: corner.x + 1, y: corner.y + 1 }, 4);
    expect(board.map().setupAreas!.find((a) => a.id === area.id)!.area![2]).toEqual({ x: corner.x + 1, y: corner.y + 1 });
    expect(board.undoCount()).toEqual(['Move vertex']);
  });
});

describe('the drawing tools', () => {
  it('draws an area point by point, finished by a double click, as one command in the kind chosen', () => {
    const board = tabletopBoard();
    const tool = drawPathTool(board.ctx, 'polygon');
    const count = board.map().features.length;
    for (const p of [{ x: 10, y: 10 }, { x: 14, y: 10 }, { x: 14, y: 13 }]) click(tool, p);
    tool.down(at({ x: 14, y: 13 }, { double: true }));
    expect(board.map().features).toHaveLength(count + 1);
    const made = board.map().features.at(-1)!;
    expect(made).toMatchObject({ kind: 'light-woods', shape: 'polygon', points: [{ x: 10, y: 10 }, { x: 14, y: 10 }, { x: 14, y: 13 }] });
    expect(board.undoCount()).toHaveLength(1);
    // The tool stays: the next clicks draw the next area, with no tool chosen again.
    for (const p of [{ x: 20, y: 10 }, { x: 24, y: 10 }, { x: 24, y: 13 }]) click(tool, p);
    tool.down(at({ x: 24, y: 13 }, { double: true }));
    expect(board.map().features).toHaveLength(count + 2);
    expect(board.map().features.at(-1)!.points[0]).toEqual({ x: 20, y: 10 });
  });

  it('refuses a line of one point, and Escape leaves nothing behind', () => {
    const board = tabletopBoard();
    const tool = drawPathTool(board.ctx, 'polyline');
    click(tool, { x: 10, y: 10 });
    expect(tool.key?.('Enter')).toBe(true);
    expect(board.said).toEqual(['A line needs at least two points.']);
    tool.key?.('Escape');
    expect(board.undoCount()).toEqual([]);
  });

  it('draws a rectangle by dragging its corners', () => {
    const board = tabletopBoard();
    const tool = drawBoxTool(board.ctx, 'rectangle');
    drag(tool, { x: 5, y: 5 }, { x: 9, y: 8 });
    const made = board.map().features.at(-1)!;
    expect(boxOf(made.points)).toEqual({ minX: 5, minY: 5, maxX: 9, maxY: 8 });
    expect(made.points).toHaveLength(4);
    expect(board.undoCount()).toHaveLength(1);
  });

  it('places an objective with the objective tool and picks it', () => {
    const board = tabletopBoard();
    const tools = tabletopTools(board.ctx, {
      map: board.map,
      setupSide: () => 'union',
      contourShape: () => 'closed',
      contourLevel: () => 1,
      made: (command, item) => void (board.ctx.run(command) && board.ctx.selectOverlay(item)),
    });
    click(tools.objective(), { x: 12, y: 12 });
    const made = board.map().objectives!.at(-1)!;
    expect(made.at).toEqual({ x: 12, y: 12 });
    expect(board.state.overlay).toEqual({ list: 'objectives', id: made.id });
    expect(board.undoCount()).toEqual(['Add objective']);
  });
});

describe('the turn tool', () => {
  it('turns the one unit picked about its own place by the angle dragged round it, as one undo entry', () => {
    const board = tabletopBoard();
    const unit = board.map().units![0]!;
    board.state.selection = { features: new Set(), units: new Set([placementKey(unit)]) };
    const tool = rotateTool(board.ctx);
    const pivot = unit.at;
    // From due north of the unit round to due east: a quarter turn clockwise.
    tool.down(at({ x: pivot.x, y: pivot.y - 5 }));
    for (let i = 1; i <= 9; i++) {
      const a = (i * Math.PI) / 18;
      tool.move(at({ x: pivot.x + 5 * Math.sin(a), y: pivot.y - 5 * Math.cos(a) }));
    }
    tool.up(at({ x: pivot.x + 5, y: pivot.y }));
    const turned = board.map().units![0]!;
    expect(((turned.facingDeg - unit.facingDeg + 360) % 360)).toBeCloseTo(90, 5);
    expect(board.undoCount()).toEqual(['Turn']);
  });
});

describe('the hex tools', () => {
  function hexBoard() {
    const doc = createHexScenario({ title: 'Tool test', ruleset: 'gbacw', grid: { columns: 10, rows: 10, orientation: 'flat-top', oddColumnsShifted: 'down', digits: 2, hexSizeIn: 1 } });
    const grid = gridOf((doc.map as HexMap).grid);
    const history = new History<MusterScenario>(doc);
    const map = () => history.doc.map as HexMap;
    // A stand-in for the hex scene: a hex is a 1-inch square cell here, enough to name the hex a point is in.
    const hexAt = (p: Point) => (p.x >= 1 && p.y >= 1 && p.x < 11 && p.y < 11 ? { col: Math.floor(p.x), row: Math.floor(p.y) } : undefined);
    const idOf = (h: { col: number; row: number }) => hexId(grid, h);
    let selection: HexSelection = {};
    const hovered: string[][] = [];
    const scene = {
      hexGrid: grid,
      camera: { ppi: PPI, x: 0, y: 0 },
      overlay: overlayGroup(),
      hexAt,
      idOf,
      counterAt: (p: Point) => {
        const h = hexAt(p);
        const u = h ? (map().units ?? []).find((x) => x.hex === idOf(h)) : undefined;
        return u ? { key: placementKey(u), placement: u } : undefined;
      },
      setHover: (ids: string[]) => hovered.push(ids),
      setSelection: () => {},
      touchHexes: () => {},
    };
    const ctx = {
      scene: scene as unknown as HexScene,
      run: (command: Parameters<HexToolContext['run']>[0]) => (history.execute(command as Parameters<typeof history.execute>[0]), true),
      begin: (label: string) => history.begin(label),
      commit: () => history.commit(),
      cancel: () => history.cancel(),
      map,
      kind: () => 'light-woods',
      elevation: () => ({ mode: 'raise', level: 1 }) as const,
      selection: () => selection,
      select: (s: HexSelection) => (selection = s),
      nextCounter: () => undefined,
      placed: () => {},
      editLabel: () => {},
      locked: () => false,
      say: () => {},
      readout: () => {},
      previewPick: () => {},
      previewBack: () => {},
      previewClear: () => {},
    } satisfies HexToolContext;
    return { history, ctx, map, idOf, hovered, selection: () => selection };
  }

  it('paints the hexes a brush stroke crosses, as one undo entry', () => {
    const board = hexBoard();
    const tool = hexBrushTool(board.ctx, 'terrain');
    drag(tool, { x: 2.5, y: 3.5 }, { x: 6.5, y: 3.5 }, 8);
    const painted = board.map().hexes.filter((h) => h.terrain === 'light-woods').map((h) => h.hex).sort();
    expect(painted).toEqual([2, 3, 4, 5, 6].map((col) => board.idOf({ col, row: 3 })).sort());
    expect(board.history.undoLabel).toBeDefined();
    board.history.undo();
    expect(board.map().hexes.filter((h) => h.terrain === 'light-woods')).toEqual([]);
  });

  it('drags a counter to another hex on release only, as one move', () => {
    const board = hexBoard();
    const side = board.history.doc.sides[0]!.id;
    const counterId = 'c1';
    const doc = structuredClone(board.history.doc);
    doc.sides[0]!.forces = { counters: [{ id: counterId, name: 'NY 1', type: 'infantry', size: 'regiment', strength: 5, cohesion: 6, movement: 6, weapon: 'R' }] } as typeof doc.sides[0]['forces'];
    (doc.map as HexMap).units = [{ side, unit: counterId, hex: board.idOf({ col: 2, row: 2 }) }];
    const moved = hexBoard();
    moved.history.reset(doc);
    const tool = hexSelectTool(moved.ctx);
    tool.down(at({ x: 2.5, y: 2.5 }));
    tool.move(at({ x: 4.5, y: 2.5 }));
    expect(moved.map().units![0]!.hex).toBe(moved.idOf({ col: 2, row: 2 }));
    expect(moved.hovered.at(-1)).toEqual([moved.idOf({ col: 4, row: 2 })]);
    tool.move(at({ x: 5.5, y: 4.5 }));
    tool.up(at({ x: 5.5, y: 4.5 }));
    expect(moved.map().units![0]!.hex).toBe(moved.idOf({ col: 5, row: 4 }));
    expect(moved.selection()).toEqual({ hex: moved.idOf({ col: 5, row: 4 }), counter: placementKey({ side, unit: counterId }) });
    moved.history.undo();
    expect(moved.map().units![0]!.hex).toBe(moved.idOf({ col: 2, row: 2 }));
  });
});
