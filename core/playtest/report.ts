/**
 * The battle report a club posts after a game: the scenario and the seed (so anyone can replay it), the
 * events turn by turn with every die as it fell, the final positions and state of every unit, and the
 * result. `battleReport` gathers it from the playtest; `battleReportText` writes it as plain text; the
 * print sheet 'battle-report' (core/print/sheets/battleReport.ts) lays out the same report for a PDF.
 */
import type { Point } from '../map/geometry';
import { placementKey } from '../preview/adf';
import { FORMATION_LABELS } from '../map/labels';
import { PLAYTEST_EVENT_LABELS } from './labels';
import { describeState, unitAt } from './commands';
import { sideName, unitState, type Playtest, type PlaytestEventKind, type PlaytestGround } from './state';
import type { ScenarioResult } from './victory';

export interface BattleReportEvent {
  side: string | null;
  kind: PlaytestEventKind;
  /** The kind in the players' words ("Fire", "Charge"). */
  label: string;
  text: string;
  /** Each roll as "fire 3 + 5". */
  dice: string[];
}

export interface BattleReportTurn {
  turn: number;
  events: BattleReportEvent[];
}

export interface BattleReportUnit {
  side: string;
  sideName: string;
  name: string;
  at: Point;
  facingDeg: number;
  formation: string;
  /** "Good order", "Shaken, 2 figures lost", "removed". */
  state: string;
  removed: boolean;
}

export interface BattleReport {
  title: string;
  seed: number;
  /** The turn the game reached, of `turns`. */
  turn: number;
  turns: number;
  log: BattleReportTurn[];
  positions: BattleReportUnit[];
  result: { winner: string | null; winnerName: string | null; reason: string } | undefined;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The report of a playtest as it stands, with its result when the players have one. */
export function battleReport(ground: PlaytestGround, playtest: Playtest, result?: Pick<ScenarioResult, 'winner' | 'reason'>): BattleReport {
  const log: BattleReportTurn[] = [];
  for (const e of playtest.log) {
    let turn = log.at(-1);
    if (!turn || turn.turn !== e.turn) log.push((turn = { turn: e.turn, events: [] }));
    turn.events.push({ side: e.side, kind: e.kind, label: PLAYTEST_EVENT_LABELS[e.kind], text: e.text, dice: (e.dice ?? []).map((d) => `${d.what} ${d.faces.join(' + ')}`) });
  }
  const positions: BattleReportUnit[] = (playtest.map.units ?? []).map((p) => {
    const key = placementKey(p);
    const u = unitAt(ground, playtest, key);
    const state = unitState(playtest, key);
    return {
      side: p.side,
      sideName: sideName(ground, p.side),
      name: u.name,
      at: { x: round1(p.at.x), y: round1(p.at.y) },
      facingDeg: Math.round(p.facingDeg),
      formation: FORMATION_LABELS[p.formation],
      state: describeState(u.unit, state),
      removed: state.removed,
    };
  });
  return {
    title: ground.title,
    seed: playtest.seed,
    turn: playtest.turn,
    turns: ground.turns,
    log,
    positions,
    result: result ? { winner: result.winner, winnerName: result.winner ? sideName(ground, result.winner) : null, reason: result.reason } : undefined,
  };
}

/** The report as plain text, for a forum post or a club's file. */
export function battleReportText(report: BattleReport): string {
  const lines: string[] = [`Battle report: ${report.title}`, `Dice seed ${report.seed}. Turn ${report.turn} of ${report.turns} reached.`, ''];
  if (report.result) lines.push(`Result: ${report.result.winnerName ? `${report.result.winnerName} wins` : 'no winner'}. ${report.result.reason}`, '');
  for (const t of report.log) {
    lines.push(`Turn ${t.turn}`);
    for (const e of t.events) lines.push(`  ${e.label}: ${e.text}${e.dice.length ? ` [dice: ${e.dice.join('; ')}]` : ''}`);
    lines.push('');
  }
  lines.push('Final positions');
  for (const p of report.positions) {
    lines.push(`  ${p.sideName}: ${p.name} — ${p.removed ? 'off the table' : `at (${p.at.x}", ${p.at.y}") facing ${p.facingDeg}°, ${p.formation.toLowerCase()}`}; ${p.state.toLowerCase()}`);
  }
  return `${lines.join('\n')}\n`;
}
