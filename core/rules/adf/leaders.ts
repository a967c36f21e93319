/**
 * ADF leaders: ranks, leadership benefit (LB), command and reaction radii per scale, the
 * supporting ("adjacent") distance, command and control, and leader casualties
 * (digest §3.20, §5.6, §5.7).
 */
import { adfLine, type Trace } from '../trace';
import type { FigureScale } from '../../model/words';
import type { PerScale } from './types';
import type { MovementTerrain } from './movement';
import { plural } from '../../model/plural';

export const LEADER_RANKS = ['brigade', 'division', 'corps', 'artillery'] as const;
export type LeaderRank = (typeof LEADER_RANKS)[number];

/** Figures on a leader's stand: one for a brigade, two for a division, three for a corps (B:457). */
export const LEADER_STAND_FIGURES: { source: string; figures: Record<Exclude<LeaderRank, 'artillery'>, number> } = {
  source: adfLine(457),
  figures: { brigade: 1, division: 2, corps: 3 },
};

export const LEADER_BENEFITS = [0, 1, 2] as const;
export type LeaderBenefit = (typeof LEADER_BENEFITS)[number];

/** What each LB means when leaders are rated historically, and the generic ratings by rank (B:1192). */
export const LEADER_BENEFIT_SCALE: {
  source: string;
  meaning: Record<LeaderBenefit, 'dud' | 'solid' | 'exceptional'>;
  generic: Record<LeaderRank, LeaderBenefit>;
} = {
  source: adfLine(1192),
  meaning: { 0: 'dud', 1: 'solid', 2: 'exceptional' },
  // The artillery leader is bought as a 1LB leader (B:1931).
  generic: { brigade: 1, division: 2, corps: 2, artillery: 1 },
};

/** Command radius = LB × this many inches (B:1216, B:3113). */
export const COMMAND_RADIUS: { source: string; inchesPerLb: PerScale<number> } = {
  source: adfLine(3113),
  inchesPerLb: { '10mm': 4, '15mm': 4, '25mm': 8 },
};

/** Reaction radius = LB × this many inches (B:1216, B:3115). */
export const REACTION_RADIUS: { source: string; inchesPerLb: PerScale<number> } = {
  source: adfLine(3115),
  inchesPerLb: { '10mm': 2, '15mm': 2, '25mm': 4 },
};

/** The 25/28mm quick-reference sheet's radii, 6× and 3× LB (`003_a4facec1628172f1.txt:87`). */
export const QUICK_REFERENCE_RADII_25MM = {
  source: '003_a4facec1628172f1.txt:87',
  commandInchesPerLb: 6,
  reactionInchesPerLb: 3,
} as const;

export interface LeaderOptions {
  /** `book` (default) or `quick-reference` for the 25mm sheet's smaller radii. */
  radii25mm: 'book' | 'quick-reference';
}
export const DEFAULT_LEADER_OPTIONS: LeaderOptions = { radii25mm: 'book' };

function radius(kind: 'command' | 'reaction', scale: FigureScale, lb: LeaderBenefit, options: LeaderOptions): { inches: number; trace: Trace } {
  const book = kind === 'command' ? COMMAND_RADIUS : REACTION_RADIUS;
  const quick = scale === '25mm' && options.radii25mm === 'quick-reference';
  const perLb = quick
    ? kind === 'command'
      ? QUICK_REFERENCE_RADII_25MM.commandInchesPerLb
      : QUICK_REFERENCE_RADII_25MM.reactionInchesPerLb
    : book.inchesPerLb[scale];
  const inches = perLb * lb;
  return {
    inches,
    trace: [
      {
        step: `leader ${kind} radius`,
        value: inches,
        detail: `${perLb} inches per LB at ${scale}, LB ${lb}.${lb === 0 ? ' An LB 0 leader still commands adjacent units.' : ''}`,
        source: quick ? QUICK_REFERENCE_RADII_25MM.source : book.source,
      },
    ],
  };
}

/** Leader command radius (LCR) in inches. */
export function commandRadius(scale: FigureScale, lb: LeaderBenefit, options: LeaderOptions = DEFAULT_LEADER_OPTIONS): { inches: number; trace: Trace } {
  return radius('command', scale, lb, options);
}

/** Leader reaction radius (LRR) in inches. */
export function reactionRadius(scale: FigureScale, lb: LeaderBenefit, options: LeaderOptions = DEFAULT_LEADER_OPTIONS): { inches: number; trace: Trace } {
  return radius('reaction', scale, lb, options);
}

/**
 * Supporting ("adjacent") distance between units, or between a leader and a unit, by the ground
 * between them (B:1206–1208): 0 means the stands must touch. Roads and trails run through other
 * ground and take the open distance (our reading).
 */
export const SUPPORTING_DISTANCE: Record<MovementTerrain, { source: string; inches: PerScale<number> }> = {
  open: { source: adfLine(1206), inches: { '10mm': 1, '15mm': 1, '25mm': 2 } },
  road: { source: adfLine(1206), inches: { '10mm': 1, '15mm': 1, '25mm': 2 } },
  trail: { source: adfLine(1206), inches: { '10mm': 1, '15mm': 1, '25mm': 2 } },
  broken: { source: adfLine(1207), inches: { '10mm': 0.5, '15mm': 0.5, '25mm': 1 } },
  'light-woods': { source: adfLine(1207), inches: { '10mm': 0.5, '15mm': 0.5, '25mm': 1 } },
  'heavy-woods': { source: adfLine(1208), inches: { '10mm': 0, '15mm': 0, '25mm': 0 } },
  rough: { source: adfLine(1208), inches: { '10mm': 0, '15mm': 0, '25mm': 0 } },
};

/** Whether two stands this far apart across this ground are adjacent. */
export function isAdjacent(scale: FigureScale, terrain: MovementTerrain, gapInches: number): boolean {
  return gapInches <= SUPPORTING_DISTANCE[terrain].inches[scale];
}

// ---------------------------------------------------------------------------
// Command and control
// ---------------------------------------------------------------------------

/** Out of C&C a move or a charge costs two actions; everything else still one (B:1216). */
export const OUT_OF_COMMAND_COST: { source: string; actions: Record<'move' | 'charge' | 'fire' | 'rally' | 'reform', number> } = {
  source: adfLine(1216),
  actions: { move: 2, charge: 2, fire: 1, rally: 1, reform: 1 },
};

/**
 * Whether a unit is in command: within a leader's command radius, or adjacent to an LB 0 leader,
 * or contiguously adjacent to in-command regiments of its brigade (B:1216–1218).
 */
export function inCommand(
  scale: FigureScale,
  leader: { lb: LeaderBenefit; distanceInches: number; adjacent: boolean },
  chainedToBrigadeInCommand = false,
  options: LeaderOptions = DEFAULT_LEADER_OPTIONS,
): { inCommand: boolean; trace: Trace } {
  const r = commandRadius(scale, leader.lb, options);
  const within = leader.lb > 0 ? leader.distanceInches <= r.inches : leader.adjacent;
  const result = within || chainedToBrigadeInCommand || leader.adjacent;
  return {
    inCommand: result,
    trace: [
      ...r.trace,
      {
        step: 'command and control',
        value: result ? 'in' : 'out',
        detail: within
          ? `Within the command radius (${leader.distanceInches}" of ${r.inches}").`
          : chainedToBrigadeInCommand
            ? 'Contiguously adjacent to in-command regiments of its brigade.'
            : leader.adjacent
              ? 'Adjacent to the leader.'
              : 'Outside every command radius: moves and charges cost two actions.',
        source: leader.lb === 0 ? adfLine(1218) : OUT_OF_COMMAND_COST.source,
      },
    ],
  };
}

// ---------------------------------------------------------------------------
// Leader benefits and casualties
// ---------------------------------------------------------------------------

/** What a leader's LB does, attached or merely adjacent (B:1192–1194). */
export const LEADER_EFFECTS = {
  /** Adjacent or attached: −LB on the MMP, over and above the best two (B:892). */
  morale: { source: adfLine(892), attachedOnly: false },
  /** Attached: +LB inches to the unit and contiguous same-brigade units moving with it (B:1192). */
  movement: { source: adfLine(1192), attachedOnly: true },
  /** Attached: LB added to the 2D6 of charge impact resolution (B:1194). */
  impact: { source: adfLine(1194), attachedOnly: true },
  /** Attached: LB added to the unit's TCT roll (B:629). */
  tacticalCompetence: { source: adfLine(629), attachedOnly: true },
  /**
   * Attached: a "firing benefit" (B:1194, B:2427) that B:1164 denies to all but the artillery
   * leader, who gives +1 DRM to adjacent batteries (B:1931). One reading only (rules notes F24, L3).
   */
  fire: { source: adfLine(1164), artilleryLeaderDrm: { source: adfLine(1931), drm: 1 } },
  /** One independent move at the start of the active player turn, on the cavalry road column line (B:1182). */
  independentMove: { source: adfLine(1182), perPlayerTurn: 1 },
} as const;

/** A leader attached to a unit that takes hits rolls 1D6 a hit and dies on any 6; adjacent leaders never roll (B:1202). */
export const LEADER_CASUALTY = { source: adfLine(1202), diePerHit: 1, killedOn: 6, faces: 6, attachedOnly: true } as const;

/** After a leader dies: morale checks nearby and +1 MMP to his command, with a cap (B:1202, B:952, B:3089). */
export const LEADER_LOSS = {
  /** The unit he was attached to and units adjacent to him check at once. */
  adjacentCheck: { source: adfLine(1202) },
  /** Units within 1 inch of the dead leader check (B:952). */
  withinInches: { source: adfLine(952), inches: 1 },
  /** +1 MMP to his brigade's regiments (a division or corps leader: all units of his command). */
  commandMmp: { source: adfLine(3089), mmp: 1, maxTotal: 3 },
} as const;

/** Exact chance an attached leader is killed when his unit takes this many hits: 1 − (5/6)^hits. */
export function leaderKilledChance(hits: number, attached: boolean): { probability: number; trace: Trace } {
  const c = LEADER_CASUALTY;
  if (!attached || hits <= 0) {
    return {
      probability: 0,
      trace: [{ step: 'leader casualty', value: 0, detail: attached ? 'No hits, no roll.' : 'Only an attached leader rolls.', source: c.source }],
    };
  }
  const survivesOne = (c.faces - (c.faces - c.killedOn + 1)) / c.faces;
  const probability = 1 - survivesOne ** hits;
  return {
    probability,
    trace: [{ step: 'leader casualty', value: probability, detail: `${plural(hits, 'hit')}: one die each, killed on any 6.`, source: c.source }],
  };
}
