/**
 * Hiding and locking the map's layers. The state is saved in the file (`map.layers`) so a designer who
 * locked the terrain to place units finds it locked the next day; a layer shown and unlocked is simply
 * not listed, which keeps files that never touched a layer as they were.
 */
import type { Command, Patch } from '../../history';
import type { LayerState, MapLayers } from '../../model/scenario.generated';
import type { LayerId } from '../render/styles';
import { LAYER_LABELS } from '../render/styles';
import type { HasMap } from './features';

type WithLayers = { layers?: MapLayers };

export function layerState(map: WithLayers, layer: LayerId): Required<LayerState> {
  const s = map.layers?.[layer];
  return { hidden: s?.hidden ?? false, locked: s?.locked ?? false };
}

/** Shows or hides (`hidden`), or unlocks or locks (`locked`), one layer. */
export function setLayerState<D extends HasMap>(layer: LayerId, change: 'hidden' | 'locked', on: boolean): Command<D> {
  const word = change === 'hidden' ? (on ? 'Hide' : 'Show') : on ? 'Lock' : 'Unlock';
  return {
    label: `${word} ${LAYER_LABELS[layer].toLowerCase()}`,
    patches: (doc) => {
      const map = doc.map as WithLayers;
      const state = layerState(map, layer);
      if (state[change] === on) return [];
      const next: LayerState = { ...state, [change]: on };
      const kept: LayerState = {};
      if (next.hidden) kept.hidden = true;
      if (next.locked) kept.locked = true;
      const layers = { ...map.layers };
      if (Object.keys(kept).length === 0) delete layers[layer];
      else layers[layer] = kept;
      const patch: Patch = Object.keys(layers).length === 0 ? { op: 'remove', path: ['map', 'layers'] } : { op: 'set', path: ['map', 'layers'], value: layers };
      return [patch];
    },
  };
}
