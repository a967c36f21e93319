/**
 * The hex map's lists in the designer's words: hex directions, grid orientation and offsets, and what a
 * counter prints (type, size and its size mark, action profile, orders).
 */
import type { Counter, HexGrid, LeaderRatings } from '../model/scenario.generated';
import type { Labels } from '../model/labels';
import { COUNTER_SIZE_MARKS } from './counters';

/** The size symbols printed over a counter's type box (Blue & Grey 2.4), kept with the counter's face. */
export { COUNTER_SIZE_MARKS };

type Def<T> = NonNullable<T>;
export const HEX_DIRECTION_LABELS: Labels<'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW' | 'E' | 'W'> = { N: 'N', NE: 'NE', SE: 'SE', S: 'S', SW: 'SW', NW: 'NW', E: 'E', W: 'W' };
export const HEX_ORIENTATION_LABELS: Labels<HexGrid['orientation']> = { 'flat-top': 'Flat top', 'pointy-top': 'Pointy top' };
export const ODD_COLUMNS_LABELS: Labels<Def<HexGrid['oddColumnsShifted']>> = { up: 'Odd columns up', down: 'Odd columns down' };
export const ODD_ROWS_LABELS: Labels<Def<HexGrid['oddRowsShifted']>> = { left: 'Odd rows left', right: 'Odd rows right' };
export const NORTH_EDGE_LABELS: Labels<Def<HexGrid['northEdge']>> = { top: 'Top', right: 'Right', bottom: 'Bottom', left: 'Left' };
/** What a hex game's counter is, in the words its type box stands for. */
export const COUNTER_TYPE_LABELS: Labels<Counter['type']> = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  artillery: 'Artillery',
  'horse-artillery': 'Horse artillery',
  gunboat: 'Gunboat',
  train: 'Wagon train',
  leader: 'Leader',
  engineers: 'Engineers',
  other: 'Other',
};
export const COUNTER_SIZE_LABELS: Labels<Def<Counter['size']>> = {
  section: 'Section',
  battery: 'Battery',
  regiment: 'Regiment',
  brigade: 'Brigade',
  division: 'Division',
  corps: 'Corps',
  army: 'Army',
};
export const ACTION_PROFILE_LABELS: Labels<Def<LeaderRatings['actionProfile']>> = { A: 'Aggressive', N: 'Normal', C: 'Cautious', U: 'Unreliable' };
export const ORDERS_LABELS: Labels<Def<Counter['orders']>> = { march: 'March', advance: 'Advance', attack: 'Attack' };
