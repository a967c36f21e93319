/**
 * Exporting the open document's map as an SVG in real inches, shared by the map editor's "Export
 * SVG…" button and File ▸ Export Map Image… (both draw with core/map/render/svg.ts, the renderer
 * `muster render` uses). The orders of battle kept in army files beside a scenario are read here too,
 * so the units are drawn as their stands however the export is started.
 */
import type { OrderOfBattle } from '../../../../core/model/oob';
import { ordersOfBattleIn } from '../../../../core/oob/catalogue';
import { boardCovering } from '../../../../core/map/board';
import { renderMapSvg } from '../../../../core/map/render/svg';
import { scenarioHexInput, scenarioRenderInput, type AnyMapRenderInput } from '../../../../core/map/scenarioMap';
import type { HexMap, MusterMap, MusterScenario, TabletopMap } from '../../../../core/model/scenario.generated';
import { api } from '../../platform/api';
import { workspace } from '../../state/workspace.svelte';

type SideForces = { id: string; forces: { orderOfBattle?: unknown; armyFile?: string; libraryArmy?: { id: string } } };

/**
 * The orders of battle of the sides that keep theirs elsewhere: in an army file beside the scenario at
 * `path`, or in the Muster library.
 */
export async function armiesBeside(path: string | null, sides: readonly SideForces[]): Promise<Record<string, OrderOfBattle>> {
  const found: Record<string, OrderOfBattle> = {};
  for (const side of sides) {
    const library = side.forces.libraryArmy;
    if (!side.forces.orderOfBattle && library) {
      const army = await api.call('library.get', { id: library.id }).then((d) => ordersOfBattleIn(d.content)[0], () => undefined);
      if (army) found[side.id] = army;
      continue;
    }
    if (side.forces.orderOfBattle || !side.forces.armyFile) continue;
    if (!path) {
      // A scenario with no folder (a copy of an example, a campaign's next scenario): its army files are the bundled examples of that name.
      const example = await api.call('examples.open', { name: side.forces.armyFile }).catch(() => null);
      if (example?.kind === 'army') found[side.id] = (example.content as { orderOfBattle: OrderOfBattle }).orderOfBattle;
      continue;
    }
    const dir = path.replace(/[\\/][^\\/]*$/, '');
    const opened = await api.call('files.open', { path: `${dir}/${side.forces.armyFile}` }).catch(() => null);
    if (opened?.ok && opened.kind === 'army') found[side.id] = (opened.content as { orderOfBattle: OrderOfBattle }).orderOfBattle;
  }
  return found;
}

/** What the open document's map draws from: a scenario's board and sides, or a map file's own extent; a hex map with its sides' counters. */
export async function openMapInput(): Promise<AnyMapRenderInput | undefined> {
  const doc = workspace.doc;
  const content = workspace.content as { map?: MusterMap; sides?: SideForces[] } | undefined;
  if (!doc || !content?.map) return undefined;
  if (content.map.kind === 'hex') {
    if (doc.kind === 'scenario') return scenarioHexInput(content as MusterScenario, await armiesBeside(doc.path ?? null, content.sides ?? []));
    return { map: content.map as HexMap, sides: [] };
  }
  if (doc.kind === 'scenario') return scenarioRenderInput(content as MusterScenario, await armiesBeside(doc.path ?? null, content.sides ?? []));
  const map = content.map as TabletopMap;
  return { board: boardCovering(map), map, scale: '15mm', sides: [] };
}

/** Asks where to save, draws the map with its legend and writes it; `input` defaults to the open document's map. */
export async function exportMapImage(input?: AnyMapRenderInput): Promise<void> {
  const source = input ?? (await openMapInput());
  if (!source) {
    workspace.notify('There is no map to export: open a scenario or a map file first.');
    return;
  }
  const name = (workspace.title ?? 'map').toLowerCase().replace(/[^\w-]+/g, '-');
  const folder = workspace.info?.documentsDir;
  const path = await workspace.choosePath('save', 'Export the map as SVG', folder ? `${folder}/${name}.svg` : `${name}.svg`);
  if (!path) return;
  const svg = renderMapSvg(source, { legend: true, title: workspace.title ?? 'Map' });
  const done = await workspace.attempt('Exporting the map', () => api.call('files.writeText', { path, text: svg }));
  if (done) workspace.notify(`Exported the map to ${path}.`);
}
