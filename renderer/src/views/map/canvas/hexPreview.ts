/**
 * The hex Rules preview drawn over the map: a path from centre to centre with each hex's running cost
 * state (the hexes where the move must stop ringed, refused steps in red), a line of sight clear or
 * blocked with its blocking hexes shaded, and the counters' roles in an attack, a battery's fire or a
 * command. It draws only what the view hands it (plain data made from the engines' answers).
 */
import Konva from 'konva';
import { hexCorners, parseHexId, onGrid } from '../../../../../core/hex';
import type { HexScene } from './hexScene';

export type HexPreviewRole = 'mover' | 'attacker' | 'defender' | 'battery' | 'target' | 'leader' | 'found';

export interface HexPreviewDrawing {
  path?: { hexes: readonly string[]; stops: readonly string[]; refused: readonly string[] };
  line?: { from: string; to: string; clear: boolean; blocking: readonly string[] };
  marks?: ReadonlyArray<{ hex: string; role: HexPreviewRole }>;
}

const INK = { path: '#1f6fb2', stop: '#e67e22', refused: '#b03a2e', clear: '#2e7d32', blocked: '#b03a2e' };
const ROLE: Record<HexPreviewRole, string> = { mover: '#1f6fb2', attacker: '#b03a2e', defender: '#2f4f8f', battery: '#7b3f9e', target: '#7b3f9e', leader: '#2e7d32', found: '#e67e22' };

/** A group over the map for the preview; `draw` replaces what it shows. */
export function hexPreviewOverlay(scene: HexScene): { draw(drawing: HexPreviewDrawing | undefined): void; destroy(): void } {
  const group = new Konva.Group({ listening: false, name: 'hex-preview' });
  scene.overlay.add(group);
  return {
    draw: (drawing) => drawHexPreview(group, scene, drawing),
    destroy: () => {
      group.destroy();
      scene.overlay.batchDraw();
    },
  };
}

function drawHexPreview(group: Konva.Group, scene: HexScene, drawing: HexPreviewDrawing | undefined): void {
  group.destroyChildren();
  const grid = scene.hexGrid;
  const dot = 1 / scene.camera.ppi;
  const outline = (id: string, style: Partial<Konva.LineConfig>) => {
    const c = parseHexId(grid, id);
    if (c && onGrid(grid, c)) group.add(new Konva.Line({ points: hexCorners(grid, c).flatMap((p) => [p.x, p.y]), closed: true, strokeScaleEnabled: false, listening: false, ...style }));
  };
  const centres = (ids: readonly string[]) => ids.flatMap((id) => {
    const p = scene.centreOf(id);
    return p ? [p.x, p.y] : [];
  });
  if (drawing?.line) {
    const { from, to, clear, blocking } = drawing.line;
    for (const id of blocking) outline(id, { fill: 'rgba(176, 58, 46, 0.35)', stroke: INK.blocked, strokeWidth: 2 });
    group.add(new Konva.Line({ points: centres([from, to]), stroke: clear ? INK.clear : INK.blocked, strokeWidth: 3, dash: clear ? [] : [10, 6], strokeScaleEnabled: false, listening: false }));
  }
  if (drawing?.path && drawing.path.hexes.length) {
    const { hexes, stops, refused } = drawing.path;
    group.add(new Konva.Line({ points: centres(hexes), stroke: INK.path, strokeWidth: 4, lineJoin: 'round', lineCap: 'round', opacity: 0.85, strokeScaleEnabled: false, listening: false }));
    for (const id of hexes) {
      const p = scene.centreOf(id);
      const colour = refused.includes(id) ? INK.refused : stops.includes(id) ? INK.stop : INK.path;
      if (p) group.add(new Konva.Circle({ x: p.x, y: p.y, radius: 5, fill: colour, scaleX: dot, scaleY: dot, listening: false }));
    }
    for (const id of stops) outline(id, { stroke: INK.stop, strokeWidth: 3 });
    for (const id of refused) outline(id, { stroke: INK.refused, strokeWidth: 3 });
  }
  for (const m of drawing?.marks ?? []) outline(m.hex, { stroke: ROLE[m.role], strokeWidth: 4, dash: m.role === 'found' ? [6, 3] : [] });
  scene.overlay.batchDraw();
}
