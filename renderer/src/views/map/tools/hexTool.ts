/**
 * What a hex map tool is given: the hex scene to read and preview on, and the editor's ways to run named
 * commands, pick, and talk to the user. The tools are the tabletop editor's state machines (`Tool`,
 * tool.ts) turning pointer events into the hex commands of core/map/commands; a drag that edits as it
 * goes (a brush stroke) is one gesture, one undo step.
 */
import type { HexClick } from '../../../../../core/preview/hex';
import type { LayerId } from '../../../../../core/map/render/styles';
import type { HexMap } from '../../../../../core/model/scenario.generated';
import type { DocumentCommand } from '../../../state/workspace.svelte';
import type { HexScene, HexSelection } from '../canvas/hexScene';
import type { Tool } from './tool';

export type HexToolId = 'select' | 'paint' | 'fill' | 'elevation' | 'hexside' | 'path' | 'label' | 'counter' | 'extend' | 'preview';

export type HexTool = Tool<HexToolId>;

/** What the elevation brush does to each hex it crosses. */
export interface ElevationBrush {
  mode: 'raise' | 'lower' | 'set';
  level: number;
}

export interface HexToolContext {
  scene: HexScene;
  run(command: DocumentCommand): boolean;
  begin(label: string): void;
  commit(): void;
  cancel(): void;
  map(): HexMap;
  /** The kind the tool puts down: a hex terrain (brush, fill), a hexside feature, a road or trail. */
  kind(): string;
  elevation(): ElevationBrush;
  selection(): HexSelection;
  select(selection: HexSelection): void;
  /** The counter chosen in the palette to place next. */
  nextCounter(): { side: string; unit: string } | undefined;
  /** A counter was placed: the palette moves on to the next one of its side. */
  placed(counter: { side: string; unit: string }): void;
  /** The hex label field, focused for the hex just clicked. */
  editLabel(hex: string): void;
  locked(layer: LayerId): boolean;
  say(text: string): void;
  readout(text: string | undefined): void;
  /** The Rules preview: a click (or a hex entered on a drag) picks for the preview, Backspace takes one back, Escape clears. */
  previewPick(click: HexClick): void;
  previewBack(): void;
  previewClear(): void;
}

/** Refuses, saying so, when the layer a tool edits is locked. */
export function unlocked(ctx: HexToolContext, layer: LayerId, what: string): boolean {
  if (!ctx.locked(layer)) return true;
  ctx.say(`The ${what} layer is locked: unlock it to edit it.`);
  return false;
}
