/**
 * A playtest board without a browser, for the playtest tools' tests: two lines of battle on open ground at
 * 15mm (the core tests' duel, tests/core/preview/fixtures), a real History of a real playtest, and a
 * context that answers the tools as the board does — a unit is under a point within an inch of the
 * centre of its front, its stands are a 4" × 1" rectangle behind its front, 10 pixels to the inch — and
 * records what the tools asked for: commands run (through the real core commands), refusals said,
 * reactions offered, gestures shown.
 */
import { History, Refusal, type Command } from '../../../core/history';
import type { Point } from '../../../core/map/geometry';
import { startPlaytest, type DefenderReaction, type ObstacleCrossing, type Playtest, type PlaytestGround } from '../../../core/playtest';
import { placementKey } from '../../../core/preview/adf';
import type { TabletopMap, TabletopPlacement } from '../../../core/model/scenario.generated';
import type { PlaytestGesture, PlaytestPointer, PlaytestToolContext } from '../../../renderer/src/views/playtest/tools/tool';
import { duelGround } from '../../core/preview/fixtures';

export const U1 = 'union\u0000u1';
export const U2 = 'union\u0000u2';
export const C1 = 'confederate\u0000c1';
export const PPI = 10;

/** Union u1 and u2 facing north at y = 30, Confederate c1 facing south `apart` inches north of u1. */
export function duel(apart = 3, features: unknown[] = []): { ground: PlaytestGround; map: TabletopMap } {
  const place = (side: 'union' | 'confederate', unit: string, x: number, y: number, facingDeg: number): TabletopPlacement => ({ side, unit, at: { x, y }, facingDeg, formation: 'battle-line' });
  const map = { kind: 'tabletop', features, units: [place('union', 'u1', 20, 30, 0), place('union', 'u2', 30, 30, 0), place('union', 'meredith', 20, 31.5, 0), place('confederate', 'c1', 20, 30 - apart, 180), place('confederate', 'c2', 30, 30 - apart, 180)] } as unknown as TabletopMap;
  const ground = duelGround('Duel');
  return { ground, map };
}

/** A pointer at a table point, as the board hands it over. */
export const at = (world: Point, shift = false): PlaytestPointer => ({ world, screen: { x: world.x * PPI, y: world.y * PPI }, shift });

export interface TestBoard {
  ctx: PlaytestToolContext;
  history: History<Playtest>;
  said: string[];
  ran: string[];
  acted: Array<{ key: string; movedIn: number | undefined }>;
  shown: Array<PlaytestGesture | undefined>;
  picked: () => string | undefined;
  placement: (key: string) => TabletopPlacement;
}

export function testBoard(seed = 7, apart = 3, obstacle: ObstacleCrossing = 'lose-inch', features: unknown[] = [], reaction: DefenderReaction = 'none'): TestBoard {
  const { ground, map } = duel(apart, features);
  const history = new History<Playtest>(startPlaytest(ground, map, seed));
  const said: string[] = [];
  const ran: string[] = [];
  const acted: TestBoard['acted'] = [];
  const shown: TestBoard['shown'] = [];
  let picked: string | undefined;
  const units = () => history.doc.map.units ?? [];
  const near = (p: Point) => units().find((u) => Math.hypot(u.at.x - p.x, u.at.y - p.y) <= 1);
  const ctx: PlaytestToolContext = {
    ground,
    doc: () => history.doc,
    run(command: Command<Playtest>) {
      try {
        history.execute(command);
        ran.push(command.label);
        return true;
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        said.push(e.message);
        return false;
      }
    },
    unitUnder: (p) => {
      const u = near(p);
      return u && placementKey(u);
    },
    standsAt: (p) => {
      const u = units().find((x) => Math.abs(x.at.x - p.x) <= 2 && p.y >= x.at.y && p.y <= x.at.y + 1);
      return u && placementKey(u);
    },
    corners: (key) => {
      const u = units().find((x) => placementKey(x) === key);
      return u ? [[{ x: u.at.x - 2, y: u.at.y }, { x: u.at.x + 2, y: u.at.y }, { x: u.at.x + 2, y: u.at.y + 1 }, { x: u.at.x - 2, y: u.at.y + 1 }]] : undefined;
    },
    ppi: () => PPI,
    obstacle: () => obstacle,
    defenderReaction: () => reaction,
    picked: () => picked,
    pick: (key) => void (picked = key),
    say: (text) => void said.push(text),
    acted: (key, movedIn) => void acted.push({ key, movedIn }),
    show: (g) => void shown.push(g && { ...g, corners: g.corners.map((c) => c.map((p) => ({ ...p }))) }),
  };
  return { ctx, history, said, ran, acted, shown, picked: () => picked, placement: (key) => units().find((u) => placementKey(u) === key)! };
}
