/**
 * What the playtest board pays to read a move by the rules (core/playtest/moves.ts): once per drag, the
 * table of the state (made once per state and shared with the board) and the reader's movement grid for the dragged regiment (the preview's Dijkstra over quarter-inch cells, every
 * feature read in its season and weather), then on every pointer move one reading of the path — ground
 * crossed, actions spent and left, disorder, the refusal if any. On the tabletop benchmark scenario
 * (2,000 terrain features, 600 regiments) and on the bundled T'ain't No Militia.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { medianMicros, type Benchmark, type Figure } from '../benchmark';
import { moveReader, playtestGround, playtestTable, startPlaytest, type PlaytestGround } from '../../core/playtest';
import { movementArea } from '../../core/preview/adf';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { bigBoardScenario } from './mapCanvas';

const round = (n: number): number => Math.round(n * 100) / 100;

function figures(prefix: string, ground: PlaytestGround, map: TabletopMap, key: string): Figure[] {
  const playtest = startPlaytest(ground, map, 1);
  const from = (map.units ?? []).find((u) => `${u.side}\u0000${u.unit}` === key)!.at;
  // A fresh state each time: the table and the grid are made again (the first drag after a change of state).
  const fresh = medianMicros(() => moveReader(ground, { ...playtest }, key), 400);
  // The grid alone, on the table the board has already made for this state.
  const table = playtestTable(ground, playtest);
  const unit = table.unitsByKey.get(key)!;
  const grid = medianMicros(() => movementArea(table, unit, 2), 300);
  const read = moveReader(ground, playtest, key);
  let i = 0;
  const step = medianMicros(() => {
    i = (i + 1) % 120;
    return read({ x: from.x + (i % 40) * 0.25 - 5, y: from.y + Math.floor(i / 40) * 1.5 - 1.5 }, 270 - (i % 12) * 5);
  }, 300, 20);
  return [
    { name: `${prefix}.readerNewStateMs`, value: round(fresh / 1000), unit: 'ms' },
    { name: `${prefix}.gridMs`, value: round(grid / 1000), unit: 'ms' },
    { name: `${prefix}.readingUs`, value: round(step), unit: 'µs' },
  ];
}

export const playtestMoveBenchmark: Benchmark = {
  title: 'playtest moves by the rules: the reader’s grid per drag and one reading per pointer move',
  run(): Figure[] {
    const { scenario, brigade } = bigBoardScenario();
    const big = playtestGround(scenario)!;
    const tnm = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'scenarios', 'taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;
    return [
      ...figures('playtestMove.bigBoard', big, scenario.map as TabletopMap, `${brigade[0]!.side}\u0000${brigade[0]!.unit}`),
      ...figures('playtestMove.taintNoMilitia', playtestGround(tnm)!, tnm.map as TabletopMap, 'union\u0000usa-95-ny'),
    ];
  },
};
