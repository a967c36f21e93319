/**
 * The playtest board's drawing, apart from its input (as the map editor's CameraScene draws what its
 * tools decide): over the map editor's scene (units where the playtest has them) it draws each unit's
 * marker, the last act's fire and moves as the log records them (readings.ts), the picked unit's facing
 * handle, the actor being picked, and a drag's ghost with its reading. The markers have a layer of their
 * own under the overlay, so a drag's step redraws only its ghost (playtest.drag.drawP95).
 */
import Konva from 'konva';
import { boxOf, rotate, type Point } from '../../../../core/map/geometry';
import { SIDE_STYLE } from '../../../../core/map/render/styles';
import { ACTIONS_PER_TURN, actionsSpent, activeSide, moverInState, playtestTable, unitState, type Playtest, type PlaytestGround } from '../../../../core/playtest';
import { movementArea, placementKey } from '../../../../core/preview/adf';
import type { MoraleLevel } from '../../../../core/model/words';
import type { MapScene } from '../map/canvas/scene';
import { movementImage } from '../map/canvas/preview';
import { ghostAllowed, ghostWords, lastActMoves, lastFire, markerAt, stateMarks, type MarkerBox } from './readings';
import { placeBadge, shortName, TIGHT_BELOW_PPI, unitBadge } from '../map/canvas/unitBadge';
import { handleOf } from './tools/face';
import type { PlaytestGesture } from './tools/tool';

const LEVEL_COLOUR: Record<MoraleLevel, string> = { good: '#4b5563', disorder: '#b7791f', shaken: '#c2410c', routed: '#b91c1c' };
const FONT = 'DejaVu Sans, Arial, sans-serif';
const MOVE_COLOUR = '#7c2d12';

/** What the markers are drawn from. */
export interface MarkerView {
  playtest: Playtest;
  picked: string | undefined;
  /** The unit picked to fire or charge, outlined while its target is picked. */
  actor: string | undefined;
  /** Whether the picked unit shows its facing handle (not while a fire or a charge is being picked). */
  handle: boolean;
}

export class PlaytestScene {
  private readonly badges = new Konva.Group({ listening: false });
  private readonly gestureLayer = new Konva.Group({ listening: false });
  private readonly badgeLayer: Konva.Layer;
  /** Each unit's marker as it was last drawn, in table inches: a press on it picks the unit at any zoom. */
  private markers: MarkerBox[] = [];

  constructor(
    readonly map: MapScene,
    private readonly ground: PlaytestGround,
  ) {
    // The scene moves every layer of its stage with the camera.
    this.badgeLayer = new Konva.Layer({ listening: false, scale: map.overlay.scale(), x: map.overlay.x(), y: map.overlay.y() });
    map.stage.add(this.badgeLayer);
    map.overlay.moveToTop();
    this.badgeLayer.add(this.badges);
    map.overlay.add(this.gestureLayer);
  }

  /** The unit under a table point: its stands (with a few pixels to spare), else its marker. */
  unitUnder(world: Point): string | undefined {
    return this.map.unitAt(world, 5) ?? markerAt(this.markers, world);
  }

  /**
   * A marker on each unit, the same size on screen at every zoom: its short name in its side's colour
   * (filled for the active side, outlined for the reacting one) and its state in the level's colour
   * beside it; then the last act's fire and moves, the picked unit's handle, the actor being picked.
   */
  drawMarkers(view: MarkerView): void {
    const { playtest } = view;
    const ground = this.ground;
    this.badges.destroyChildren();
    this.markers = [];
    const ppi = this.map.camera.ppi;
    const k = 1 / ppi;
    const activeNow = activeSide(ground, playtest);
    for (const p of playtest.map.units ?? []) {
      const key = placementKey(p);
      if (unitState(playtest, key).removed) continue;
      const placed = this.map.standsOf(key);
      if (!placed || placed.kind === 'marker') continue;
      const marks = stateMarks(ground, playtest, key);
      const box = boxOf(placed.stands.flatMap((st) => st.corners));
      const colour = SIDE_STYLE[ground.sides.find((x) => x.id === p.side)?.rulesSide ?? 'union'];
      const acting = activeNow === undefined || p.side === activeNow;
      // The editor's boxed name (map/canvas/unitBadge.ts), filled for the active side and outlined for the
      // reacting one, with the unit's state in the level's colour beside it.
      const name = shortName(placed.kind === 'unit' ? placed.unit.name : placed.kind === 'leader' ? placed.leader.name : p.unit, placed.kind === 'leader', ppi < TIGHT_BELOW_PPI);
      const { group, widthPx } = unitBadge(name, { colour, filled: acting, ...(marks ? { marks: { text: marks, fill: LEVEL_COLOUR[unitState(playtest, key).level] } } : {}) }, 'unit-marker');
      group.scale({ x: k, y: k });
      // Centred under the unit, as the map editor puts its names.
      group.position(placeBadge(this.markers, key, box, widthPx, ppi)!);
      this.badges.add(group);
    }
    const fire = lastFire(playtest);
    if (fire) {
      const [a, b] = fire.map((key) => this.map.standsOf(key)).map((pl) => (pl ? boxOf(pl.stands.flatMap((st) => st.corners)) : undefined));
      if (a && b) {
        const centre = (x: typeof a) => [(x.minX + x.maxX) / 2, (x.minY + x.maxY) / 2];
        this.badges.add(new Konva.Arrow({ points: [...centre(a), ...centre(b)], stroke: '#b91c1c', fill: '#b91c1c', strokeWidth: 2, pointerLength: 8 * k, pointerWidth: 8 * k, dash: [6, 3], strokeScaleEnabled: false, listening: false }));
      }
    }
    // The moves of the last act, from the log: the charger's advance, a fall back or a rout, a move's path.
    for (const m of lastActMoves(playtest)) {
      const points = [m.from, ...(m.via ?? []), m.to].flatMap((q) => [q.x, q.y]);
      this.badges.add(new Konva.Arrow({ points, stroke: MOVE_COLOUR, fill: MOVE_COLOUR, strokeWidth: 2.5, pointerLength: 8 * k, pointerWidth: 8 * k, strokeScaleEnabled: false, listening: false, name: 'act-move' }));
      this.badges.add(new Konva.Circle({ x: m.from.x, y: m.from.y, radius: 3 * k, fill: MOVE_COLOUR, listening: false }));
    }
    const handle = view.picked && view.handle ? handleOf(playtest, view.picked, ppi) : undefined;
    if (handle) {
      this.badges.add(new Konva.Line({ points: [handle.centre.x, handle.centre.y, handle.knob.x, handle.knob.y], stroke: '#1f3b63', strokeWidth: 1.5, strokeScaleEnabled: false, listening: false }));
      this.badges.add(new Konva.Circle({ x: handle.knob.x, y: handle.knob.y, radius: 6 * k, fill: '#ffffff', stroke: '#1f3b63', strokeWidth: 2, strokeScaleEnabled: false, listening: false, name: 'facing-handle' }));
    }
    const actor = view.actor ? this.map.standsOf(view.actor) : undefined;
    if (actor) {
      const box = boxOf(actor.stands.flatMap((st) => st.corners));
      this.badges.add(new Konva.Rect({ x: box.minX - 3 * k, y: box.minY - 3 * k, width: box.maxX - box.minX + 6 * k, height: box.maxY - box.minY + 6 * k, stroke: '#b91c1c', strokeWidth: 2, strokeScaleEnabled: false, listening: false }));
    }
    this.badgeLayer.batchDraw();
  }

  /** The ground the unit can still reach this player turn, drawn once as a move starts (the rules preview's movement overlay). */
  private drawReach(playtest: Playtest, key: string): void {
    const table = playtestTable(this.ground, playtest);
    const unit = table.unitsByKey.get(key);
    const mover = unit ? moverInState(unit, unitState(playtest, key).level) : undefined;
    const left = ACTIONS_PER_TURN - actionsSpent(playtest, key);
    const area = unit && mover && left > 0 ? movementArea(table, unit, left, mover) : undefined;
    const image = area ? movementImage(area) : undefined;
    if (image) this.gestureLayer.add(image);
  }

  /** The ghost of the unit where the pointer has it, the path from where it stood, and the reading; undefined clears it. */
  drawGesture(g: PlaytestGesture | undefined, playtest: Playtest): void {
    if (!g) {
      this.gestureLayer.destroyChildren();
      this.map.overlay.batchDraw();
      return;
    }
    if (g.started && g.kind === 'move') this.drawReach(playtest, g.key);
    this.gestureLayer.find('.ghost').forEach((n) => n.destroy());
    const k = 1 / this.map.camera.ppi;
    const ok = ghostAllowed(g);
    const colour = ok ? '#2f5fa0' : '#b91c1c';
    const dx = g.to.x - g.at.x;
    const dy = g.to.y - g.at.y;
    const turn = g.toFacing - g.facingDeg;
    for (const corners of g.corners) {
      const pts = corners.map((c) => rotate({ x: c.x + dx, y: c.y + dy }, g.to, turn)).flatMap((c) => [c.x, c.y]);
      this.gestureLayer.add(new Konva.Line({ points: pts, closed: true, stroke: colour, strokeWidth: 2, dash: ok ? undefined : [4, 3], fill: ok ? 'rgba(47,95,160,0.25)' : 'rgba(185,28,28,0.2)', strokeScaleEnabled: false, listening: false, name: 'ghost' }));
    }
    if (g.kind !== 'turn') this.gestureLayer.add(new Konva.Arrow({ points: [g.at.x, g.at.y, g.to.x, g.to.y], stroke: colour, fill: colour, strokeWidth: 2, pointerLength: 7 * k, pointerWidth: 7 * k, strokeScaleEnabled: false, listening: false, name: 'ghost' }));
    const words = ghostWords(g);
    if (words) {
      const label = new Konva.Label({ x: g.to.x, y: g.to.y, scaleX: k, scaleY: k, offsetY: -18, listening: false, name: 'ghost' });
      label.add(new Konva.Tag({ fill: ok ? '#1f3b63' : '#b91c1c', cornerRadius: 3, opacity: 0.92 }));
      label.add(new Konva.Text({ text: words, fontSize: 12, fontFamily: FONT, fill: '#ffffff', padding: 4 }));
      // Near the board's right edge the reading ends at the pointer rather than running off the board.
      if (this.map.toScreen(g.to).x + label.width() > this.map.stage.width() - 8) label.offsetX(label.width());
      this.gestureLayer.add(label);
    }
    this.map.overlay.batchDraw();
  }

  destroy(): void {
    this.badgeLayer.destroy();
    this.gestureLayer.destroy();
  }
}
