/**
 * What every map tool is: a small state machine that turns pointer and key events into commands on the
 * document (tldraw's StateNode, in miniature). A tool never edits the document itself; it calls the
 * editor through `ToolContext`, which runs named commands on the history. A gesture that changes the
 * document as it goes (a drag) opens a transaction and commits one undo entry on release. A tool stays
 * chosen after what it drew or placed (as in Tiled and every drawing program): the next drag draws the
 * next building; Escape or the Select tool's key goes back to selecting.
 */
import type { Point } from '../../../../../core/map/geometry';
import type { LayerId } from '../../../../../core/map/render/styles';
import type { DocumentCommand } from '../../../state/workspace.svelte';
import type { OverlayHit } from '../canvas/overlays';
import type { MapScene, Selection } from '../canvas/scene';

export type ToolId = 'select' | 'rotate' | 'area' | 'rectangle' | 'ellipse' | 'line' | 'measure' | 'setup' | 'objective' | 'contour' | 'label' | 'lineUp' | 'arrow' | 'dummy' | 'controlPoint';

export interface PointerInfo {
  screen: Point;
  world: Point;
  shift: boolean;
  alt: boolean;
  /** Two clicks in quick succession at the same place. */
  double: boolean;
}

export interface ToolContext {
  scene: MapScene;
  /** Runs a named map command on the open document; false when it was refused (and the user told why). */
  run(command: DocumentCommand): boolean;
  begin(label: string): void;
  commit(): void;
  cancel(): void;
  selection(): Selection;
  select(selection: Selection): void;
  /** The scenario overlay picked (a set-up area, objective, contour, arrow, label or dummy), if any. */
  overlay(): OverlayHit | undefined;
  selectOverlay(hit: OverlayHit | undefined): void;
  /** Where the pointer lands once snapping (grid, vertices, edges) has had its say. */
  snap(world: Point, options?: { ignoreFeature?: string }): Point;
  /** The terrain kind new features are drawn as. */
  drawKind(): string;
  locked(layer: LayerId): boolean;
  /** Tells the user something (a locked layer, a refused edit). */
  say(text: string): void;
  /** Shows a live reading (a measured distance, a turn in degrees) in the status bar; undefined clears it. */
  readout(text: string | undefined): void;
}

/** A tool of the tabletop editor (`ToolId`), or of the hex editor (`HexToolId` in hexTool.ts): the same state machine. */
export interface Tool<Id extends string = ToolId> {
  readonly id: Id;
  readonly cursor: string;
  down(e: PointerInfo): void;
  move(e: PointerInfo): void;
  up(e: PointerInfo): void;
  /** Enter finishes, Escape cancels, Backspace drops the last point; returns true when it used the key. */
  key?(key: string): boolean;
  /** The tool is left or the gesture abandoned: drop any preview and any open transaction. */
  cancel(): void;
}
