/**
 * Typed paths into a document: `PathInto<MusterScenario>` is every list of keys and indices that leads
 * somewhere in a scenario, and `ValueAt` the type found there, so `setField(label, ['length', 'turns'], 'x')`
 * or `setField(label, ['lenght'], 3)` fails to compile. An order of battle's own settings (name, side,
 * era…) are form fields, but the walk stops there: its tree is edited by the order-of-battle commands.
 */

import type { Objective, SetupArea } from '../../model/scenario.generated';

/** One less than each index: bounds the walk so a recursive type stays finite. */
type Prev = [never, 0, 1, 2, 3, 4, 5, 6, 7];

/**
 * Keys whose trees are not form fields: an order of battle has its own commands (core/oob/commands), and a
 * GBACW scenario's game tables are whole tables a designer enters at once; only their top-level settings
 * are fields. Walking the tables' rows and cells to depth multiplies the paths past what the compiler can hold.
 */
type Stop = 'orderOfBattle' | 'gameTables';
/** A hex side's counters are edited by core/scenario/commands/counters.ts (its own `CounterPath`); the walk does not enter them. */
type Opaque = 'counters';
/**
 * The map is edited by core/map/commands; only its set-up areas and objectives are also form fields (the
 * scenario's set-up page). Walking the whole tabletop-or-hex union to depth multiplies the paths past
 * what the compiler can hold, so the walk sees just those two lists of it.
 */
type Narrowed = { map: { setupAreas?: SetupArea[]; objectives?: Objective[] } };
type Walked<T, K extends keyof T> = K extends keyof Narrowed ? Narrowed[K] : T[K];
type StopBelow = 'children';

/** Every path into `T`, at most `Depth` keys long. */
export type PathInto<T, Depth extends number = 7> = [Depth] extends [never]
  ? never
  : T extends readonly (infer U)[]
    ? readonly [number] | readonly [number, ...PathInto<NonNullable<U>, Prev[Depth]>]
    : T extends object
      ? { [K in keyof T & string]-?: K extends Opaque ? readonly [K] : K extends Stop ? readonly [K] | readonly [K, Exclude<keyof NonNullable<T[K]> & string, StopBelow>] : readonly [K] | readonly [K, ...PathInto<NonNullable<Walked<T, K>>, Prev[Depth]>] }[keyof T & string]
      : never;

/** The type of the value at `P` in `T` (without `undefined`: a field is cleared by setting `undefined`). */
export type ValueAt<T, P> = P extends readonly [infer K, ...infer Rest]
  ? T extends unknown
    ? T extends readonly (infer U)[]
      ? K extends number
        ? ValueAt<NonNullable<U>, Rest>
        : never
      : K extends keyof T
        ? ValueAt<NonNullable<T[K]>, Rest>
        : never
    : never
  : T;

/**
 * Every path into `T` that leads to a list, walked as `PathInto` walks (same stops, same depth). Built
 * directly rather than by filtering `PathInto` through `ValueAt`: that filter compares every path of the
 * scenario, which is what made the compiler run out of memory once hex sides grew their own trees.
 */
export type ListPathInto<T, Depth extends number = 7> = [Depth] extends [never]
  ? never
  : T extends readonly (infer U)[]
    ? readonly [number, ...ListPathInto<NonNullable<U>, Prev[Depth]>]
    : T extends object
      ? {
          [K in keyof T & string]-?:
            | (NonNullable<T[K]> extends readonly unknown[] ? readonly [K] : never)
            | (K extends Opaque
                ? never
                : K extends Stop
                  ? { [J in Exclude<keyof NonNullable<T[K]> & string, StopBelow>]-?: NonNullable<NonNullable<T[K]>[J]> extends readonly unknown[] ? readonly [K, J] : never }[Exclude<keyof NonNullable<T[K]> & string, StopBelow>]
                  : readonly [K, ...ListPathInto<NonNullable<Walked<T, K>>, Prev[Depth]>]);
        }[keyof T & string]
      : never;

