/**
 * ADF engineers, pontoon bridges, field works and obstacles (digest §3.18).
 */
import { adfLine, type Trace } from '../trace';
import type { FigureScale, Side } from '../../model/words';
import type { PerScale } from './types';
import type { MovementTerrain } from './movement';
import { plural } from '../../model/plural';

// ---------------------------------------------------------------------------
// Engineers and pontoons
// ---------------------------------------------------------------------------

/** A pontoon train's engineers: a 360-man Federal battalion of six figures, four for the Confederates (B:1809). */
export const ENGINEER_BATTALION: { source: string; figures: Record<Side, number> } = {
  source: adfLine(1809),
  figures: { union: 6, confederate: 4 },
};

/**
 * Bridging (B:1813–1815): one turn to unload; Federal engineers then need two turns for the first
 * 100 yards and one for each further 100 yards; Confederates take twice the building time.
 */
export const PONTOON_BRIDGE = {
  source: adfLine(1813),
  unloadTurns: 1,
  /** Inches of table that make up "100 yards" of bridge. */
  segmentInches: { '10mm': 1, '15mm': 1, '25mm': 2 } as PerScale<number>,
  firstSegmentTurns: 2,
  furtherSegmentTurns: 1,
  buildTimeMultiple: { source: adfLine(1815), union: 1, confederate: 2 } as { source: string } & Record<Side, number>,
  /** Units cross a finished bridge at the trail rate. */
  crossAs: { source: adfLine(1815), terrain: 'trail' as MovementTerrain },
  /** Each artillery hit destroys this much bridge; three hits in a turn destroy it all (B:1823). */
  artilleryDamage: { source: adfLine(1823), inchesPerHit: { '10mm': 1, '15mm': 1, '25mm': 2 } as PerScale<number>, hitsToDestroy: 3 },
  /** Working engineers count as disordered targets: +3/+2 DRM and +2 MMP (B:1819). */
  underFire: { source: adfLine(1819), targetDrm: { artillery: 3, other: 2 }, mmp: 2 },
} as const;

/** Turns to bridge a stream of the given width in inches, unloading included. */
export function pontoonBridgeTurns(scale: FigureScale, side: Side, widthInches: number): { turns: number; trace: Trace } {
  const p = PONTOON_BRIDGE;
  const segments = Math.max(1, Math.ceil(widthInches / p.segmentInches[scale]));
  const multiple = p.buildTimeMultiple[side];
  const building = (p.firstSegmentTurns + (segments - 1) * p.furtherSegmentTurns) * multiple;
  const turns = p.unloadTurns + building;
  return {
    turns,
    trace: [
      { step: 'unload', value: p.unloadTurns, detail: 'One turn to unload the pontoon train.', source: p.source },
      {
        step: 'build',
        value: building,
        detail: `${plural(segments, 'stretch', 'stretches')} of 100 yards (${p.segmentInches[scale]}" each at ${scale}): 2 turns for the first, 1 for each more${multiple > 1 ? ', doubled for Confederate engineers' : ''}.`,
        source: multiple > 1 ? p.buildTimeMultiple.source : p.source,
      },
    ],
  };
}

// ---------------------------------------------------------------------------
// Field works
// ---------------------------------------------------------------------------

export const WORKS_KINDS = ['hasty', 'light', 'heavy'] as const;
export type WorksKind = (typeof WORKS_KINDS)[number];

export interface WorksRow {
  /** Turns to build: normal / with engineers (null: only by scenario). */
  build: { turns: number; withEngineers: number } | null;
  /** Crossing puts a unit in disorder and moves as this terrain (null: per scenario). */
  crossAs: MovementTerrain | null;
  firerDrm: number;
  targetDrm: number;
  targetMmp: number;
  /** Artillery hits in one turn to destroy one inch (two at 25mm); infantry fire does nothing. */
  artilleryHitsPerInch: number;
}

/** The works table (B:1829–1835). */
export const WORKS: { source: string; rows: Record<WorksKind, WorksRow & { source: string }> } = {
  source: adfLine(1829),
  rows: {
    hasty: { source: adfLine(1830), build: { turns: 4, withEngineers: 2 }, crossAs: 'broken', firerDrm: 1, targetDrm: -2, targetMmp: -1, artilleryHitsPerInch: 1 },
    light: { source: adfLine(1830), build: { turns: 8, withEngineers: 4 }, crossAs: 'rough', firerDrm: 2, targetDrm: -3, targetMmp: -2, artilleryHitsPerInch: 2 },
    heavy: { source: adfLine(1830), build: null, crossAs: null, firerDrm: 2, targetDrm: -4, targetMmp: -4, artilleryHitsPerInch: 3 },
  },
};

/** Where works may be built and the rules around building them (B:1849–1855). */
export const WORKS_RULES = {
  /** Inches of works one quota of hits destroys (B:1849). */
  inchesDestroyed: { source: adfLine(1849), inches: { '10mm': 1, '15mm': 1, '25mm': 2 } as PerScale<number> },
  /** Hasty works only in broken, woods or rough; none in the open; heavy only by scenario (B:1850). */
  hastyTerrain: { source: adfLine(1850), terrains: ['broken', 'rough', 'light-woods', 'heavy-woods'] as readonly MovementTerrain[] },
  /** Turns must be consecutive; engineers give the shorter time (B:1851). */
  consecutive: { source: adfLine(1851) },
  /** Starting hasty works costs an action and a passed TCT; depleted units cannot build (B:1852). */
  startWithTct: { source: adfLine(1852) },
  /** A regiment builds its extended-line frontage; a two-stand engineer battalion twice its line frontage in the shorter time (B:1853). */
  frontage: { source: adfLine(1853) },
  /** Hasty to light: four consecutive turns, two with engineers (B:1854). */
  upgradeHastyToLight: { source: adfLine(1854), turns: 4, withEngineers: 2 },
  /** Turning works takes the shorter time, halved again with engineers; heavy works only by engineers overnight (B:1855). */
  turning: { source: adfLine(1855) },
} as const;

/** Turns to build works, or null when they cannot be built in play (heavy works). */
export function worksBuildTurns(kind: WorksKind, withEngineers: boolean): { turns: number | null; trace: Trace } {
  const row = WORKS.rows[kind];
  const turns = row.build === null ? null : withEngineers ? row.build.withEngineers : row.build.turns;
  return {
    turns,
    trace: [
      {
        step: 'build works',
        value: turns,
        detail: turns === null ? 'Heavy works exist only when the scenario places them.' : `${kind} works take ${turns} consecutive turns${withEngineers ? ' with engineers' : ''}.`,
        source: row.source,
      },
    ],
  };
}

/** Turns to turn works to face the other way: the shorter time, halved again with engineers (B:1855). */
export function worksTurningTurns(kind: WorksKind, withEngineers: boolean): { turns: number | null; trace: Trace } {
  const row = WORKS.rows[kind];
  const turns = row.build === null ? null : withEngineers ? row.build.withEngineers / 2 : row.build.withEngineers;
  return {
    turns,
    trace: [
      {
        step: 'turn works',
        value: turns,
        detail: turns === null ? 'Heavy works are turned only by engineers overnight.' : `Turning ${kind} works takes ${plural(turns, 'turn')}.`,
        source: WORKS_RULES.turning.source,
      },
    ],
  };
}

/** Inches of works destroyed by one turn's artillery hits (infantry fire has no effect) (B:1834, B:1849). */
export function worksDestroyedInches(kind: WorksKind, scale: FigureScale, artilleryHits: number): { inches: number; trace: Trace } {
  const row = WORKS.rows[kind];
  const quotas = Math.floor(artilleryHits / row.artilleryHitsPerInch);
  const inches = quotas * WORKS_RULES.inchesDestroyed.inches[scale];
  return {
    inches,
    trace: [
      {
        step: 'works destroyed',
        value: inches,
        detail: `${artilleryHits} hits at ${row.artilleryHitsPerInch} per inch of ${kind} works (${WORKS_RULES.inchesDestroyed.inches[scale]}" per inch at ${scale}).`,
        source: adfLine(1834),
      },
    ],
  };
}

// ---------------------------------------------------------------------------
// Obstacles
// ---------------------------------------------------------------------------

export const OBSTACLE_KINDS = ['abatis', 'flooded-ditch', 'fraise', 'chevaux-de-frise'] as const;
export type ObstacleKind = (typeof OBSTACLE_KINDS)[number];

export interface ObstacleRow {
  /** Turns one regiment needs to build and to destroy it. */
  buildTurns: number;
  destroyTurns: number;
  /** Actions to pivot it (null: cannot be pivoted). */
  pivotActions: number | null;
  /** Crossing costs this many inches of rough-ground movement; charging across also disorders. */
  roughInchesToCross: number;
  /** DRM on fire, and whom it applies to. */
  fire: { drm: number; applies: 'none' | 'units-in-it' | 'infantry-fire' };
}

/** The obstacles table (B:1857–1864); an engineer stand halves the times (B:1870). */
export const OBSTACLES: { source: string; rows: Record<ObstacleKind, ObstacleRow>; engineerTimeMultiple: { source: string; multiple: number } } = {
  source: adfLine(1857),
  rows: {
    abatis: { buildTurns: 2, destroyTurns: 2, pivotActions: null, roughInchesToCross: 1, fire: { drm: 0, applies: 'none' } },
    'flooded-ditch': { buildTurns: 2, destroyTurns: 2, pivotActions: null, roughInchesToCross: 1, fire: { drm: -1, applies: 'units-in-it' } },
    fraise: { buildTurns: 4, destroyTurns: 4, pivotActions: null, roughInchesToCross: 3, fire: { drm: -1, applies: 'infantry-fire' } },
    'chevaux-de-frise': { buildTurns: 2, destroyTurns: 2, pivotActions: 2, roughInchesToCross: 1, fire: { drm: 0, applies: 'none' } },
  },
  engineerTimeMultiple: { source: adfLine(1870), multiple: 0.5 },
};

/** Lines of the obstacles table, for the citation of each activity. */
export const OBSTACLE_LINES = {
  build: adfLine(1859),
  pivot: adfLine(1860),
  destroy: adfLine(1861),
  moveAcross: adfLine(1862),
  chargeAcross: adfLine(1863),
  fire: adfLine(1864),
} as const;

/** Turns for one regiment to build or destroy an obstacle, halved when an engineer stand assists. */
export function obstacleTurns(kind: ObstacleKind, activity: 'build' | 'destroy', withEngineers: boolean): { turns: number; trace: Trace } {
  const row = OBSTACLES.rows[kind];
  const base = activity === 'build' ? row.buildTurns : row.destroyTurns;
  const turns = withEngineers ? base * OBSTACLES.engineerTimeMultiple.multiple : base;
  const trace: Trace = [{ step: `${activity} obstacle`, value: base, detail: `One regiment, ${base} consecutive turns for ${kind}.`, source: OBSTACLE_LINES[activity] }];
  if (withEngineers) trace.push({ step: 'engineers', value: turns, detail: 'An assisting engineer stand halves the time.', source: OBSTACLES.engineerTimeMultiple.source });
  return { turns, trace };
}
