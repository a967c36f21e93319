/**
 * Where each terrain kind goes on a hex map: in a hex (woods, town, swamp…), along a hexside (a stream,
 * a fence, a slope, works), or as a path between hex centres (roads, trails, railroads). The kinds are the
 * one terrain table's (core/rules/terrainKinds.ts); this says only how a hex map uses them, read from the
 * hex games' terrain effects charts (Blue & Grey 10.1, whose bridge, ford, ferry and pontoon are both hex
 * and hexside terrain; GBACW 2.2's hex, hexside and path features), so the editor offers each tool its
 * own kinds. A hexside feature with an `inside` names one of its two hexes: the hex works protect, or the
 * hex at the top of a slope.
 */
import type { TerrainKind } from '../model/scenario.generated';
import { builtInKindOf } from '../rules/terrainKinds';

export type HexUse = 'hex' | 'hexside' | 'path';

export interface HexKindUse {
  uses: readonly HexUse[];
  /** A hexside feature that faces one way: `works` protect the hex inside, a `slope` climbs to it. */
  inside?: 'works' | 'slope';
}

const hex: HexKindUse = { uses: ['hex'] };
const side: HexKindUse = { uses: ['hexside'] };
const path: HexKindUse = { uses: ['path'] };
const works: HexKindUse = { uses: ['hexside'], inside: 'works' };
const slope: HexKindUse = { uses: ['hexside'], inside: 'slope' };
const hexOrSide: HexKindUse = { uses: ['hex', 'hexside'] };

/** Every built-in kind's place on a hex map; the `Record` fails to compile when the schema gains a kind. */
export const HEX_KIND_USES: Readonly<Record<TerrainKind, HexKindUse>> = {
  open: hex,
  broken: hex,
  rough: hex,
  road: path,
  trail: path,
  railroad: path,
  'railroad-cut': { uses: ['hex', 'path'] },
  pond: hex,
  'light-woods': hex,
  'heavy-woods': hex,
  orchard: hex,
  brush: hex,
  'wooden-fence': side,
  'stone-wall': side,
  creek: side,
  river: hexOrSide,
  'gentle-slope': slope,
  'steep-slope': slope,
  hill: hex,
  'plowed-field': hex,
  'farm-buildings': hex,
  village: hex,
  marsh: hex,
  'field-works': works,
  abatis: side,
  impassable: hexOrSide,
  turnpike: path,
  'sunken-road': path,
  ford: hexOrSide,
  bridge: hexOrSide,
  ferry: hexOrSide,
  pontoon: hexOrSide,
  fort: hex,
  'woods-rough': hex,
  stream: side,
  ridge: side,
  breastworks: works,
  trench: works,
  redoubt: works,
  entrenchment: works,
  'sheer-slope': slope,
  cedars: hex,
  other: { uses: ['hex', 'hexside', 'path'] },
};

type WithCustomKinds = Parameters<typeof builtInKindOf>[1];

/** How a hex map uses a kind: a built-in one by this table, a map's own kind as the built-in kind it plays as. */
export function hexKindUse(kind: string, map?: WithCustomKinds): HexKindUse {
  const builtIn = builtInKindOf(kind, map);
  return builtIn ? HEX_KIND_USES[builtIn] : HEX_KIND_USES.other;
}

/** The kinds a tool offers: the built-in ones used that way, then the map's own that play as one of them. */
export function kindsFor(use: HexUse, map?: WithCustomKinds): string[] {
  const builtIn = (Object.keys(HEX_KIND_USES) as TerrainKind[]).filter((k) => HEX_KIND_USES[k].uses.includes(use));
  const own = (map?.terrainKinds ?? []).filter((k) => hexKindUse(k.id, map).uses.includes(use)).map((k) => k.id);
  return [...builtIn, ...own];
}
