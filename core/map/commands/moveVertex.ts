/**
 * Moving one vertex of a terrain feature (a corner of a wood, a bend of a road): one `set` of that
 * point. A drag runs it on every pointer move inside one history transaction, so it must stay small:
 * it reads only the feature it edits and never copies the map.
 */
import { Refusal, type Command, type Path } from '../../history';
import type { MapPoint, MusterMap } from '../../model/scenario.generated';

interface HasMap {
  map: MusterMap;
}

/** Moves vertex `vertex` of feature `featureIndex` of a tabletop map to `to`; the same point records nothing. */
export function moveVertex<D extends HasMap>(featureIndex: number, vertex: number, to: MapPoint): Command<D> {
  return {
    label: 'Move vertex',
    patches: (doc) => {
      const map = doc.map;
      if (map.kind !== 'tabletop' || !('features' in map)) throw new Refusal('only a tabletop map has terrain features with vertices');
      const feature = map.features[featureIndex];
      if (!feature) throw new Refusal(`there is no terrain feature #${featureIndex + 1}`);
      const old = feature.points[vertex];
      if (!old) throw new Refusal(`${feature.label ?? feature.id} has no vertex #${vertex + 1}`);
      if (old.x === to.x && old.y === to.y) return [];
      const path: Path = ['map', 'features', featureIndex, 'points', vertex];
      return [{ op: 'set', path, value: { x: to.x, y: to.y } }];
    },
  };
}
