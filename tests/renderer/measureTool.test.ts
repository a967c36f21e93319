/**
 * The board's reading of a measurement (renderer/src/views/map/tools/measure.ts): a drag reads the inches
 * between its ends, snapped as the board snaps, and the yards they stand for at the scenario's scale as the
 * book gives them (B:2474–2476: 100–120 yards an inch at 10mm, 80–100 at 15mm, 60–80 at 25mm); the line
 * stays to be read after the release and goes, with the reading, on Escape. The document never changes.
 */
import Konva from 'konva';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../core/map/geometry';
import type { MapScene } from '../../renderer/src/views/map/canvas/scene';
import { measureReading, measureTool } from '../../renderer/src/views/map/tools/measure';
import type { PointerInfo, ToolContext } from '../../renderer/src/views/map/tools/tool';

const at = (world: Point): PointerInfo => ({ world, screen: { x: world.x * 10, y: world.y * 10 }, shift: false, alt: false, double: false });

function board(scale: '10mm' | '15mm' | '25mm', snap: (p: Point) => Point = (p) => p) {
  const overlay = Object.assign(new Konva.Group(), { batchDraw() {} });
  const readings: Array<string | undefined> = [];
  const ran: string[] = [];
  const ctx = {
    scene: { overlay, current: { scale } } as unknown as MapScene,
    run: (command) => (ran.push(command.label), true),
    begin: () => ran.push('begin'),
    commit: () => ran.push('commit'),
    cancel: () => {},
    selection: () => ({ features: [], units: [] }) as unknown as ReturnType<ToolContext['selection']>,
    select: () => {},
    overlay: () => undefined,
    selectOverlay: () => {},
    snap,
    drawKind: () => 'light-woods',
    locked: () => false,
    say: () => {},
    readout: (text) => readings.push(text),
  } satisfies ToolContext;
  return { tool: measureTool(ctx), overlay, readings, ran };
}

describe('measuring on the board', () => {
  it('reads the book’s yards an inch at each scale', () => {
    expect(measureReading(1, '10mm')).toBe('1" = 100–120 yards at 10mm');
    expect(measureReading(6, '15mm')).toBe('6" = 480–600 yards at 15mm');
    expect(measureReading(2.5, '25mm')).toBe('2.5" = 150–200 yards at 25mm');
    expect(measureReading(Math.SQRT2, '15mm')).toBe('1.41" = 113–141 yards at 15mm');
  });

  it('a drag reads the distance between its snapped ends as it goes; the line stays after the release; Escape clears both', () => {
    // Snapping to whole inches, as the grid would.
    const { tool, overlay, readings, ran } = board('15mm', (p) => ({ x: Math.round(p.x), y: Math.round(p.y) }));
    tool.down(at({ x: 10.2, y: 10.1 }));
    tool.move(at({ x: 12.9, y: 10.2 }));
    tool.move(at({ x: 13.1, y: 14.2 }));
    expect(readings).toEqual(['3" = 240–300 yards at 15mm', '5" = 400–500 yards at 15mm']);
    tool.up(at({ x: 13.1, y: 14.2 }));
    // After the release the pointer moves on without changing the reading.
    tool.move(at({ x: 30, y: 30 }));
    expect(readings).toHaveLength(2);
    expect(overlay.getChildren()).toHaveLength(1);
    expect((overlay.getChildren()[0] as Konva.Line).points()).toEqual([10, 10, 13, 14]);
    tool.cancel();
    expect(overlay.getChildren()).toHaveLength(0);
    expect(readings.at(-1)).toBeUndefined();
    // A measurement is never an edit.
    expect(ran).toEqual([]);
  });

  it('a new measurement replaces the last line', () => {
    const { tool, overlay } = board('10mm');
    tool.down(at({ x: 1, y: 1 }));
    tool.up(at({ x: 4, y: 5 }));
    tool.down(at({ x: 2, y: 2 }));
    expect(overlay.getChildren()).toHaveLength(1);
    expect((overlay.getChildren()[0] as Konva.Line).points()).toEqual([2, 2, 2, 2]);
  });
});
