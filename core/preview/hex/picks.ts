/**
 * What the designer has picked on the map for the preview, and how each click changes it: a mover and
 * the hexes of its path, the two ends of a line, attackers and a defender, a battery and its target, a
 * leader. The preview tool (renderer/src/views/map/tools/hexPreview.ts) feeds clicks in; the panel
 * asks the ruleset's row with what is picked.
 */
import { type Grid, hexId, hexLine, parseHexId } from '../../hex';
import type { HexPreviewMode } from './types';

export interface HexPicks {
  mode: HexPreviewMode;
  /** Path: the counter that moves; attack: the defender; artillery: the battery or (GBACW) the firing unit; command: the leader. */
  counter?: string;
  /** Attack: the attacking counters. */
  attackers: string[];
  /** Path: the hexes from the mover's own; sight: its two ends; artillery: the target. */
  hexes: string[];
}

export interface HexClick {
  hex: string;
  /** The top counter under the pointer. */
  counter?: string;
  /** The hex of that counter (an extended counter is moved from its own hex). */
  counterHex?: string;
  shift: boolean;
  /** Entered while the button is held (a drag laying a path). */
  drag: boolean;
}

export const noPicks = (mode: HexPreviewMode): HexPicks => ({ mode, attackers: [], hexes: [] });

const withoutCounter = ({ mode, attackers, hexes }: HexPicks): HexPicks => ({ mode, attackers, hexes });

/** The picks after one click (or one hex entered on a drag). */
export function pickOn(grid: Grid, picks: HexPicks, click: HexClick): HexPicks {
  const { mode } = picks;
  if (mode === 'path') {
    const start = click.counter !== undefined && !click.drag && (picks.counter === undefined || picks.hexes.length <= 1 || click.shift);
    if (start) return { ...picks, counter: click.counter!, hexes: [click.counterHex ?? click.hex] };
    if (picks.counter === undefined) return picks;
    const last = picks.hexes.at(-1);
    if (last === click.hex) return picks;
    const a = last ? parseHexId(grid, last) : undefined;
    const b = parseHexId(grid, click.hex);
    if (!a || !b) return picks;
    return { ...picks, hexes: [...picks.hexes, ...hexLine(grid, a, b).slice(1).map((c) => hexId(grid, c))] };
  }
  if (click.drag) return picks;
  if (mode === 'sight') return { ...picks, hexes: picks.hexes.length === 1 ? [picks.hexes[0]!, click.hex] : [click.hex] };
  if (mode === 'attack') {
    if (click.counter === undefined) return picks;
    if (click.shift) return { ...picks, counter: click.counter, attackers: picks.attackers.filter((k) => k !== click.counter) };
    const had = picks.attackers.includes(click.counter);
    return { ...picks, attackers: had ? picks.attackers.filter((k) => k !== click.counter) : [...picks.attackers, click.counter] };
  }
  if (mode === 'artillery') {
    if (click.counter !== undefined && (picks.counter === undefined || click.shift)) return { ...picks, counter: click.counter, hexes: [] };
    return picks.counter === undefined ? picks : { ...picks, hexes: [click.hex] };
  }
  return click.counter === undefined ? withoutCounter(picks) : { ...picks, counter: click.counter };
}

/** The last pick taken back (Backspace): a path's last hex, the last attacker, a line's far end. */
export function pickBack(picks: HexPicks): HexPicks {
  if (picks.mode === 'attack') return  picks.counter !== undefined ? withoutCounter(picks) : { ...picks, attackers: picks.attackers.slice(0, -1) };
  if (picks.mode === 'path' && picks.hexes.length <= 1) return picks;
  return { ...picks, hexes: picks.hexes.slice(0, -1) };
}
