/**
 * What a ground import would add, drawn over the map's board before it is applied (Map ▸ Import
 * Elevation…, Map ▸ Import Features…): its contours (a hill's top, made a crest, drawn heavier), steep
 * slopes and features in one colour the map does not use, faded, so the designer sees where the new
 * ground falls against what is drawn before pressing Apply. Nothing here is the document's: the group is
 * emptied when the preview is dropped or applied.
 */
import Konva from 'konva';
import type { Contour, TerrainFeature } from '../../../../../core/model/scenario.generated';
import { contourClosed } from '../../../../../core/map/contours';

/** The preview's ink: a violet no terrain style uses, so new ground stands apart from the map's own. */
const PREVIEW_INK = '#7b2cbf';
/** How much the preview shows of what is under it. */
const PREVIEW_OPACITY = 0.7;

export const GROUND_PREVIEW_NAME = 'ground-preview';

export function drawGroundPreview(group: Konva.Group, made: { contours: readonly Contour[]; features: readonly TerrainFeature[] } | null): void {
  group.destroyChildren();
  group.name(GROUND_PREVIEW_NAME);
  if (!made) return;
  group.opacity(PREVIEW_OPACITY);
  for (const f of made.features) {
    const polygon = f.shape === 'polygon';
    group.add(
      new Konva.Line({
        name: 'preview-feature',
        points: f.points.flatMap((p) => [p.x, p.y]),
        closed: polygon,
        fill: polygon ? (f.kind === 'steep-slope' ? 'rgba(123,44,191,0.18)' : 'rgba(123,44,191,0.12)') : undefined,
        stroke: PREVIEW_INK,
        strokeWidth: polygon ? 1 : 2.5,
        dash: f.kind === 'steep-slope' ? [4, 4] : undefined,
        strokeScaleEnabled: false,
        perfectDrawEnabled: false,
      }),
    );
  }
  for (const c of made.contours) {
    group.add(
      new Konva.Line({
        name: c.crest ? 'preview-contour preview-crest' : 'preview-contour',
        points: c.points.flatMap((p) => [p.x, p.y]),
        closed: contourClosed(c),
        stroke: PREVIEW_INK,
        strokeWidth: c.crest ? 3 : 1.5,
        dash: c.crest ? [10, 3] : undefined,
        strokeScaleEnabled: false,
        perfectDrawEnabled: false,
      }),
    );
  }
}
