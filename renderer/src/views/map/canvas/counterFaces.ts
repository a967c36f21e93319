/**
 * The symbols drawn on the hex editor's counters (hexScene.ts): the type box of a counter's face, and a
 * small counter's face with only its symbol, large.
 */
import type { CounterFace } from '../../../../../core/hex';

/** A small counter's face: its type box across the middle, or a leader's star, in white, its lines at least 1.5 px (`pixel` is one screen pixel in the drawing's units). */
export function drawSymbol(g: CanvasRenderingContext2D, face: CounterFace, sq: { x: number; y: number; size: number }, pixel: number): void {
  if (face.type !== 'leader') return drawTypeBox(g, face, sq.x + sq.size * 0.16, sq.y + sq.size * 0.26, sq.size * 0.68, sq.size * 0.48, 1.5 * pixel);
  // A leader: a five-pointed star, as the counters' rank stars.
  const c = { x: sq.x + sq.size / 2, y: sq.y + sq.size / 2 };
  const outer = sq.size * 0.36;
  g.beginPath();
  for (let k = 0; k < 10; k++) {
    const r = k % 2 === 0 ? outer : outer * 0.45;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    if (k === 0) g.moveTo(c.x + r * Math.cos(a), c.y + r * Math.sin(a));
    else g.lineTo(c.x + r * Math.cos(a), c.y + r * Math.sin(a));
  }
  g.closePath();
  g.fillStyle = '#ffffff';
  g.fill();
}

/** The type box with its symbol, as the SVG export draws it. */
export function drawTypeBox(g: CanvasRenderingContext2D, face: CounterFace, x: number, y: number, w: number, h: number, minLine = 0): void {
  if (face.type === 'leader') return;
  g.strokeStyle = '#ffffff';
  g.lineWidth = Math.max(h * 0.08, minLine);
  g.strokeRect(x, y, w, h);
  g.beginPath();
  if (face.type === 'infantry' || face.type === 'engineers') {
    g.moveTo(x, y);
    g.lineTo(x + w, y + h);
    g.moveTo(x, y + h);
    g.lineTo(x + w, y);
  } else if (face.type === 'cavalry' || face.type === 'horse-artillery') {
    g.moveTo(x, y + h);
    g.lineTo(x + w, y);
  } else if (face.type === 'train') {
    g.moveTo(x, y + h / 2);
    g.lineTo(x + w, y + h / 2);
  }
  g.stroke();
  if (face.type === 'artillery' || face.type === 'horse-artillery') {
    g.beginPath();
    g.arc(x + w / 2, y + h / 2, h * 0.2, 0, Math.PI * 2);
    g.fillStyle = '#ffffff';
    g.fill();
  }
}
