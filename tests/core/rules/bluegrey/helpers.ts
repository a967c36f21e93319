/** Small hand-made hex maps for the Blue & Grey engine tests. */
import { type Compass, type HexCoord, gridOf, hexId, neighbour, parseHexId } from '../../../../core/hex';
import type { HexMap } from '../../../../core/model/scenario.generated';

export const GRID = { columns: 12, rows: 14, orientation: 'flat-top' as const };

/** A flat-topped 12 × 14 map, odd columns half a hex down, open ground at elevation 0 unless listed. */
export function hexMap(parts: Partial<Omit<HexMap, 'kind' | 'grid'>> = {}, grid: HexMap['grid'] = GRID): HexMap {
  return { kind: 'hex', grid, hexes: [], ...parts };
}

const grid = gridOf(GRID);
/** The hex across a side of another, as the map prints it. */
export const across = (id: string, side: Compass): string => hexId(grid, neighbour(grid, parseHexId(grid, id) as HexCoord, side));
