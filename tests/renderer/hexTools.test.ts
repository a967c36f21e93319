/**
 * More of the hex map's tools as state machines (renderer/src/views/map/tools/hex*.ts), driven with the
 * pointer events the board sends over a real hex scenario in a real History: the fill takes the region of
 * one terrain, the counter tool enters a deployment chart click by click, the label tool hands the hex to
 * its label field, and a locked layer refuses in words. The scene is a stand-in whose hexes are 1-inch cells.
 */
import Konva from 'konva';
import { describe, expect, it } from 'vitest';
import { gridOf, hexId } from '../../core/hex';
import { History } from '../../core/history';
import { paintHexes, placementKey } from '../../core/map/commands';
import type { Point } from '../../core/map/geometry';
import type { LayerId } from '../../core/map/render/styles';
import { createHexScenario } from '../../core/scenario/create';
import type { HexMap, MusterScenario } from '../../core/model/scenario.generated';
import type { HexScene, HexSelection } from '../../renderer/src/views/map/canvas/hexScene';
import { hexCounterTool } from '../../renderer/src/views/map/tools/hexCounter';
import { hexFillTool } from '../../renderer/src/views/map/tools/hexFill';
import { hexLabelTool } from '../../renderer/src/views/map/tools/hexLabel';
import type { HexToolContext } from '../../renderer/src/views/map/tools/hexTool';
import type { PointerInfo } from '../../renderer/src/views/map/tools/tool';

const PPI = 10;
const click = (world: Point): PointerInfo => ({ world, screen: { x: world.x * PPI, y: world.y * PPI }, shift: false, alt: false, double: false });

function hexBoard(options: { kind?: string; locked?: LayerId[]; counters?: Array<{ side: string; unit: string }> } = {}) {
  const doc = createHexScenario({ title: 'Tool test', ruleset: 'gbacw', grid: { columns: 10, rows: 10, orientation: 'flat-top', oddColumnsShifted: 'down', digits: 2, hexSizeIn: 1 } });
  const grid = gridOf((doc.map as HexMap).grid);
  const history = new History<MusterScenario>(doc);
  const map = () => history.doc.map as HexMap;
  const hexAt = (p: Point) => (p.x >= 1 && p.y >= 1 && p.x < 11 && p.y < 11 ? { col: Math.floor(p.x), row: Math.floor(p.y) } : undefined);
  const idOf = (h: { col: number; row: number }) => hexId(grid, h);
  let selection: HexSelection = {};
  const said: string[] = [];
  const labelled: string[] = [];
  const queue = [...(options.counters ?? [])];
  const placed: string[] = [];
  const scene = { hexGrid: grid, camera: { ppi: PPI, x: 0, y: 0 }, overlay: new Konva.Group(), hexAt, idOf, setHover: () => {}, setSelection: () => {}, touchHexes: () => {} };
  const ctx = {
    scene: scene as unknown as HexScene,
    run: (command: Parameters<HexToolContext['run']>[0]) => {
      try {
        history.execute(command as Parameters<typeof history.execute>[0]);
        return true;
      } catch (error) {
        said.push((error as Error).message);
        return false;
      }
    },
    begin: (label: string) => history.begin(label),
    commit: () => history.commit(),
    cancel: () => history.cancel(),
    map,
    kind: () => options.kind ?? 'light-woods',
    elevation: () => ({ mode: 'raise', level: 1 }) as const,
    selection: () => selection,
    select: (s: HexSelection) => (selection = s),
    nextCounter: () => queue[0],
    placed: (c: { side: string; unit: string }) => (placed.push(c.unit), queue.shift()),
    editLabel: (hex: string) => labelled.push(hex),
    locked: (layer: LayerId) => (options.locked ?? []).includes(layer),
    say: (text: string) => said.push(text),
    readout: () => {},
    previewPick: () => {},
    previewBack: () => {},
    previewClear: () => {},
  } satisfies HexToolContext;
  return { history, ctx, map, idOf, said, labelled, placed, selection: () => selection };
}

const terrainOf = (map: HexMap, id: string) => map.hexes.find((h) => h.hex === id)?.terrain;

describe('the fill', () => {
  it('fills the region of one terrain the clicked hex lies in, and nothing beyond it, in one undo step', () => {
    const board = hexBoard({ kind: 'heavy-woods' });
    const woods = [2, 3, 4].map((col) => board.idOf({ col, row: 5 }));
    board.history.execute(paintHexes(woods, 'light-woods'));
    const lone = board.idOf({ col: 8, row: 8 });
    board.history.execute(paintHexes([lone], 'light-woods'));
    hexFillTool(board.ctx).down(click({ x: 3.5, y: 5.5 }));
    expect(woods.map((id) => terrainOf(board.map(), id))).toEqual(['heavy-woods', 'heavy-woods', 'heavy-woods']);
    // Light woods not joined to the region stay as they were.
    expect(terrainOf(board.map(), lone)).toBe('light-woods');
    board.history.undo();
    expect(woods.map((id) => terrainOf(board.map(), id))).toEqual(['light-woods', 'light-woods', 'light-woods']);
  });

  it('refuses on a locked terrain layer, saying so, and a click off the sheet does nothing', () => {
    const board = hexBoard({ locked: ['terrain'] });
    hexFillTool(board.ctx).down(click({ x: 3.5, y: 5.5 }));
    expect(board.said).toEqual(['The terrain layer is locked: unlock it to edit it.']);
    expect(board.history.canUndo).toBe(false);
    const open = hexBoard();
    hexFillTool(open.ctx).down(click({ x: 40, y: 40 }));
    expect(open.history.canUndo).toBe(false);
    expect(open.said).toEqual([]);
  });
});

describe('the counter tool', () => {
  it('asks for a counter first, then places the palette’s counters one click at a time, each picked', () => {
    const empty = hexBoard();
    hexCounterTool(empty.ctx).down(click({ x: 2.5, y: 2.5 }));
    expect(empty.said).toEqual(['Choose a counter in the palette on the left first.']);

    const side = empty.history.doc.sides[0]!.id;
    const board = hexBoard({ counters: [{ side, unit: 'c1' }, { side, unit: 'c2' }] });
    const doc = structuredClone(board.history.doc);
    doc.sides[0]!.forces = {
      counters: [
        { id: 'c1', name: 'NY 1', type: 'infantry', size: 'regiment', strength: 5, cohesion: 6, movement: 6, weapon: 'R' },
        { id: 'c2', name: 'NY 2', type: 'infantry', size: 'regiment', strength: 4, cohesion: 6, movement: 6, weapon: 'R' },
      ],
    } as (typeof doc.sides)[0]['forces'];
    board.history.reset(doc);
    const tool = hexCounterTool(board.ctx);
    tool.down(click({ x: 2.5, y: 2.5 }));
    tool.down(click({ x: 4.5, y: 6.5 }));
    expect(board.map().units!.map((u) => [u.unit, u.hex])).toEqual([
      ['c1', board.idOf({ col: 2, row: 2 })],
      ['c2', board.idOf({ col: 4, row: 6 })],
    ]);
    expect(board.placed).toEqual(['c1', 'c2']);
    expect(board.selection()).toEqual({ hex: board.idOf({ col: 4, row: 6 }), counter: placementKey({ side, unit: 'c2' }) });
  });
});

describe('the label tool', () => {
  it('picks the hex and hands it to its label field; a locked labels layer refuses', () => {
    const board = hexBoard();
    hexLabelTool(board.ctx).down(click({ x: 7.5, y: 3.5 }));
    expect(board.selection()).toEqual({ hex: board.idOf({ col: 7, row: 3 }) });
    expect(board.labelled).toEqual([board.idOf({ col: 7, row: 3 })]);
    const locked = hexBoard({ locked: ['labels'] });
    hexLabelTool(locked.ctx).down(click({ x: 7.5, y: 3.5 }));
    expect(locked.labelled).toEqual([]);
    expect(locked.said).toEqual(['The labels layer is locked: unlock it to edit it.']);
  });
});
