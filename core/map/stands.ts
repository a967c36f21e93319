/**
 * Units as the stands a player puts on the table: their true size at the scenario's figure scale, and
 * where each stand sits in a formation. A placement gives the centre of the unit's front and its facing
 * (map schema `tabletopPlacement`), so turning a unit turns it about the centre of its front, as a
 * player wheels a regiment about its colours.
 *
 * The book prescribes no base sizes ("any base works as long as a unit has two or three stands",
 * B:485, B:519–523), so `STAND_SIZES` is a table of Muster's defaults that a scenario may override.
 * They follow the common basing of regimental ACW games at each scale; docs/rules-notes says so.
 * Where stands sit in each formation is the book's picture of the formations (B:545) read as data:
 * touching in battle line, a stand's width apart in extended line, one to two stands' width apart as
 * skirmishers (B:3167), one behind the other in attack column, end-on in road column.
 */
import type { FigureScale } from '../model/words';
import type { PerScale } from '../rules/adf/types';
import { add, frontedRectangle, normaliseDegrees, rightOf, scale, facingVector, type Point } from './geometry';

/** A stand's footprint: width along the front and depth, in inches. */
export interface StandSize {
  widthIn: number;
  depthIn: number;
}

/** A figure's share of a stand's frontage and a stand's depth, for stands of foot or horse. */
export interface FigureBasing {
  frontagePerFigureIn: number;
  depthIn: number;
}

export interface ScaleStandSizes {
  infantry: FigureBasing;
  cavalryMounted: FigureBasing;
  gun: StandSize;
  limber: StandSize;
  leader: StandSize;
  /** Picket and dummy markers of a hidden set-up (B:645–663). */
  marker: StandSize;
}

export const STAND_SIZES: { source: string; sizes: PerScale<ScaleStandSizes> } = {
  source: "Muster's defaults (the book sets no base sizes, B:485, B:519–523): common regimental basing at each scale",
  sizes: {
    '10mm': {
      infantry: { frontagePerFigureIn: 0.25, depthIn: 0.5 },
      cavalryMounted: { frontagePerFigureIn: 0.4, depthIn: 0.8 },
      gun: { widthIn: 0.75, depthIn: 1 },
      limber: { widthIn: 0.5, depthIn: 0.75 },
      leader: { widthIn: 0.6, depthIn: 0.6 },
      marker: { widthIn: 0.75, depthIn: 0.5 },
    },
    '15mm': {
      infantry: { frontagePerFigureIn: 0.4, depthIn: 0.75 },
      cavalryMounted: { frontagePerFigureIn: 0.6, depthIn: 1.25 },
      gun: { widthIn: 1, depthIn: 1.5 },
      limber: { widthIn: 0.75, depthIn: 1.25 },
      leader: { widthIn: 1, depthIn: 1 },
      marker: { widthIn: 1, depthIn: 0.75 },
    },
    '25mm': {
      infantry: { frontagePerFigureIn: 0.8, depthIn: 1.25 },
      cavalryMounted: { frontagePerFigureIn: 1, depthIn: 2 },
      gun: { widthIn: 1.75, depthIn: 2.5 },
      limber: { widthIn: 1.25, depthIn: 2 },
      leader: { widthIn: 1.5, depthIn: 1.5 },
      marker: { widthIn: 1.5, depthIn: 1 },
    },
  },
};

/**
 * How the stands of a unit stand to one another. `gap` is the space between stands along the front,
 * in stand widths; `file` puts them one behind another; `endOn` turns each stand to face along the
 * column's march, so the column is as narrow as a stand is deep; `backToBack` faces the second stand
 * to the rear (a two-stand square).
 */
export interface StandArrangement {
  gap: number;
  file: boolean;
  endOn: boolean;
  backToBack: boolean;
}

export const ARRANGEMENTS = {
  'battle-line': { gap: 0, file: false, endOn: false, backToBack: false },
  'extended-line': { gap: 1, file: false, endOn: false, backToBack: false },
  /** B:3167: skirmishers are two stands one to two stands' distance apart; Muster draws one and a half. */
  skirmishers: { gap: 1.5, file: false, endOn: false, backToBack: false },
  'attack-column': { gap: 0, file: true, endOn: false, backToBack: false },
  'road-column': { gap: 0, file: true, endOn: true, backToBack: false },
  square: { gap: 0, file: true, endOn: false, backToBack: true },
} as const satisfies Record<string, StandArrangement>;

export type ArrangementId = keyof typeof ARRANGEMENTS;

export type StandRole = 'troops' | 'gun' | 'limber' | 'leader' | 'marker';

export interface Stand {
  role: StandRole;
  /** Figures on a stand of troops, sections on a gun stand. */
  figures: number;
  /** Front-left, front-right, rear-right, rear-left. */
  corners: Point[];
  /** Where the stand's own front faces (the rear stand of a square faces back). */
  facingDeg: number;
}

export type StandsOf =
  | { kind: 'infantry' | 'dismounted-cavalry'; figuresPerStand: readonly number[]; ranks?: 1 | 2; arrangement: ArrangementId }
  | { kind: 'mounted-cavalry'; figuresPerStand: readonly number[]; arrangement: ArrangementId }
  | { kind: 'artillery'; sections: number; limbered: boolean }
  | { kind: 'leader' }
  | { kind: 'marker' };

export interface Footing {
  /** Centre of the unit's front, in inches. */
  at: Point;
  facingDeg: number;
  scale: FigureScale;
  /** A scenario's own sizes, where it sets them. */
  sizes?: Partial<ScaleStandSizes>;
}

/** The size of one stand of troops holding `figures` (in `ranks` ranks: three-stand square bases are two deep, B:523). */
export function troopStandSize(basing: FigureBasing, figures: number, ranks: 1 | 2 = 1): StandSize {
  const files = Math.max(1, Math.ceil(figures / ranks));
  return { widthIn: files * basing.frontagePerFigureIn, depthIn: basing.depthIn * (ranks === 2 ? 1.5 : 1) };
}

/**
 * Lays stands out facing north with the unit's front centre at the origin, then turns and moves them
 * to the footing: one formula for every facing, so a rotated unit is exactly the same unit turned.
 */
function place(footing: Footing, local: Array<{ role: StandRole; figures: number; centreFront: Point; size: StandSize; turn: number }>): Stand[] {
  const right = rightOf(footing.facingDeg);
  const ahead = facingVector(footing.facingDeg);
  return local.map((s) => {
    // local x runs along the front to the right, local y runs back (south when facing north).
    const at = add(footing.at, add(scale(right, s.centreFront.x), scale(ahead, -s.centreFront.y)));
    const facingDeg = normaliseDegrees(footing.facingDeg + s.turn);
    return { role: s.role, figures: s.figures, facingDeg, corners: frontedRectangle(at, facingDeg, s.size.widthIn, s.size.depthIn) };
  });
}

function arranged(role: StandRole, sizes: StandSize[], figures: readonly number[], arrangement: StandArrangement) {
  if (arrangement.file) {
    // One behind another: each stand's front at the rear of the one ahead. End-on stands face along
    // the march (turned 90° to the unit's right), so their depth runs across the column.
    let back = 0;
    return sizes.map((size, i) => {
      const turn = arrangement.backToBack && i > 0 ? 180 : arrangement.endOn ? 90 : 0;
      const across = turn === 90 ? size.depthIn : size.widthIn;
      const along = turn === 90 ? size.widthIn : size.depthIn;
      // A turned stand's own front is on one side; centre it on the column's axis.
      const centreFront =
        turn === 90 ? { x: across / 2, y: back + along / 2 } : turn === 180 ? { x: 0, y: back + along } : { x: 0, y: back };
      back += along;
      return { role, figures: figures[i]!, centreFront, size, turn };
    });
  }
  const total = sizes.reduce((sum, s) => sum + s.widthIn, 0) + sizes.slice(1).reduce((sum, s) => sum + s.widthIn * arrangement.gap, 0);
  let left = -total / 2;
  return sizes.map((size, i) => {
    if (i > 0) left += size.widthIn * arrangement.gap;
    const centreFront = { x: left + size.widthIn / 2, y: 0 };
    left += size.widthIn;
    return { role, figures: figures[i]!, centreFront, size, turn: 0 };
  });
}

/** The stands of a unit at its footing, in the order a player lines them up (left to right, front to rear). */
export function standsOf(unit: StandsOf, footing: Footing): Stand[] {
  const sizes = { ...STAND_SIZES.sizes[footing.scale], ...footing.sizes };
  switch (unit.kind) {
    case 'infantry':
    case 'dismounted-cavalry': {
      const ranks = unit.ranks ?? 1;
      const standSizes = unit.figuresPerStand.map((f) => troopStandSize(sizes.infantry, f, ranks));
      return place(footing, arranged('troops', standSizes, unit.figuresPerStand, ARRANGEMENTS[unit.arrangement]));
    }
    case 'mounted-cavalry': {
      const standSizes = unit.figuresPerStand.map((f) => troopStandSize(sizes.cavalryMounted, f));
      return place(footing, arranged('troops', standSizes, unit.figuresPerStand, ARRANGEMENTS[unit.arrangement]));
    }
    case 'artillery': {
      // A limbered battery has its limber placed behind the gun (B:457).
      const gun = { role: 'gun' as const, figures: unit.sections, centreFront: { x: 0, y: 0 }, size: sizes.gun, turn: 0 };
      if (!unit.limbered) return place(footing, [gun]);
      return place(footing, [gun, { role: 'limber', figures: 0, centreFront: { x: 0, y: sizes.gun.depthIn }, size: sizes.limber, turn: 0 }]);
    }
    case 'leader':
      return place(footing, [{ role: 'leader', figures: 1, centreFront: { x: 0, y: 0 }, size: sizes.leader, turn: 0 }]);
    case 'marker':
      return place(footing, [{ role: 'marker', figures: 0, centreFront: { x: 0, y: 0 }, size: sizes.marker, turn: 0 }]);
  }
}

/** The width of a unit's front and its depth, in inches, as it stands: what a formation costs in room. */
export function frontageOf(stands: readonly Stand[], facingDeg: number): { frontIn: number; depthIn: number } {
  const right = rightOf(facingDeg);
  const ahead = facingVector(facingDeg);
  const along = stands.flatMap((s) => s.corners.map((c) => c.x * right.x + c.y * right.y));
  const back = stands.flatMap((s) => s.corners.map((c) => c.x * ahead.x + c.y * ahead.y));
  return { frontIn: Math.max(...along) - Math.min(...along), depthIn: Math.max(...back) - Math.min(...back) };
}
