/**
 * A place in a scenario named as the designer knows it: "Road entrance B on the west edge", "Union,
 * entry 2 (Iron Brigade)", "Board, squares wide", never "board › roadEntrances › #2 › alongIn". The
 * scenario editor heads each problem with it; the file's own pointer stays for `muster validate`.
 */
import { pointerTokens } from '../model/pointer';
import { EDGE_LABELS } from '../map/labels';
import type { MusterScenario } from '../model/scenario.generated';

/** Words for the fields a problem can point at; anything else is its name spelt out ("squaresWide" → "squares wide"). */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  widthIn: 'width',
  heightIn: 'depth',
  squareIn: 'board square',
  alongIn: 'distance along the edge',
  roadEntrances: 'road entrances',
  intersectionPoints: 'intersection points',
  setupAreas: 'set-up areas',
  setup: 'set-up',
  orderOfBattle: 'order of battle',
  rulesSide: 'rules side',
  withinInOfEdge: 'within of edge',
  distanceIn: 'distance',
  specialRules: 'special rules',
};

const spelt = (token: string): string => FIELD_WORDS[token] ?? token.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const isIndex = (t: string | undefined): t is string => t !== undefined && /^\d+$/.test(t);

export function placeInWords(doc: MusterScenario | undefined, pointer: string): string {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return 'Scenario';
  const [head, a, b, c, ...rest] = tokens;
  const tail = (from: readonly (string | undefined)[]) => from.filter((t): t is string => t !== undefined && !isIndex(t)).map(spelt);
  const joined = (lead: string, more: readonly string[]) => [lead, ...more].join(', ');
  if (head === 'board' && a === 'roadEntrances' && isIndex(b)) {
    const entrance = doc?.board.roadEntrances?.[Number(b)];
    const name = entrance ? `Road entrance ${entrance.letter} on the ${EDGE_LABELS[entrance.edge].toLowerCase()} edge` : `Road entrance ${Number(b) + 1}`;
    return joined(name, tail([c, ...rest]));
  }
  if (head === 'board' && a === 'intersectionPoints' && isIndex(b)) {
    const point = doc?.board.intersectionPoints?.[Number(b)];
    return joined(point ? `Point ${point.id}` : `Intersection point ${Number(b) + 1}`, tail([c, ...rest]));
  }
  if (head === 'sides' && isIndex(a)) {
    const side = doc?.sides[Number(a)];
    const sideName = side?.name || side?.id || `Side ${Number(a) + 1}`;
    if ((b === 'entries' || b === 'setup') && isIndex(c)) {
      return joined(`${sideName}, ${b === 'entries' ? 'entry' : 'set-up instruction'} ${Number(c) + 1}`, tail(rest));
    }
    return joined(sideName, tail([b, c, ...rest]));
  }
  return joined(capital(spelt(head!)), tail([a, b, c, ...rest]));
}
