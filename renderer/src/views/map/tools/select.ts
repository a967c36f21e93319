/**
 * Select, move and reshape: click picks the topmost unit or feature (shift adds or removes it), a drag
 * on the selection moves it, a drag on empty table draws a marquee, a drag on a vertex handle of the one
 * selected feature moves that vertex; a double click on its edge adds a vertex and alt-click on a
 * vertex removes it. Scenario overlays are picked and dragged here too: an objective, label or dummy
 * under the pointer (before terrain: they are small and sit on it), or the outline of a set-up area or
 * contour where no unit or feature is; the picked overlay's corners are dragged, added and removed as a
 * feature's. An outline not yet picked is picked by a click and moved only once picked: a drag that
 * starts on it (a marquee begun inside a set-up area along the table's edge) selects the units it
 * encloses, as a drag on empty table does. States: idle → pointing → moving | marquee | vertex; idle → overlay | overlayVertex.
 */
import Konva from 'konva';
import { parsePlacementKey } from '../../../../../core/model/keys';
import { insertOverlayVertex, insertVertex, moveFeatures, moveOverlay, moveOverlayVertex, moveUnits, moveVertex, OVERLAY_LAYERS, OVERLAY_WORDS, removeOverlayVertex, removeVertex } from '../../../../../core/map/commands';
import { closestOnSegment, distance, type Point } from '../../../../../core/map/geometry';
import type { LayerId } from '../../../../../core/map/render/styles';
import { editableOutline, outlineClosed, overlayAt, type OverlayHit } from '../canvas/overlays';
import type { Tool, ToolContext, PointerInfo } from './tool';

type State =
  | { name: 'idle' }
  | { name: 'pointing'; start: PointerInfo; hit: { kind: 'feature' | 'unit'; id: string } | undefined; outline?: OverlayHit }
  | { name: 'moving'; last: Point; origin: Point }
  | { name: 'marquee'; start: Point; rect: Konva.Rect }
  | { name: 'vertex'; feature: string; featureIndex: number; vertex: number }
  | { name: 'overlay'; hit: OverlayHit; offset: Point; anchor: Point }
  | { name: 'overlayVertex'; hit: OverlayHit; vertex: number };

const HANDLE_PX = 7;
const DRAG_PX = 4;

export function selectTool(ctx: ToolContext): Tool {
  let state: State = { name: 'idle' };

  const selectedFeature = () => (ctx.selection().features.size === 1 && ctx.selection().units.size === 0 ? [...ctx.selection().features][0] : undefined);
  const featureById = (id: string) => ctx.scene.current.map.features.find((f) => f.id === id);

  /** The vertex of the one selected feature under the pointer, within a handle's reach. */
  function vertexAt(e: PointerInfo): { feature: string; index: number } | undefined {
    const id = selectedFeature();
    const f = id ? featureById(id) : undefined;
    if (!f || ctx.locked('terrain')) return undefined;
    const reach = HANDLE_PX / ctx.scene.camera.ppi;
    const index = f.points.findIndex((p) => distance(p, e.world) <= reach);
    return index === -1 ? undefined : { feature: f.id, index };
  }

  function hitAt(e: PointerInfo): { kind: 'feature' | 'unit'; id: string } | undefined {
    const unit = ctx.locked('units') ? undefined : ctx.scene.unitAt(e.world);
    if (unit) return { kind: 'unit', id: unit };
    const feature = ctx.locked('terrain') ? undefined : ctx.scene.featureAt(e.world);
    return feature ? { kind: 'feature', id: feature } : undefined;
  }

  function clickSelect(e: PointerInfo, hit: { kind: 'feature' | 'unit'; id: string } | undefined): void {
    const sel = ctx.selection();
    if (!hit) {
      if (!e.shift) ctx.select({ features: new Set(), units: new Set() });
      return;
    }
    const features = new Set(e.shift ? sel.features : []);
    const units = new Set(e.shift ? sel.units : []);
    const set = hit.kind === 'feature' ? features : units;
    if (e.shift && set.has(hit.id)) set.delete(hit.id);
    else set.add(hit.id);
    ctx.select({ features, units });
  }

  /**
   * The corners of the picked set-up area, objective area, contour or arrow, as a feature's: a press on a
   * corner starts dragging it, Alt-click removes it, a double click on an edge adds one there.
   */
  function editOutline(e: PointerInfo): boolean {
    const hit = ctx.overlay();
    if (!hit || ctx.locked(OVERLAY_LAYERS[hit.list])) return false;
    const model = ctx.scene.current;
    const points = editableOutline(model, hit);
    if (!points) return false;
    const reach = HANDLE_PX / ctx.scene.camera.ppi;
    const vertex = points.findIndex((q) => distance(q, e.world) <= reach);
    if (vertex !== -1 && e.alt) return ctx.run(removeOverlayVertex(hit.list, hit.id, vertex)), true;
    if (vertex !== -1) {
      ctx.begin('Move vertex');
      state = { name: 'overlayVertex', hit, vertex };
      return true;
    }
    if (!e.double) return false;
    const edges = outlineClosed(model, hit) ? points.length : points.length - 1;
    for (let i = 0; i < edges; i++) {
      const on = closestOnSegment(e.world, points[i]!, points[(i + 1) % points.length]!);
      if (distance(on.point, e.world) <= reach) return ctx.run(insertOverlayVertex(hit.list, hit.id, i + 1, on.point)), true;
    }
    return false;
  }

  /**
   * Picks the overlay under the pointer (see the top of this file) and starts dragging it; an outline
   * not yet picked is left to the press (`pointing`), which picks it on a click and draws a marquee on a drag.
   */
  function pickOverlay(e: PointerInfo): boolean {
    const world = e.world;
    const model = ctx.scene.current;
    const usable = (layer: LayerId) => !model.map.layers?.[layer]?.hidden && !ctx.locked(layer);
    const hit = overlayAt(model, world, ctx.scene.camera.ppi, usable);
    if (!hit || (!hit.point && (ctx.scene.unitAt(world) || ctx.scene.featureAt(world)))) return false;
    const picked = { list: hit.list, id: hit.id };
    const current = ctx.overlay();
    if (!hit.point && (current?.list !== hit.list || current.id !== hit.id)) {
      state = { name: 'pointing', start: e, hit: undefined, outline: picked };
      return true;
    }
    ctx.selectOverlay(picked);
    ctx.begin(`Move ${OVERLAY_WORDS[hit.list]}`);
    const item = (model.map[hit.list] ?? []).find((x) => x.id === hit.id) as { at?: Point; area?: Point[]; points?: Point[] } | undefined;
    const anchor = item?.at ?? item?.area?.[0] ?? item?.points?.[0] ?? world;
    state = { name: 'overlay', hit: picked, offset: { x: anchor.x - world.x, y: anchor.y - world.y }, anchor };
    return true;
  }

  return {
    id: 'select',
    cursor: 'default',
    down(e) {
      if (!e.shift && (editOutline(e) || pickOverlay(e))) return;
      const vertex = vertexAt(e);
      if (vertex && e.alt) {
        ctx.run(removeVertex(vertex.feature, vertex.index));
        return;
      }
      if (vertex) {
        const featureIndex = ctx.scene.current.map.features.findIndex((f) => f.id === vertex.feature);
        ctx.begin('Move vertex');
        state = { name: 'vertex', feature: vertex.feature, featureIndex, vertex: vertex.index };
        return;
      }
      if (e.double) {
        // A double click on an edge of the selected feature bends it there.
        const id = selectedFeature();
        const f = id ? featureById(id) : undefined;
        if (f) {
          const n = f.shape === 'polygon' ? f.points.length : f.points.length - 1;
          const reach = HANDLE_PX / ctx.scene.camera.ppi;
          for (let i = 0; i < n; i++) {
            const on = closestOnSegment(e.world, f.points[i]!, f.points[(i + 1) % f.points.length]!);
            if (distance(on.point, e.world) <= reach) {
              ctx.run(insertVertex(f.id, i + 1, on.point));
              return;
            }
          }
        }
      }
      state = { name: 'pointing', start: e, hit: hitAt(e) };
    },
    move(e) {
      if (state.name === 'overlayVertex') {
        ctx.run(moveOverlayVertex(state.hit.list, state.hit.id, state.vertex, ctx.snap(e.world)));
        return;
      }
      if (state.name === 'overlay') {
        // The item's own point (or first corner) snaps, not the place it was grabbed by.
        const to = ctx.snap({ x: e.world.x + state.offset.x, y: e.world.y + state.offset.y });
        const dx = to.x - state.anchor.x;
        const dy = to.y - state.anchor.y;
        if ((dx || dy) && ctx.run(moveOverlay(state.hit.list, state.hit.id, dx, dy))) state = { ...state, anchor: to };
        return;
      }
      if (state.name === 'pointing') {
        if (distance(state.start.screen, e.screen) < DRAG_PX) return;
        const { start, hit } = state;
        const sel = ctx.selection();
        const onSelection = hit && (hit.kind === 'feature' ? sel.features.has(hit.id) : sel.units.has(hit.id));
        if (hit && !onSelection) ctx.select(hit.kind === 'feature' ? { features: new Set([hit.id]), units: new Set() } : { features: new Set(), units: new Set([hit.id]) });
        if (hit) {
          const s = ctx.selection();
          const count = s.features.size + s.units.size;
          ctx.begin(moveLabel(s.features.size, s.units.size));
          const origin = ctx.snap(start.world);
          state = { name: 'moving', last: origin, origin };
        } else {
          const rect = new Konva.Rect({ x: start.world.x, y: start.world.y, width: 0, height: 0, stroke: '#2f80ed', strokeWidth: 1, dash: [4, 3], fill: 'rgba(47,128,237,0.08)', strokeScaleEnabled: false });
          ctx.scene.overlay.add(rect);
          state = { name: 'marquee', start: start.world, rect };
        }
      }
      if (state.name === 'moving') {
        const to = ctx.snap(e.world);
        const dx = to.x - state.last.x;
        const dy = to.y - state.last.y;
        if (dx === 0 && dy === 0) return;
        const sel = ctx.selection();
        if (sel.features.size) ctx.run(moveFeatures([...sel.features], dx, dy));
        if (sel.units.size) ctx.run(moveUnits([...sel.units].map(unitKey), dx, dy));
        state = { ...state, last: to };
        ctx.readout(`moved ${fmt(to.x - state.origin.x)}", ${fmt(to.y - state.origin.y)}"`);
      } else if (state.name === 'marquee') {
        state.rect.setAttrs({ x: Math.min(state.start.x, e.world.x), y: Math.min(state.start.y, e.world.y), width: Math.abs(e.world.x - state.start.x), height: Math.abs(e.world.y - state.start.y) });
        ctx.scene.overlay.batchDraw();
      } else if (state.name === 'vertex') {
        ctx.run(moveVertex(state.featureIndex, state.vertex, ctx.snap(e.world, { ignoreFeature: state.feature })));
      }
    },
    up(e) {
      if (state.name === 'pointing' && state.outline) ctx.selectOverlay(state.outline);
      else if (state.name === 'pointing') clickSelect(e, state.hit);
      else if (state.name === 'moving' || state.name === 'vertex' || state.name === 'overlay' || state.name === 'overlayVertex') ctx.commit();
      else if (state.name === 'marquee') {
        const box = { minX: Math.min(state.start.x, e.world.x), minY: Math.min(state.start.y, e.world.y), maxX: Math.max(state.start.x, e.world.x), maxY: Math.max(state.start.y, e.world.y) };
        const sel = ctx.selection();
        const features = new Set([...(e.shift ? sel.features : []), ...(ctx.locked('terrain') ? [] : ctx.scene.featuresIn(box))]);
        const units = new Set([...(e.shift ? sel.units : []), ...(ctx.locked('units') ? [] : ctx.scene.unitsIn(box))]);
        state.rect.destroy();
        ctx.scene.overlay.batchDraw();
        ctx.select({ features, units });
      }
      ctx.readout(undefined);
      state = { name: 'idle' };
    },
    cancel() {
      if (state.name === 'moving' || state.name === 'vertex' || state.name === 'overlay' || state.name === 'overlayVertex') ctx.cancel();
      if (state.name === 'marquee') state.rect.destroy();
      ctx.scene.overlay.batchDraw();
      ctx.readout(undefined);
      state = { name: 'idle' };
    },
  };
}

export const unitKey = (key: string): { side: string; unit: string } => parsePlacementKey(key) ?? { side: '', unit: '' };

/** The undo menu's words for a move: "Move feature", "Move 3 features", "Move 2 units", "Move 5 items". */
function moveLabel(features: number, units: number): string {
  if (units === 0) return features === 1 ? 'Move feature' : `Move ${features} features`;
  if (features === 0) return units === 1 ? 'Move unit' : `Move ${units} units`;
  return `Move ${features + units} items`;
}

const fmt = (v: number): string => (Math.round(v * 100) / 100).toString();
