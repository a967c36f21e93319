/**
 * What the schema cannot say about a map: a feature, hex or hexside whose kind is a `custom-…` id must
 * find that id in the map's own `terrainKinds`, and each id is declared once; a hex map's numbers and
 * sides must be its grid's (core/hex/check.ts). Runs after the schema
 * check passes, so the shapes are known; problems use the schema problems' words and pointers.
 */
import type { MusterMap } from '../model/scenario.generated';
import { hexMapProblems } from '../hex/check';
import { isBuiltInTerrainKind } from '../rules/terrainKinds';

/** The shape of core/formats' `SchemaProblem`, restated so that maps need not import the formats. */
export interface MapProblem {
  pointer: string;
  message: string;
}

export function mapTerrainProblems(map: MusterMap, at: string): MapProblem[] {
  const problems: MapProblem[] = [];
  const declared = new Set<string>();
  (map.terrainKinds ?? []).forEach((k, i) => {
    if (declared.has(k.id)) problems.push({ pointer: `${at}/terrainKinds/${i}/id`, message: `the terrain kind '${k.id}' is declared twice` });
    declared.add(k.id);
  });
  const check = (kind: string | undefined, pointer: string): void => {
    if (kind === undefined || isBuiltInTerrainKind(kind) || declared.has(kind)) return;
    const known = declared.size ? ` (this map declares ${[...declared].map((d) => `'${d}'`).join(', ')})` : ' (this map declares no kinds of its own)';
    problems.push({ pointer, message: `the terrain kind '${kind}' is not declared in the map's terrainKinds${known}` });
  };
  if (map.kind === 'tabletop') {
    map.features.forEach((f, i) => check(f.kind, `${at}/features/${i}/kind`));
  } else {
    check(map.defaultTerrain, `${at}/defaultTerrain`);
    map.hexes.forEach((h, i) => check(h.terrain, `${at}/hexes/${i}/terrain`));
    (map.hexsides ?? []).forEach((h, i) => check(h.kind, `${at}/hexsides/${i}/kind`));
    (map.paths ?? []).forEach((p, i) => check(p.kind, `${at}/paths/${i}/kind`));
    problems.push(...hexMapProblems(map, at));
  }
  return problems;
}
