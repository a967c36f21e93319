/**
 * The rules preview drawn over the board: with two units picked, the line of sight between them (green
 * when clear, red and dashed when not) with a cross where each blocker meets it; with one unit picked,
 * a ring round every enemy unit, green for those it sees and grey for those it does not. World units
 * (inches) like the rest of the overlay layer; stroke widths stay fixed on screen.
 */
import Konva from 'konva';
import { enemiesOf, lineOfSight, sideSight, sightFrom, type EnemyUnderFire, type MovementArea, type PreviewTable, type TableUnit } from '../../../../../core/preview/adf';

const SEEN = '#2e7d32';
const BLOCKED = '#c0392b';
const UNSEEN = '#8c8a84';

function outline(unit: TableUnit, colour: string, pad: number): Konva.Rect {
  const b = unit.box;
  return new Konva.Rect({ x: b.minX - pad, y: b.minY - pad, width: b.maxX - b.minX + 2 * pad, height: b.maxY - b.minY + 2 * pad, stroke: colour, strokeWidth: 2, cornerRadius: pad, strokeScaleEnabled: false, listening: false });
}

/**
 * The ground a unit reaches, as one picture of the grid: darker with one action, lighter with two. One
 * image rather than a shape a cell, so a drag redraws it at once.
 */
export function movementImage(area: MovementArea): Konva.Image | undefined {
  if (typeof document === 'undefined') return undefined;
  const canvas = document.createElement('canvas');
  canvas.width = area.cols;
  canvas.height = area.rows;
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  const pixels = ctx.createImageData(area.cols, area.rows);
  for (let i = 0; i < area.cost.length; i++) {
    const c = area.cost[i]!;
    if (c === Infinity) continue;
    pixels.data[i * 4] = 47;
    pixels.data[i * 4 + 1] = 95;
    pixels.data[i * 4 + 2] = 160;
    pixels.data[i * 4 + 3] = c <= 1 ? 110 : 55;
  }
  ctx.putImageData(pixels, 0, 0);
  return new Konva.Image({ image: canvas, x: area.origin.x, y: area.origin.y, width: area.cols * area.cellIn, height: area.rows * area.cellIn, imageSmoothingEnabled: false, listening: false, name: 'movement-area' });
}

/** Tints each enemy under fire red by the best chance of hits on it: pale for a scratch, deep for a killing ground. */
function drawFireOdds(group: Konva.Group, table: PreviewTable, odds: readonly EnemyUnderFire[], ppi: number): void {
  for (const o of odds) {
    const u = table.unitsByKey.get(o.target);
    if (!u) continue;
    const pad = 3 / ppi;
    const b = u.box;
    group.add(new Konva.Rect({ x: b.minX - pad, y: b.minY - pad, width: b.maxX - b.minX + 2 * pad, height: b.maxY - b.minY + 2 * pad, fill: `rgba(192, 57, 43, ${(0.15 + 0.7 * o.hitChance).toFixed(2)})`, listening: false, name: 'fire-odds' }));
    group.add(new Konva.Text({ x: b.maxX + pad, y: b.minY - pad, text: `${Math.round(o.hitChance * 100)}%`, fontSize: 11 / ppi, fill: '#7b1d14', fontStyle: 'bold', listening: false }));
  }
}

export function drawSightPreview(group: Konva.Group, table: PreviewTable | undefined, keys: readonly string[], ppi: number, movement?: MovementArea, fireOdds?: readonly EnemyUnderFire[], wholeSide = false): void {
  group.destroyChildren();
  if (!table) return;
  if (fireOdds) drawFireOdds(group, table, fireOdds, ppi);
  if (movement) {
    const image = movementImage(movement);
    if (image) group.add(image);
  }
  const units = keys.map((k) => table.unitsByKey.get(k)).filter((u): u is TableUnit => u !== undefined);
  if (units.length === 1) {
    const one = units[0]!;
    const enemies = enemiesOf(table, one.side);
    const bySide = wholeSide ? sideSight(table, one.side) : undefined;
    const byOne = bySide ? undefined : sightFrom(table, one, enemies);
    for (const [k, enemy] of enemies.entries()) {
      const seen = bySide ? bySide.has(enemy.key) : byOne![k] === 1;
      group.add(outline(enemy, seen ? SEEN : UNSEEN, 4 / ppi));
    }
    return;
  }
  if (units.length !== 2) return;
  const sight = lineOfSight(table, units[0]!, units[1]!);
  const colour = sight.visible ? SEEN : BLOCKED;
  group.add(new Konva.Line({ points: [sight.from.x, sight.from.y, sight.to.x, sight.to.y], stroke: colour, strokeWidth: 2.5, dash: sight.visible ? [] : [8, 4], strokeScaleEnabled: false, listening: false, name: 'sight-line' }));
  const r = 6 / ppi;
  for (const b of sight.blockedBy) {
    group.add(new Konva.Line({ points: [b.at.x - r, b.at.y - r, b.at.x + r, b.at.y + r], stroke: BLOCKED, strokeWidth: 3, strokeScaleEnabled: false, listening: false }));
    group.add(new Konva.Line({ points: [b.at.x - r, b.at.y + r, b.at.x + r, b.at.y - r], stroke: BLOCKED, strokeWidth: 3, strokeScaleEnabled: false, listening: false }));
  }
}
