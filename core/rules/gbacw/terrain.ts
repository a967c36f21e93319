/**
 * The terrain the series rules name, and the map's terrain kinds that are it. The series book fixes a
 * few things by name (Woods and Towns stand a level higher for sight and their sides count as steep
 * slopes, 10.23; Orchards do not block; Attack Orders turn slowly in Woods, 7.22; mounted cavalry halves in
 * Woods, Cedars and Towns, 11.43, 11.55; Breastworks are built near Woods, Orchards, Towns and Buildings,
 * never in Towns or Marsh, 15.12) and leaves every cost and DRM to the game's Terrain Effects Chart. A
 * chart row may still say otherwise for its own game (`sight`, `slope`); this table is what a kind is
 * when the chart is silent. A map's own `custom-` kind is what it plays as.
 */
import type { CustomTerrainKind, TerrainKind } from '../../model/scenario.generated';
import { gbacwLine } from '../trace';
import type { SightEffect, SlopeClass } from './types';

export const TERRAIN_ROLES = ['clear', 'woods', 'cedars', 'town', 'orchard', 'building', 'marsh'] as const;
export type TerrainRole = (typeof TERRAIN_ROLES)[number];
/** The series rules' names for them. */
export const TERRAIN_ROLE_LABELS: Readonly<Record<TerrainRole, string>> = { clear: 'Clear', woods: 'Woods', cedars: 'Cedars', town: 'Town', orchard: 'Orchard', building: 'Building', marsh: 'Marsh' };

/** What each named terrain is for sight, with the line naming it. */
export const TERRAIN_ROLE_RULES: Readonly<Record<TerrainRole, { sight: SightEffect; source: string }>> = {
  clear: { sight: 'clear', source: gbacwLine(818) },
  woods: { sight: 'raised', source: gbacwLine(1295) },
  // The book gives Cedars no sight rule; Muster reads them as the woods they are (G13).
  cedars: { sight: 'raised', source: gbacwLine(1747) },
  town: { sight: 'raised', source: gbacwLine(1296) },
  orchard: { sight: 'clear', source: gbacwLine(1295) },
  building: { sight: 'clear', source: gbacwLine(2357) },
  marsh: { sight: 'clear', source: gbacwLine(2357) },
};

/** The map's kinds that are the series rules' named terrain. */
export const GBACW_TERRAIN: Readonly<Partial<Record<TerrainKind, TerrainRole>>> = {
  open: 'clear',
  'light-woods': 'woods',
  'heavy-woods': 'woods',
  'woods-rough': 'woods',
  cedars: 'cedars',
  village: 'town',
  orchard: 'orchard',
  'farm-buildings': 'building',
  marsh: 'marsh',
};

/** The slope class of a hexside kind (10.23): gentle is the chart's Minor slope (G11). */
export const GBACW_SLOPES: Readonly<Partial<Record<TerrainKind, { slope: SlopeClass; source: string }>>> = {
  'gentle-slope': { slope: 'minor', source: gbacwLine(1301) },
  'steep-slope': { slope: 'steep', source: gbacwLine(1301) },
  'sheer-slope': { slope: 'sheer', source: gbacwLine(1301) },
  ridge: { slope: 'steep', source: gbacwLine(1356) },
};

/** Hexside kinds that are the works of 15.0 (Breastworks' DRMs and crossing cost). */
export const GBACW_WORKS: ReadonlySet<TerrainKind> = new Set<TerrainKind>(['breastworks', 'trench', 'entrenchment', 'redoubt']);

/** Hexside kinds that carry a path over water: used only when moving along the path (9.44, 9.45). */
export const GBACW_CROSSINGS: Readonly<Partial<Record<TerrainKind, { kind: 'bridge' | 'ford'; source: string }>>> = {
  bridge: { kind: 'bridge', source: gbacwLine(1110) },
  pontoon: { kind: 'bridge', source: gbacwLine(1110) },
  ford: { kind: 'ford', source: gbacwLine(1112) },
};

/** The built-in kind a map's kind is: itself, or what its `custom-` kind plays as. */
export function builtInKind(kind: string, custom: readonly CustomTerrainKind[] | undefined): TerrainKind | undefined {
  if (!kind.startsWith('custom-')) return kind as TerrainKind;
  const found = custom?.find((c) => c.id === kind);
  return found?.playsAs ?? undefined;
}

/** The series rules' name for a map kind, if they name it. */
export function terrainRole(kind: string, custom?: readonly CustomTerrainKind[]): TerrainRole | undefined {
  const built = builtInKind(kind, custom);
  return built === undefined ? undefined : GBACW_TERRAIN[built];
}

/** The tables above as plain data, for `gbacwSeriesRules`. */
export function terrainRoles() {
  return { roles: TERRAIN_ROLE_RULES, kinds: GBACW_TERRAIN, slopes: GBACW_SLOPES, works: [...GBACW_WORKS], crossings: GBACW_CROSSINGS };
}
