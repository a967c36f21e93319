/**
 * The playtest judged and reported, built once for every reader: the scenario's victory conditions
 * judged on the table as it stands (victory.ts), the result a campaign reads (with the players' own call
 * when they make one), and the battle report with the result once the scenario is decided (report.ts).
 * The board's export, the victory panel, the print sheet, a situation saved and a balance run all read
 * this, so they never disagree about who won.
 */
import type { Victory } from '../model/scenario.generated';
import { battleReport, type BattleReport } from './report';
import type { Playtest, PlaytestGround } from './state';
import { judgeVictory, resultOf, type ScenarioResult, type VictoryReport } from './victory';

export interface PlaytestOutcome {
  judged: VictoryReport;
  /** The result as judged, or as the players called it (`called`). */
  result: ScenarioResult;
  /** The battle report, with the result once the scenario is decided. */
  report: BattleReport;
}

/** The scenario a playtest is judged by: its id and title for the result, its victory conditions. */
export interface JudgedScenario {
  id?: string;
  title: string;
  victory: Victory;
}

/** Judges the playtest, then builds its result and its report from that one judgement. */
export function playtestOutcome(scenario: JudgedScenario, ground: PlaytestGround, playtest: Playtest, called?: string): PlaytestOutcome {
  const judged = judgeVictory(scenario.victory, ground, playtest);
  let result: ScenarioResult | undefined;
  let report: BattleReport | undefined;
  // The report walks the whole log and the result every unit: each is built when first read.
  return {
    judged,
    get result() {
      return (result ??= resultOf(scenario, ground, playtest, judged, called || undefined));
    },
    get report() {
      return (report ??= battleReport(ground, playtest, judged.decided ? judged : undefined));
    },
  };
}
