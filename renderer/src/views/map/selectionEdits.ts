/**
 * The tabletop editor's edits on what is picked, as its keys and buttons run them: delete (a unit, a
 * feature or a scenario overlay), cut, copy and paste terrain, duplicate, turn the picked units, pick all,
 * and fit the view to the pickings. Each edit is a named map command run through the editor.
 */
import { addFeatures, freshFeatureId, OVERLAY_LAYERS, placementKey, removeFeatures, removeOverlay, removePlacements, turnUnits } from '../../../../core/map/commands';
import { boxOf, expandBox, type Box } from '../../../../core/map/geometry';
import type { LayerId } from '../../../../core/map/render/styles';
import type { TabletopMap, TerrainFeature } from '../../../../core/model/scenario.generated';
import type { DocumentCommand } from '../../state/workspace.svelte';
import type { OverlayHit } from './canvas/overlays';
import { EMPTY_SELECTION, type Selection } from './canvas/scene';
import { unitKey } from './tools/select';

export interface SelectionEditor {
  map(): TabletopMap | undefined;
  selection(): Selection;
  select(selection: Selection): void;
  overlay(): OverlayHit | undefined;
  selectOverlay(hit: OverlayHit | undefined): void;
  locked(layer: LayerId): boolean;
  run(command: DocumentCommand): boolean;
  say(text: string): void;
  fitBox(box: Box): void;
}

export class SelectionEdits {
  /** Terrain copied, as it was when copied: units are never copied (a unit stands in one place). */
  private clipboard: TerrainFeature[] = [];

  constructor(private readonly editor: SelectionEditor) {}

  get canPaste(): boolean {
    return this.clipboard.length > 0;
  }

  delete(): void {
    const { editor } = this;
    const overlay = editor.overlay();
    if (overlay) {
      if (!editor.locked(OVERLAY_LAYERS[overlay.list])) editor.run(removeOverlay(overlay.list, overlay.id));
      editor.selectOverlay(undefined);
      return;
    }
    const { features, units } = editor.selection();
    if (features.size && !editor.locked('terrain')) editor.run(removeFeatures([...features]));
    if (units.size && !editor.locked('units')) editor.run(removePlacements([...units].map(unitKey)));
    editor.select(EMPTY_SELECTION);
  }

  copy(): void {
    const { features, units } = this.editor.selection();
    this.clipboard = (this.editor.map()?.features ?? []).filter((f) => features.has(f.id)).map((f) => structuredClone(f));
    if (units.size) this.editor.say('Units are not copied: a unit stands in one place. Drag it from the order of battle instead.');
  }

  paste(offset = 1): void {
    const map = this.editor.map();
    if (!map || this.clipboard.length === 0 || this.editor.locked('terrain')) return;
    const used = { ...map, features: [...map.features] };
    const copies = this.clipboard.map((f) => {
      const copy = { ...f, id: freshFeatureId(used, f.kind), points: f.points.map((p) => ({ x: p.x + offset, y: p.y + offset })) };
      used.features.push(copy);
      return copy;
    });
    if (this.editor.run(addFeatures(copies, copies.length === 1 ? 'Paste feature' : `Paste ${copies.length} features`))) {
      this.editor.select({ features: new Set(copies.map((c) => c.id)), units: new Set() });
      this.clipboard = copies;
    }
  }

  turn(deg: number): void {
    const { units } = this.editor.selection();
    if (units.size && !this.editor.locked('units')) this.editor.run(turnUnits([...units].map(unitKey), deg));
  }

  selectAll(): void {
    const map = this.editor.map();
    if (map) this.editor.select({ features: new Set(this.editor.locked('terrain') ? [] : map.features.map((f) => f.id)), units: new Set(this.editor.locked('units') ? [] : (map.units ?? []).map(placementKey)) });
  }

  fit(): void {
    const map = this.editor.map();
    const { features, units } = this.editor.selection();
    const points = [...(map?.features ?? []).filter((f) => features.has(f.id)).flatMap((f) => f.points), ...(map?.units ?? []).filter((u) => units.has(placementKey(u))).map((u) => u.at)];
    if (points.length) this.editor.fitBox(expandBox(boxOf(points), 2));
  }
}
