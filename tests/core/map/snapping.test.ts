import { describe, expect, it } from 'vitest';
import { snap, snapToGrid } from '../../../core/map/snapping';

const wood = [
  { x: 10, y: 10 },
  { x: 20, y: 10 },
  { x: 20, y: 20 },
];
const sources = { vertices: wood, edges: [[wood[0]!, wood[1]!], [wood[1]!, wood[2]!]] as const, gridIn: 6 };

describe('snapping the pointer', () => {
  it('catches a vertex before an edge and an edge before the grid', () => {
    expect(snap({ x: 10.2, y: 10.1 }, sources, { toleranceIn: 0.5 })).toEqual({ point: { x: 10, y: 10 }, target: 'vertex' });
    expect(snap({ x: 15, y: 10.3 }, sources, { toleranceIn: 0.5 })).toEqual({ point: { x: 15, y: 10 }, target: 'edge' });
    expect(snap({ x: 13.1, y: 16.9 }, sources, { toleranceIn: 0.5 })).toEqual({ point: { x: 12, y: 18 }, target: 'grid' });
  });

  it('takes the nearest of several vertices within reach', () => {
    expect(snap({ x: 19.7, y: 10.2 }, { vertices: [{ x: 19, y: 10 }, { x: 20, y: 10 }] }, { toleranceIn: 1 }).point).toEqual({ x: 20, y: 10 });
  });

  it('lets the pointer go where it is when snapping is off or nothing is near', () => {
    expect(snap({ x: 15, y: 14 }, sources, { toleranceIn: 0.5, targets: new Set() })).toEqual({ point: { x: 15, y: 14 }, target: 'none' });
    expect(snap({ x: 15, y: 14 }, { vertices: wood }, { toleranceIn: 0.5 })).toEqual({ point: { x: 15, y: 14 }, target: 'none' });
  });

  it('snaps to the nearest grid line crossing', () => {
    expect(snapToGrid({ x: 17.9, y: 9.1 }, 18)).toEqual({ x: 18, y: 18 });
    expect(snapToGrid({ x: 8.9, y: 9.1 }, 18)).toEqual({ x: 0, y: 18 });
    expect(snapToGrid({ x: 3.3, y: 4.4 }, 0)).toEqual({ x: 3.3, y: 4.4 });
  });
});
