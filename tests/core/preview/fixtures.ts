/**
 * Small tables for the rules-preview tests: a 48" × 48" board at 15mm, two sides with a few regiments,
 * and the features, contours and placements each case draws. Positions are in inches; facing 0 is north.
 */
import type { OrderOfBattle } from '../../../core/model/oob';
import { previewTable, type PreviewTable } from '../../../core/preview/adf/table';
import type { Contour, Formation, TabletopMap, TerrainFeature } from '../../../core/model/scenario.generated';
import type { TerrainConditions } from '../../../core/rules/adf/terrain';
import type { PlaytestGround } from '../../../core/playtest';

const regiment = (id: string, name: string, quality: 'elite' | 'veteran' | 'trained' | 'green' = 'veteran', figures = 8) => ({
  id,
  name,
  arm: 'infantry' as const,
  figures,
  weapon: 'rifle-musket' as const,
  quality,
  sharpshooters: false,
  stands: 2 as const,
});

export const UNION: OrderOfBattle = {
  name: 'Union',
  side: 'union',
  era: '1861-63',
  children: [
    {
      id: 'iron',
      kind: 'formation',
      level: 'brigade',
      name: 'Iron Brigade',
      leaders: [{ id: 'meredith', name: 'Meredith', role: 'brigade', lb: 1 }],
      children: [regiment('u1', '2nd Wisconsin'), regiment('u2', '6th Wisconsin'), regiment('u3', '19th Indiana', 'trained'), regiment('u4', '24th Michigan', 'green', 12)],
    },
    { id: 'bty', name: 'Battery B', arm: 'artillery', sections: 3, gun: '12pdr-napoleon', quality: 'veteran', stands: 1 },
  ],
} as unknown as OrderOfBattle;

export const CONFEDERATE: OrderOfBattle = {
  name: 'Confederate',
  side: 'confederate',
  era: '1861-63',
  children: [
    {
      id: 'archer',
      kind: 'formation',
      level: 'brigade',
      name: "Archer's Brigade",
      leaders: [{ id: 'archer-l', name: 'Archer', role: 'brigade', lb: 1 }],
      children: [regiment('c1', '1st Tennessee'), regiment('c2', '7th Tennessee', 'elite'), regiment('c3', '14th Tennessee')],
    },
  ],
} as unknown as OrderOfBattle;

export interface Place {
  side?: 'union' | 'confederate';
  unit: string;
  x: number;
  y: number;
  facing?: number;
  formation?: Formation;
}

export const square = (id: string, kind: string, x0: number, y0: number, x1: number, y1: number, extra: Partial<TerrainFeature> = {}): TerrainFeature => ({
  id,
  kind,
  shape: 'polygon',
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
  ...extra,
});

export const ring = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

export function table(opts: { features?: TerrainFeature[]; contours?: Contour[]; units: Place[]; conditions?: TerrainConditions; scale?: '10mm' | '15mm' | '25mm' }): PreviewTable {
  const map: TabletopMap = {
    kind: 'tabletop',
    features: opts.features ?? [],
    contours: opts.contours ?? [],
    units: opts.units.map((u) => ({ side: u.side ?? (u.unit.startsWith('c') ? 'confederate' : 'union'), unit: u.unit, at: { x: u.x, y: u.y }, facingDeg: u.facing ?? 0, formation: u.formation ?? 'battle-line' })),
  } as TabletopMap;
  return previewTable({
    board: { widthIn: 48, heightIn: 48 } as never,
    map,
    scale: opts.scale ?? '15mm',
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: UNION },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE },
    ],
    ...(opts.conditions ? { conditions: opts.conditions } : {}),
  });
}

export const unit = (t: PreviewTable, ref: string) => {
  const u = t.units.find((x) => x.ref === ref);
  if (!u) throw new Error(`no unit ${ref}`);
  return u;
};

/**
 * The playtest's ground for a small duel of the fixtures' two orders of battle on a 48" table: 15mm, summer
 * and dry, the Union with the initiative, four turns. The playtest's rule tests lay their units on it.
 */
export function duelGround(title: string): PlaytestGround {
  return {
    title,
    board: { widthIn: 48, heightIn: 48 },
    scale: '15mm',
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: UNION },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE },
    ],
    conditions: { season: 'summer', weather: 'dry' },
    initiative: { rule: 'side', side: 'union' },
    turns: 4,
  };
}
