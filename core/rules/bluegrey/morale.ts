/**
 * Morale in Blue & Grey (12.0, B:486–545): the ladder Normal → Disordered → Shaken → Routed, what each
 * state does to Combat Strength in attack and defence, which combat results disorder whom, the rally
 * table, and the two retreats before combat (cavalry by choice, 8.77; routed units at the attacker's
 * choice, 12.34). Exact chances come from core/dice.
 */
import { die, probabilityWhere, shift } from '../../dice';
import { type Trace, bluegreyLine } from '../trace';
import type { BgResult } from './crt';
import { BG_MORALE_STATE_LABELS, type BgMoraleState, type Ratio, ratio } from './types';

export interface MoraleStrength {
  /** The factor on an attacking unit's strength; `null`: it may not attack. */
  attack: Ratio | null;
  defence: Ratio;
  source: string;
}

/** Each state's effect on Combat Strength, each unit rounded on its own (12.21–12.23, B:508–512). */
export const MORALE_STRENGTH: Readonly<Record<BgMoraleState, MoraleStrength>> = {
  normal: { attack: ratio(1), defence: ratio(1), source: bluegreyLine(104) },
  disordered: { attack: ratio(2, 3), defence: ratio(1), source: bluegreyLine(508) },
  shaken: { attack: ratio(1, 3), defence: ratio(2, 3), source: bluegreyLine(510) },
  routed: { attack: null, defence: ratio(1, 3), source: bluegreyLine(512) },
};

/** No unit's strength is reduced below 1, at any stage, by terrain, range or morale; Night excepted (12.24, B:514; 8.32, B:272). */
export const MINIMUM_STRENGTH = { value: 1, source: bluegreyLine(514), also: bluegreyLine(272) } as const;

/** Where a further Disorder takes a unit (12.14–12.15, B:498–499): a routed unit is not affected. */
export const FURTHER_DISORDER: Readonly<Record<BgMoraleState, { to: BgMoraleState; source: string }>> = {
  normal: { to: 'disordered', source: bluegreyLine(493) },
  disordered: { to: 'shaken', source: bluegreyLine(498) },
  shaken: { to: 'routed', source: bluegreyLine(499) },
  routed: { to: 'routed', source: bluegreyLine(499) },
};

/** The die faces on which a unit rolling for Disorder becomes Disordered (12.12 B:495, 12.13 B:497). */
export const DISORDER_ROLL = { faces: [4, 5, 6], source: bluegreyLine(495), also: bluegreyLine(497) } as const;

/** Who a result disorders: nobody, every survivor, or each survivor rolling (`roll`); and only from, or in, an enemy-controlled hex. */
export type DisorderEffect = 'none' | 'disordered' | 'roll';
export const DISORDER_EFFECT_LABELS: Readonly<Record<DisorderEffect, string>> = { none: 'No Disorder', disordered: 'Disordered', roll: 'Roll for Disorder' };

export interface ResultDisorder {
  attackers: DisorderEffect;
  defenders: DisorderEffect;
  source: string;
}

/**
 * Disorder after each result (12.11–12.13, B:493–497). Attackers are disordered only if they attacked
 * from an enemy-controlled hex, defenders roll only if they were in one; retreating artillery is always
 * Disordered, and attacking artillery retreating from an enemy-controlled hex takes one Disorder more.
 */
export const RESULT_DISORDER: Readonly<Record<BgResult, ResultDisorder>> = {
  AE: { attackers: 'none', defenders: 'none', source: bluegreyLine(706) },
  'AE*': { attackers: 'disordered', defenders: 'none', source: bluegreyLine(493) },
  AR: { attackers: 'disordered', defenders: 'none', source: bluegreyLine(493) },
  'EX*': { attackers: 'roll', defenders: 'roll', source: bluegreyLine(497) },
  EX: { attackers: 'roll', defenders: 'none', source: bluegreyLine(497) },
  DR: { attackers: 'none', defenders: 'roll', source: bluegreyLine(495) },
  DE: { attackers: 'none', defenders: 'none', source: bluegreyLine(717) },
};

/** Units entering or in a town/urban hex are Disordered, and a rally there leaves them Disordered (12.17, B:502; 12.41, B:542). */
export const TOWN_DISORDER = { source: bluegreyLine(502), rallySource: bluegreyLine(542) } as const;
/** Markers come off units not in an enemy-controlled hex at the start of a friendly Night Combat Phase (12.41 a, B:533; 11.3, B:485). */
export const NIGHT_RECOVERY = { source: bluegreyLine(533), also: bluegreyLine(485) } as const;
/** A player may turn a Shaken unit that did not move Routed, to be spared an attack (12.16, B:500). */
export const VOLUNTARY_ROUT_SOURCE = bluegreyLine(500);
/** Displacement and cavalry retreating before combat never disorder (12.18–12.19, B:504–505). */
export const NO_DISORDER_SOURCES = { displacement: bluegreyLine(504), cavalryRetreat: bluegreyLine(505) } as const;

export type RallyOutcome = BgMoraleState | 'eliminated';

export interface RallyRow {
  faces: readonly number[];
  to: RallyOutcome;
}

/** The rally table (12.41 b, B:537–541): a state's rows by die faces. */
export const RALLY: Readonly<Record<Exclude<BgMoraleState, 'normal'>, { rows: readonly RallyRow[]; source: string }>> = {
  disordered: {
    rows: [
      { faces: [1, 2, 3, 4, 5], to: 'normal' },
      { faces: [6], to: 'shaken' },
    ],
    source: bluegreyLine(537),
  },
  shaken: {
    rows: [
      { faces: [1, 2, 3], to: 'normal' },
      { faces: [4, 5], to: 'disordered' },
      { faces: [6], to: 'routed' },
    ],
    source: bluegreyLine(539),
  },
  routed: {
    rows: [
      { faces: [1], to: 'normal' },
      { faces: [2, 3], to: 'disordered' },
      { faces: [4, 5], to: 'shaken' },
      { faces: [6], to: 'eliminated' },
    ],
    source: bluegreyLine(541),
  },
};
/** A routed unit eliminated rallying counts as eliminated in combat (12.43, B:545). */
export const RALLY_ELIMINATION_SOURCE = bluegreyLine(545);

/** The outcome of one rally roll (a modified roll is kept within 1–6). */
export function rallyResult(state: Exclude<BgMoraleState, 'normal'>, roll: number, inTown = false): RallyOutcome {
  const face = Math.min(6, Math.max(1, roll));
  const to = RALLY[state].rows.find((r) => r.faces.includes(face))!.to;
  return inTown && to === 'normal' ? 'disordered' : to;
}

export interface RallyOdds {
  outcomes: Partial<Record<RallyOutcome, number>>;
  trace: Trace;
}

/**
 * The exact chance of each rally outcome. `modifier` is a game's own (Ezra Church's Confederates add
 * 1, B:8943); a modified roll is read within 1–6 (decision BG-C2). In a town/urban hex a recovery
 * leaves the unit Disordered.
 */
export function rallyOdds(state: Exclude<BgMoraleState, 'normal'>, options: { inTown?: boolean; modifier?: number } = {}): RallyOdds {
  const roll = shift(die(), options.modifier ?? 0);
  const outcomes: Partial<Record<RallyOutcome, number>> = {};
  for (let face = 1; face <= 6; face++) {
    const p = probabilityWhere(roll, (t) => Math.min(6, Math.max(1, t)) === face);
    if (p === 0) continue;
    const to = rallyResult(state, face, options.inTown);
    outcomes[to] = (outcomes[to] ?? 0) + p;
  }
  const trace: Trace = [
    {
      step: 'rally',
      value: BG_MORALE_STATE_LABELS[state],
      detail: RALLY[state].rows.map((r) => `${r.faces.join('–').replace(/^(\d)–.*–(\d)$/, '$1–$2')}: ${r.to === 'eliminated' ? 'eliminated' : BG_MORALE_STATE_LABELS[r.to]}`).join('; '),
      source: RALLY[state].source,
    },
  ];
  if (options.modifier) trace.push({ step: 'game modifier', value: options.modifier, detail: 'added to the rally roll by the game’s own rules; a roll beyond 1–6 reads as 1 or 6' });
  if (options.inTown) trace.push({ step: 'town/urban', value: 'Disordered', detail: 'a unit rallying in a town/urban hex stays at least Disordered', source: TOWN_DISORDER.rallySource });
  if (state === 'routed') trace.push({ step: 'eliminated on a failed rally', value: null, detail: 'counts as eliminated in combat', source: RALLY_ELIMINATION_SOURCE });
  return { outcomes, trace };
}

/** The chance a unit rolling for Disorder (12.12, 12.13) is Disordered, with a game's own modifier (Ezra Church +1, B:8943). */
export function disorderChance(modifier = 0): number {
  return probabilityWhere(shift(die(), modifier), (t) => (DISORDER_ROLL.faces as readonly number[]).includes(Math.min(6, Math.max(1, t))));
}

/** Cavalry attacked by a force without cavalry may try to retreat two hexes before combat: 1–5 it must go, 6 it stays (8.77, B:316). */
export const CAVALRY_RETREAT_BEFORE_COMBAT = { faces: [1, 2, 3, 4, 5], hexes: 2, source: bluegreyLine(316), bombardmentSource: bluegreyLine(318) } as const;
/** The attacker may make routed defenders retreat two hexes before combat; those that cannot are eliminated (12.34, B:525). */
export const ROUTED_RETREAT_BEFORE_COMBAT = { hexes: 2, source: bluegreyLine(525) } as const;

/** The chance cavalry choosing to retreat before combat must go, with the faces a game may give instead (Chickamauga's Wilder, 1–4). */
export function cavalryRetreatChance(faces: readonly number[] = CAVALRY_RETREAT_BEFORE_COMBAT.faces): number {
  return probabilityWhere(die(), (t) => faces.includes(t));
}
