/**
 * The tabletop editor's tools, by id, and their toolbar buttons: the select, turn, draw and measure tools
 * (select.ts, rotate.ts, drawPath.ts, drawBox.ts, measure.ts) and the scenario overlays' tools, which draw
 * or place with the same machines and then run the overlay's named command and pick what they made.
 */
import type { ActionIdIn } from '../../../../../core/app/actions';
import { addOverlay, freshOverlayId, lineUpUnits, placementKey } from '../../../../../core/map/commands';
import { isLeaderPlacement } from '../../../../../core/map/deploy';
import { commandedBy } from '../../../../../core/map/placements';
import { frontageOf } from '../../../../../core/map/stands';
import type { TabletopMap } from '../../../../../core/model/scenario.generated';
import type { DocumentCommand } from '../../../state/workspace.svelte';
import type { OverlayHit } from '../canvas/overlays';
import { drawBoxTool } from './drawBox';
import { drawPathTool } from './drawPath';
import { measureTool } from './measure';
import { placePointTool } from './placePoint';
import { rotateTool } from './rotate';
import { selectTool, unitKey } from './select';
import type { Tool, ToolContext, ToolId } from './tool';
import { controlPointTool, type PlacingImage } from '../underlay/controlPointTool';

/** What the overlay tools ask the editor: the options chosen in its panels, and how to pick what they made. */
export interface TabletopToolOptions {
  map(): TabletopMap | undefined;
  /** The side new set-up areas and dummies go to (the one chosen in the panel, else the first side), if the scenario has one. */
  setupSide(): string | undefined;
  contourShape(): 'closed' | 'crest';
  contourLevel(): number;
  /** Runs a command that made an overlay item, then picks it so the properties panel shows it. */
  made(command: DocumentCommand, item: OverlayHit): void;
  /** The reference image being placed by control points (chosen in the Reference images panel), if any. */
  placingImage?(): PlacingImage | undefined;
}

export function tabletopTools(ctx: ToolContext, options: TabletopToolOptions): Record<ToolId, () => Tool> {
  const { map, made } = options;
  return {
    select: () => selectTool(ctx),
    rotate: () => rotateTool(ctx),
    area: () => drawPathTool(ctx, 'polygon'),
    line: () => drawPathTool(ctx, 'polyline'),
    rectangle: () => drawBoxTool(ctx, 'rectangle'),
    ellipse: () => drawBoxTool(ctx, 'ellipse'),
    measure: () => measureTool(ctx),
    setup: () =>
      drawPathTool(ctx, 'polygon', {
        id: 'setup',
        layer: 'setup',
        make: (points) => {
          const side = options.setupSide();
          const m = map();
        if (!m || !side) return void ctx.say('A set-up area belongs to a side: this map has none.');
          const id = freshOverlayId(m, 'setupAreas', `${side}-setup`);
          made(addOverlay('setupAreas', { id, side, area: points }), { list: 'setupAreas', id });
          return undefined;
        },
      }),
    contour: () =>
      drawPathTool(ctx, options.contourShape() === 'closed' ? 'polygon' : 'polyline', {
        id: 'contour',
        layer: 'contours',
        make: (points) => {
          const m = map();
          if (!m) return undefined;
          const id = freshOverlayId(m, 'contours', options.contourShape() === 'crest' ? 'crest' : 'contour');
          const level = Math.round(options.contourLevel());
          made(addOverlay('contours', options.contourShape() === 'crest' ? { id, level, closed: false, crest: true, points } : { id, level, points }), { list: 'contours', id });
          return undefined;
        },
      }),
    lineUp: () =>
      drawPathTool(ctx, 'polyline', {
        id: 'lineUp',
        layer: 'units',
        make: (points) => {
          const order = new Map((map()?.units ?? []).map((u, i) => [placementKey(u), i]));
          const keys = [...ctx.selection().units].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
          if (keys.length === 0) return void ctx.say('Select the units to line up first (drag a brigade onto the board, or shift-click its regiments).');
          return lineUpUnits(keys.map(unitKey), keys.map((key) => frontage(ctx, key)), points[0]!, points.at(-1)!, undefined, leadersCommands(ctx, keys));
        },
      }),
    objective: () =>
      placePointTool(ctx, 'objective', 'setup', (at) => {
        const m = map();
        if (!m) return;
        const id = freshOverlayId(m, 'objectives', 'objective');
        made(addOverlay('objectives', { id, name: `Objective ${id.replace(/^objective-/, '')}`, at }), { list: 'objectives', id });
      }),
    arrow: () =>
      drawPathTool(ctx, 'polyline', {
        id: 'arrow',
        layer: 'setup',
        make: (points) => {
          const m = map();
          if (!m) return undefined;
          const id = freshOverlayId(m, 'arrows', 'arrow');
          made(addOverlay('arrows', { id, points }), { list: 'arrows', id });
          return undefined;
        },
      }),
    dummy: () =>
      placePointTool(ctx, 'dummy', 'units', (at) => {
        const side = options.setupSide();
        const m = map();
        if (!m || !side) return void ctx.say('A dummy marker belongs to a side: this map has none.');
        const id = freshOverlayId(m, 'dummies', `${side}-dummy`);
        made(addOverlay('dummies', { id, side, at, facingDeg: 0 }), { list: 'dummies', id });
      }),
    controlPoint: () => controlPointTool(ctx, () => options.placingImage?.()),
    label: () =>
      placePointTool(ctx, 'label', 'labels', (at) => {
        const m = map();
        if (!m) return;
        const id = freshOverlayId(m, 'labels', 'label');
        made(addOverlay('labels', { id, text: 'Label', at }), { list: 'labels', id });
      }),
  };
}

export const TABLETOP_TOOL_BUTTONS = [
  { id: 'select', label: 'Select', action: 'map.selectTool' },
  { id: 'rotate', label: 'Turn', action: 'map.rotateTool' },
  { id: 'area', label: 'Area', action: 'map.areaTool' },
  { id: 'rectangle', label: 'Rectangle', action: 'map.rectangleTool' },
  { id: 'ellipse', label: 'Ellipse', action: 'map.ellipseTool' },
  { id: 'line', label: 'Line', action: 'map.lineTool' },
  { id: 'measure', label: 'Measure', action: 'map.measureTool' },
  { id: 'setup', label: 'Set-up area', action: 'map.setupTool' },
  { id: 'objective', label: 'Objective', action: 'map.objectiveTool' },
  { id: 'contour', label: 'Contour', action: 'map.contourTool' },
  { id: 'label', label: 'Label', action: 'map.labelTool' },
  { id: 'arrow', label: 'Arrow', action: 'map.arrowTool' },
  { id: 'dummy', label: 'Dummy', action: 'map.dummyTool' },
  { id: 'lineUp', label: 'Line up', action: 'map.lineUpTool' },
] as const satisfies ReadonlyArray<{ id: ToolId; label: string; action: ActionIdIn<'map'> }>;

/** The actions that choose the tabletop tools, one a button. */
export type TabletopToolAction = (typeof TABLETOP_TOOL_BUTTONS)[number]['action'];

/** A placed unit's frontage as drawn (core's `frontageOf` over its stands), in inches. */
/** Of the units being lined up, each leader's own men (by placement key), so he stands behind them. */
function leadersCommands(ctx: ToolContext, keys: readonly string[]): Record<string, string[]> {
  const { map, sides } = ctx.scene.current;
  const chosen = new Set(keys);
  const placements = (map.units ?? []).filter((u) => chosen.has(placementKey(u)));
  const commands: Record<string, string[]> = {};
  for (const side of sides) {
    const commanded = commandedBy(side.orderOfBattle);
    for (const leader of placements.filter((u) => u.side === side.id && isLeaderPlacement(u))) {
      const men = commanded.get(leader.unit);
      if (men) commands[placementKey(leader)] = placements.filter((u) => u.side === side.id && men.has(u.unit)).map(placementKey);
    }
  }
  return commands;
}

function frontage(ctx: ToolContext, key: string): number {
  const placed = ctx.scene.standsOf(key);
  const unit = ctx.scene.current.map.units?.find((u) => placementKey(u) === key);
  if (!placed || !unit || placed.stands.length === 0) return 1;
  return frontageOf(placed.stands, unit.facingDeg).frontIn;
}
