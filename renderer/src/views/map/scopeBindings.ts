/**
 * The map scope's actions split by editor: both editors bind the whole `map` scope (registerScope asks for
 * every id), and each leaves the other's own tools disabled, so a key of the hex tools does nothing on a
 * tabletop board and the tabletop's drawing keys nothing on a hex map.
 */
import type { ActionIdIn } from '../../../../core/app/actions';
import type { Binding } from '../../actions/registry';

type MapAction = ActionIdIn<'map'>;

export const HEX_ONLY_ACTIONS = [
  'map.paintTool',
  'map.fillTool',
  'map.elevationTool',
  'map.hexsideTool',
  'map.pathTool',
  'map.counterTool',
  'map.extendTool',
  'map.raiseCounter',
  'map.lowerCounter',
  'map.flipCounter',
  'map.previewTool',
] as const satisfies readonly MapAction[];

export const TABLETOP_ONLY_ACTIONS = [
  'map.rotateTool',
  'map.areaTool',
  'map.rectangleTool',
  'map.ellipseTool',
  'map.lineTool',
  'map.measureTool',
  'map.setupTool',
  'map.objectiveTool',
  'map.contourTool',
  'map.lineUpTool',
  'map.arrowTool',
  'map.dummyTool',
  'map.toggleSnap',
  'map.duplicate',
  'map.cut',
  'map.copy',
  'map.paste',
  'map.selectAll',
] as const satisfies readonly MapAction[];

/** Bindings that do nothing and say they cannot (their menu items and keys stay disabled). */
export function unbound<K extends MapAction>(ids: readonly K[]): Record<K, Binding> {
  return Object.fromEntries(ids.map((id) => [id, { run: () => {}, enabled: () => false }])) as Record<K, Binding>;
}
