/**
 * What every playtest tool is: a small state machine that turns the board's pointer events into the
 * playtest's named commands (the map editor's tools, renderer/src/views/map/tools/tool.ts, on the
 * playtest's history). A tool never changes the playtest itself: it asks the board through
 * `PlaytestToolContext` to run a command of core/playtest, and a refusal comes back as the core's own
 * words. A tool holds no Konva: what it shows while a gesture is under way (`PlaytestGesture`) is drawn
 * by the board's scene (../scene.ts).
 */
import type { Point } from '../../../../../core/map/geometry';
import type { DefenderReaction, moveUnit, MoveReader, MoveReading, MoveRefusal, ObstacleCrossing, Playtest, PlaytestGround } from '../../../../../core/playtest';

export type PlaytestToolId = 'select' | 'fire' | 'charge';

/** What the playtest's named commands (core/playtest) make, for the board to run: the type of any of them. */
export type PlaytestCommand = ReturnType<typeof moveUnit>;

/** A pointer event as the board hands it over: the point on the table (inches) and on the screen (pixels). */
export interface PlaytestPointer {
  world: Point;
  screen: Point;
  shift: boolean;
}

export interface PlaytestToolContext {
  ground: PlaytestGround;
  /** The playtest as it stands. */
  doc(): Playtest;
  /** Runs a named command of core/playtest on the playtest's history; false when it was refused (and the user told why). */
  run(command: PlaytestCommand): boolean;
  /** The unit under a table point: its stands with a few pixels to spare, else its marker. */
  unitUnder(world: Point): string | undefined;
  /** The unit whose stands are under a table point, without slack (units in contact). */
  standsAt(world: Point): string | undefined;
  /** The corners of each of a unit's stands as drawn, in table inches. */
  corners(key: string): Point[][] | undefined;
  /** Pixels to an inch at the zoom the board has. */
  ppi(): number;
  picked(): string | undefined;
  pick(key: string | undefined): void;
  /** Tells the user why not. */
  say(text: string): void;
  /** An active unit has acted: offer the reacting side its reactions (`movedIn` inches moved, 0 for a change in place). */
  acted(key: string, movedIn?: number): void;
  /** How a move crosses fences and walls in the open, as the player chose it (B:637). */
  obstacle(): ObstacleCrossing;
  /** What a charged unit does with its reaction, as the player chose it (B:427, B:1079, B:2441). */
  defenderReaction(): DefenderReaction;
  /** The gesture under way has changed: the scene draws it afresh (undefined: it is over). */
  show(gesture: PlaytestGesture | undefined): void;
}

/** A unit being moved by the rules, placed by hand, or turned by its facing handle, as the scene draws it. */
export interface PlaytestGesture {
  key: string;
  kind: 'move' | 'place' | 'turn';
  /** Where its front centre stood and the way it faced at the press. */
  at: Point;
  facingDeg: number;
  /** Where the pointer has it now. */
  to: Point;
  toFacing: number;
  corners: Point[][];
  /** The move read against its allowance (not for a placing by hand). */
  reading: MoveReading | undefined;
  /** The first step of the drag: the scene draws the ground the unit can still reach. */
  started: boolean;
}

export interface PlaytestTool {
  readonly id: PlaytestToolId;
  readonly cursor: string;
  /** 'pan' lets the drag pan the board (a press on empty ground). */
  down(e: PlaytestPointer): 'pan' | void;
  move(e: PlaytestPointer): void;
  up(e: PlaytestPointer): void;
  /** Escape: drop the gesture or the picking under way; true when there was one. */
  cancel(): boolean;
}

/** Pixels the pointer travels before a press becomes a drag: a click is not a move. */
export const DRAG_PX = 4;

/** Why a unit may not be dragged at all (the reacting side, routed, both actions spent): refusals that hold wherever it goes. */
export function fixedRefusal(reader: MoveReader, at: Point, kind: PlaytestGesture['kind']): MoveRefusal | undefined {
  if (kind === 'place') return undefined;
  const r = reader(at).refusal;
  if (!r || r.kind === 'beyond-allowance' || r.kind === 'impassable') return undefined;
  // A turn may be a reacting unit's reaction.
  if (kind === 'turn' && r.kind === 'not-active') return undefined;
  return r;
}
