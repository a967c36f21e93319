/**
 * Where and when reinforcements come on: the scenario's entries (sides[].entries) gathered at the
 * board's lettered entrances, an edge's middle or a point, each with its arrival in turns, so the map
 * can show the arrival schedule where the troops march on.
 */
import type { Arrival, Board, Edge, Entry, MapPoint } from '../scenario/types.generated';
import { entrancePositions, pointOnEdge } from './board';

export interface EntrySide {
  id: string;
  entries?: readonly Entry[];
}

export interface ArrivalPoint {
  side: string;
  at: MapPoint;
  /** The entrance's letter, when the entries come on at one. */
  letter?: string;
  /** The edge they march on from (the label is drawn inward of it). */
  edge?: Edge;
  /** One line an entry: who comes and when. */
  lines: string[];
}

/** An arrival in the fewest words: "turn 3", "1–3 on turn 1, else never". */
export function arrivalWhen(a: Arrival): string {
  if (a.kind === 'turn') return a.turn === undefined ? 'turn ?' : `turn ${a.turn}`;
  const rolls = a.nowOn?.length ? ` ${spanOf(a.nowOn)}` : '';
  const otherwise = a.otherwise === 'unavailable' ? ', else never' : a.otherwise === 'die-is-turn' ? ', else on the die’s turn' : a.otherwise === 'next-turn' ? ', else roll again' : '';
  return `roll${rolls} on turn ${a.rollOnTurn ?? '?'}${otherwise}`;
}

/** 1, 2, 3 → "1–3"; 2, 5 → "2, 5". */
function spanOf(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const contiguous = sorted.every((v, i) => i === 0 || v === sorted[i - 1]! + 1);
  return contiguous && sorted.length > 2 ? `${sorted[0]}–${sorted.at(-1)}` : sorted.join(', ');
}

/**
 * The arrival points of every side's entries that say where they come on (an entrance, an edge, a
 * point); entries at the same place and side share one point, in the scenario's order.
 */
export function arrivalPoints(board: Board, sides: readonly EntrySide[]): ArrivalPoint[] {
  const entrances = new Map(entrancePositions(board).map((e) => [e.entrance.letter, e]));
  const out = new Map<string, ArrivalPoint>();
  for (const side of sides) {
    for (const entry of side.entries ?? []) {
      const entrance = entry.entrance ? entrances.get(entry.entrance) : undefined;
      let place: Omit<ArrivalPoint, 'lines' | 'side'> | undefined;
      if (entrance) place = { at: entrance.at, letter: entrance.entrance.letter, edge: entrance.entrance.edge };
      else if (entry.at) place = { at: entry.at, ...(entry.edge ? { edge: entry.edge } : {}) };
      else if (entry.edge) place = { at: pointOnEdge(board, entry.edge, 0.5), edge: entry.edge };
      if (!place) continue;
      const key = `${side.id}\u0000${place.letter ?? ''}\u0000${place.at.x},${place.at.y}`;
      const point = out.get(key) ?? { side: side.id, ...place, lines: [] };
      point.lines.push(`${entry.id}: ${arrivalWhen(entry.arrival)}`);
      out.set(key, point);
    }
  }
  return [...out.values()];
}
