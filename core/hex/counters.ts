/**
 * A counter as the hex games print it, for every place that draws one (the editor's canvas, the SVG
 * export): its size mark over the type box, its designation, and the values along its bottom edge in the
 * order its system prints them. Blue & Grey prints combat strength, then the movement allowance where the
 * game gives one (`4-6`), a train's defence-only strength in brackets (2.3); GBACW prints strength,
 * cohesion (with G for a green unit) and movement across the bottom, an artillery fire strength in brackets,
 * and the weapon code (1.3 of the digest). The reverse side (`flipped`) shows the reduced or disordered
 * values where the counter record gives them, else the front's. A leader shows its stars.
 *
 * A side that has no counters (an order of battle made for the tabletop) puts its units on a hex map by
 * name: they are shown with the designation and arm their order of battle gives, and no printed values.
 */
import type { OrderOfBattle, Unit } from '../model/oob';
import type { Counter, HexPlacement } from '../model/scenario.generated';

/**
 * The size symbols printed over a counter's type box (Blue & Grey 2.4). They are part of the counter's
 * face, so they live with it; core/vocabulary lists them beside the sizes' labels.
 */
export const COUNTER_SIZE_MARKS: Readonly<Record<NonNullable<Counter['size']>, string>> = { section: '••', battery: 'I', regiment: 'III', brigade: 'X', division: 'XX', corps: 'XXX', army: 'XXXX' };

/** A side as a hex map draws its counters: its colours come from `rulesSide`. */
export interface CounterSide {
  id: string;
  name: string;
  rulesSide: 'union' | 'confederate';
  counters?: readonly Counter[];
  orderOfBattle?: OrderOfBattle;
}

/** What the face of a counter shows. */
export interface CounterFace {
  /** The size mark printed over the type box (X, XX, III…), where the record gives a size. */
  sizeMark?: string;
  type: Counter['type'];
  name: string;
  /** The values along the bottom, as printed ('6-4', '(3)', '6 5G 4'); empty for a counter with none. */
  values: string;
  /** GBACW weapon or gun code. */
  weapon?: string;
  /** GBACW leader rank, as stars. */
  stars?: number;
  /** The affiliation colour printed on the counter, where the record gives one. */
  colour?: string;
  /** Whether the counter's record was found (a placement naming nothing shows its id). */
  known: boolean;
}

const ARM_TYPES: Readonly<Record<Unit['arm'], Counter['type']>> = { infantry: 'infantry', cavalry: 'cavalry', artillery: 'artillery', engineers: 'engineers' };

/** The counters a side can place: its own counter records, else its order of battle's units by name. */
export function placeableCounters(side: CounterSide): Counter[] {
  if (side.counters?.length) return [...side.counters];
  const found: Counter[] = [];
  const walk = (nodes: OrderOfBattle['children']) => {
    for (const node of nodes) {
      if ('kind' in node && node.kind === 'formation') walk(node.children);
      else found.push({ id: node.name, name: node.name, type: ARM_TYPES[(node as Unit).arm] });
    }
  };
  if (side.orderOfBattle) walk(side.orderOfBattle.children);
  return found;
}

/** The record of the counter a placement names: by id among the side's counters, or by name in its order of battle. */
export function counterOf(sides: readonly CounterSide[], placement: Pick<HexPlacement, 'side' | 'unit'>): Counter | undefined {
  const side = sides.find((s) => s.id === placement.side);
  if (!side) return undefined;
  return side.counters?.length ? side.counters.find((c) => c.id === placement.unit) : placeableCounters(side).find((c) => c.id === placement.unit);
}

/** The face a counter shows, front or (`flipped`) reverse. */
export function counterFace(counter: Counter | undefined, flipped = false, fallbackName = '?'): CounterFace {
  if (!counter) return { type: 'other', name: fallbackName, values: '', known: false };
  const back = flipped ? counter.reduced : undefined;
  const strength = back?.strength ?? counter.strength;
  const movement = back?.movement ?? counter.movement;
  const cohesion = back?.cohesion ?? counter.cohesion;
  let values = '';
  if (strength !== undefined) {
    const s = counter.fireOnly ? `(${strength})` : String(strength);
    if (cohesion !== undefined) values = [s, `${cohesion}${counter.green ? 'G' : ''}`, ...(movement !== undefined ? [String(movement)] : [])].join(' ');
    else values = movement !== undefined ? `${s}-${movement}` : s;
  } else if (cohesion !== undefined) {
    values = `${cohesion}${counter.green ? 'G' : ''}${movement !== undefined ? ` ${movement}` : ''}`;
  }
  return {
    ...(counter.size ? { sizeMark: COUNTER_SIZE_MARKS[counter.size] } : {}),
    type: counter.type,
    name: counter.name,
    values,
    ...(counter.weapon ? { weapon: counter.weapon } : {}),
    ...(counter.stars ? { stars: counter.stars } : {}),
    ...(counter.colour ? { colour: counter.colour } : {}),
    known: true,
  };
}

/** The printed fields of a counter record, labelled, for a properties panel (only those it has). */
export function printedFields(counter: Counter, flipped = false): Array<{ label: string; value: string }> {
  const back = flipped ? counter.reduced : undefined;
  const rows: Array<{ label: string; value: string | number | undefined }> = [
    { label: 'Strength', value: back?.strength ?? counter.strength },
    { label: 'Cohesion', value: back?.cohesion ?? counter.cohesion },
    { label: 'Movement', value: back?.movement ?? counter.movement },
    { label: 'Weapon', value: counter.weapon },
    { label: 'Formation', value: counter.formation },
    { label: 'Stars', value: counter.stars },
    { label: 'Command range', value: counter.ratings?.commandRange },
  ];
  return rows.filter((r) => r.value !== undefined).map((r) => ({ label: r.label, value: String(r.value) + (r.label === 'Strength' && counter.fireOnly ? ' (fire only)' : '') }));
}
