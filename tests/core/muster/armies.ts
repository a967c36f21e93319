/** Small armies for the muster tests, built the way the editor builds them. */
import type { Era, Quality, Side } from '../../../core/model/words';
import type { ArtilleryBattery, CavalryUnit, EngineerUnit, Formation, InfantryRegiment, Leader, OobNode, OrderOfBattle } from '../../../core/oob';

export const regiment = (id: string, o: Partial<InfantryRegiment> = {}): InfantryRegiment => ({
  arm: 'infantry',
  id,
  name: id,
  figures: 6,
  weapon: 'rifle-musket',
  quality: 'veteran',
  sharpshooters: false,
  stands: 2,
  ...o,
});

export const battery = (id: string, o: Partial<ArtilleryBattery> = {}): ArtilleryBattery => ({
  arm: 'artillery',
  id,
  name: id,
  sections: 2,
  gun: '12pdr-napoleon',
  quality: 'veteran',
  stands: 1,
  ...o,
});

export const cavalry = (id: string, o: Partial<CavalryUnit> = {}): CavalryUnit => ({
  arm: 'cavalry',
  id,
  name: id,
  unitType: 'regiment',
  figures: 4,
  weapon: 'other-bl-carbine',
  quality: 'veteran',
  mountedInfantry: false,
  stands: 2,
  ...o,
});

export const engineers = (id: string, o: Partial<EngineerUnit> = {}): EngineerUnit => ({ arm: 'engineers', id, name: id, figures: 6, quality: 'trained', stands: 2, ...o });

export const leader = (id: string, role: Leader['role'], lb: 0 | 1 | 2 = 1, o: Partial<Leader> = {}): Leader => ({ id, name: id, role, lb, ...o });

export const formation = (id: string, level: Formation['level'], children: OobNode[], leaders: Leader[] = []): Formation => ({
  id,
  kind: 'formation',
  level,
  name: id,
  leaders,
  children,
});

/** A brigade of `n` six-figure regiments of one quality under a 1LB leader: 6 + 7n MP when veteran. */
export const brigade = (id: string, n = 4, quality: Quality = 'veteran'): Formation =>
  formation(id, 'brigade', Array.from({ length: n }, (_, i) => regiment(`${id}-r${i + 1}`, { quality })), [leader(`${id}-leader`, 'brigade')]);

/**
 * A side that meets every 1861–63 guideline: one division (1LB, 8 MP), two brigades of four veteran
 * 6-figure rifle-musket regiments (6 + 4 × 7 = 34 MP each) and two 2-section veteran Napoleon
 * batteries (7 MP each): 90 MP.
 */
export function legalArmy(side: Side = 'union', era: Era = '1861-63'): OrderOfBattle {
  return {
    name: `${side} test army`,
    side,
    era,
    children: [formation('div', 'division', [brigade('b1'), brigade('b2'), battery('bat1'), battery('bat2')], [leader('div-leader', 'division')])],
  };
}
