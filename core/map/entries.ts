/**
 * Where and when reinforcements come on: the scenario's entries (sides[].entries) gathered at the
 * board's lettered entrances, an edge's middle or a point, each with its arrival in turns, so the map
 * can show the arrival schedule where the troops march on.
 */
import type { Arrival, Board, Edge, Entry, MapPoint } from '../model/scenario.generated';
import { locate, locateLeader } from '../oob/operations';
import type { OrderOfBattle } from '../model/oob';
import { EDGE_LABELS } from './labels';
import { entrancePositions, placesOnEdge, pointOnEdge } from './board';

export interface EntrySide {
  id: string;
  entries?: readonly Entry[];
  /** The side's order of battle, for the names of the units that arrive (a scenario side's own is in its forces). */
  orderOfBattle?: OrderOfBattle;
  forces?: { orderOfBattle?: OrderOfBattle };
}

/** The name of a formation, unit or leader of an order of battle by its id (or its name, as older files wrote it). */
export function nameInOrderOfBattle(oob: OrderOfBattle | undefined, ref: string): string | undefined {
  if (!oob) return undefined;
  return locate(oob, ref)?.node.name ?? locateLeader(oob, ref)?.leader.name;
}

/**
 * An entry as the designer and the players know it: by the units that arrive ("Iron Brigade", "Archer's
 * brigade and Pegram's battalion", "Hampton, 1st North Carolina and 3 more"), else the points that come,
 * never its id. The same words head it in the editor, label it on the board and list it in print.
 */
export function entryTitle(entry: Pick<Entry, 'units' | 'points'>, nameOf: (ref: string) => string | undefined): string {
  const names = (entry.units ?? []).map((ref) => nameOf(ref) ?? ref);
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  if (names.length > 2) return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
  if (entry.points !== undefined) return `${entry.points} MP of troops`;
  return 'Units not picked yet';
}

/**
 * Where an entry comes on, in words: "Entrance C (Ely Ford Road)", "West edge between points 07 and 11",
 * "West edge".
 */
export function entryPlaceWords(entry: Pick<Entry, 'entrance' | 'edge' | 'between' | 'hexes'>, board: Pick<Board, 'roadEntrances' | 'intersectionPoints'> | undefined): string {
  if (entry.hexes?.length) return `${entry.hexes.length === 1 ? 'Hex' : 'Hexes'} ${entry.hexes.join(', ')}`;
  if (entry.entrance) {
    const road = board?.roadEntrances?.find((r) => r.letter === entry.entrance)?.road;
    return `Entrance ${entry.entrance}${road ? ` (${road})` : ''}`;
  }
  const letters = new Set((board?.roadEntrances ?? []).map((r) => r.letter));
  const between = entry.between ? ` between ${entry.between.every((b) => letters.has(b)) ? 'entrances' : 'points'} ${entry.between.join(' and ')}` : '';
  if (entry.edge) return `${EDGE_LABELS[entry.edge]} edge${between}`;
  return between ? `Between ${between.slice(' between '.length)}` : '—';
}

/** The pairs of places along an edge an entry may come on between, each as the two names in order along the edge. */
export function edgeSpans(board: Board, edge: Edge): Array<[string, string]> {
  const places = placesOnEdge(board, edge).map((p) => p.name);
  const out: Array<[string, string]> = [];
  for (let i = 0; i < places.length; i++) for (let j = i + 1; j < places.length; j++) out.push([places[i]!, places[j]!]);
  return out;
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
      else if (entry.edge) place = { at: betweenMiddle(board, entry.edge, entry.between) ?? pointOnEdge(board, entry.edge, 0.5), edge: entry.edge };
      if (!place) continue;
      const key = `${side.id}\u0000${place.letter ?? ''}\u0000${place.at.x},${place.at.y}`;
      const point = out.get(key) ?? { side: side.id, ...place, lines: [] };
      point.lines.push(`${entryTitle(entry, (ref) => nameInOrderOfBattle(side.orderOfBattle ?? side.forces?.orderOfBattle, ref))}: ${arrivalWhen(entry.arrival)}`);
      out.set(key, point);
    }
  }
  return [...out.values()];
}

/** The middle of an edge's stretch between two of its places, where the troops coming on between them are shown. */
function betweenMiddle(board: Board, edge: Edge, between: readonly string[] | undefined): MapPoint | undefined {
  if (!between) return undefined;
  const places = placesOnEdge(board, edge);
  const ends = between.map((name) => places.find((p) => p.name === name)?.at);
  if (ends.some((e) => !e)) return undefined;
  return { x: (ends[0]!.x + ends[1]!.x) / 2, y: (ends[0]!.y + ends[1]!.y) / 2 };
}
