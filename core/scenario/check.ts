/**
 * What the schema cannot say about a scenario's sides: an order of battle embedded in a side is priced
 * on the tables of that side's army (`rulesSide`), since every table lookup reads the army. A hex game's
 * counters are named once per side, and what names one (a counter's commander or replacement, a counter
 * on the map, a reinforcement) names one that side has; a chain of command ends somewhere. An entry's
 * hexes are hexes of the map, and the entry it is an alternative to is another of its side's.
 */
import { gridOf, hexIdProblem } from '../hex';
import { edgeLength } from '../map/board';
import { EDGE_LABELS } from '../map/labels';
import { SIDE_LABELS } from '../model/words';
import { alternativesAbove, commandLoop } from './counters';
import type { MusterScenario } from '../model/scenario.generated';

export function scenarioSideProblems(doc: MusterScenario): Array<{ pointer: string; message: string }> {
  const problems: Array<{ pointer: string; message: string }> = [];
  doc.sides.forEach((side, i) => {
    const oob = side.forces.orderOfBattle;
    if (oob && oob.side !== side.rulesSide) {
      problems.push({
        pointer: `/sides/${i}/forces/orderOfBattle/side`,
        message: `the order of battle is priced on ${SIDE_LABELS[oob.side]} tables but the side plays as ${SIDE_LABELS[side.rulesSide]} (its rulesSide); they must agree`,
      });
    }
    entryProblems(doc, i, problems);
    const counters = side.forces.counters;
    if (!counters) return;
    const ids = new Map<string, number>();
    counters.forEach((c, j) => {
      if (ids.has(c.id)) problems.push({ pointer: `/sides/${i}/forces/counters/${j}/id`, message: `the counter id '${c.id}' is used twice in ${side.name} (first at counters/${ids.get(c.id)})` });
      else ids.set(c.id, j);
    });
    const known = (id: string, pointer: string, what: string) => {
      if (!ids.has(id)) problems.push({ pointer, message: `${what} '${id}' is not a counter of ${side.name}` });
    };
    counters.forEach((c, j) => {
      for (const field of ['commander', 'replacement', 'mountedPair'] as const) {
        const ref = c[field];
        if (ref !== undefined) known(ref, `/sides/${i}/forces/counters/${j}/${field}`, `the ${field === 'mountedPair' ? 'mounted pair' : field}`);
      }
    });
    const reported = new Set<string>();
    const byId = new Map(counters.map((c) => [c.id, c]));
    counters.forEach((c, j) => {
      const loop = c.commander === undefined || reported.has(c.id) ? undefined : commandLoop(byId, c.id);
      if (!loop) return;
      loop.forEach((id) => reported.add(id));
      const names = loop.map((id) => byId.get(id)?.name ?? id);
      problems.push({ pointer: `/sides/${i}/forces/counters/${j}/commander`, message: `the chain of command goes round in a circle: ${names.join(' → ')}` });
    });
    (side.entries ?? []).forEach((e, j) => (e.units ?? []).forEach((u, k) => known(u, `/sides/${i}/entries/${j}/units/${k}`, 'the reinforcement')));
    if (doc.map.kind === 'hex') {
      (doc.map.units ?? []).forEach((u, j) => {
        if (u.side === side.id) known(u.unit, `/map/units/${j}/unit`, 'the counter on the map');
      });
    }
  });
  return problems;
}

/** A side's entries: their hexes on the map's grid, and the entry each is an alternative to. */
function entryProblems(doc: MusterScenario, sideIndex: number, problems: Array<{ pointer: string; message: string }>): void {
  const entries = doc.sides[sideIndex]!.entries ?? [];
  const grid = doc.map.kind === 'hex' ? gridOf(doc.map.grid) : undefined;
  const ids = new Set(entries.map((e) => e.id));
  const byId = new Map(entries.map((e) => [e.id, e]));
  const looped = new Set<string>();
  entries.forEach((e, j) => {
    const at = `/sides/${sideIndex}/entries/${j}`;
    if (e.hexes && !grid) problems.push({ pointer: `${at}/hexes`, message: 'entry hexes need a hex map; this scenario’s map is a tabletop board' });
    if (grid) {
      (e.hexes ?? []).forEach((h, k) => {
        const message = hexIdProblem(grid, h);
        if (message) problems.push({ pointer: `${at}/hexes/${k}`, message });
      });
    }
    if (e.alternativeTo === undefined) return;
    if (e.alternativeTo === e.id) problems.push({ pointer: `${at}/alternativeTo`, message: `entry ${e.id} cannot be its own alternative` });
    else if (!ids.has(e.alternativeTo)) problems.push({ pointer: `${at}/alternativeTo`, message: `the entry '${e.alternativeTo}' is not an entry of ${doc.sides[sideIndex]!.name}` });
    else if (!looped.has(e.id)) {
      const above = alternativesAbove(byId, e.id);
      const back = above.indexOf(e.id);
      if (back < 0) return;
      const loop = [e.id, ...above.slice(0, back + 1)];
      loop.forEach((id) => looped.add(id));
      problems.push({ pointer: `${at}/alternativeTo`, message: `the alternatives go round in a circle: ${loop.join(' → ')}; one entry comes, the others are its alternatives` });
    }
  });
}

const inches = (n: number): string => `${Math.round(n * 100) / 100}"`;

/**
 * What the schema cannot say about the board: its squares fill the table (a 72" × 54" table of 18"
 * squares is 4 × 3 squares; 3 × 2 would leave the editor, the prints and the VASSAL module drawing a grid
 * over part of it), and each road entrance meets its edge within the edge's length.
 */
export function boardProblems(doc: Pick<MusterScenario, 'board'>): Array<{ pointer: string; message: string }> {
  const board = doc.board;
  const problems: Array<{ pointer: string; message: string }> = [];
  const square = board.squareIn;
  if (square !== undefined) {
    for (const [count, length, field, across, measure] of [
      [board.squaresWide, board.widthIn, 'squaresWide', 'wide', 'width'],
      [board.squaresDeep, board.heightIn, 'squaresDeep', 'deep', 'depth'],
    ] as const) {
      if (count === undefined || Math.abs(count * square - length) < 1e-6) continue;
      const fits = length / square;
      const should = Number.isInteger(Math.round(fits * 1e6) / 1e6) ? `${Math.round(fits)}` : `no whole number (${Math.round(fits * 100) / 100})`;
      problems.push({
        pointer: `/board/${field}`,
        message: `Squares ${across} (${count}) of ${inches(square)} squares cover ${inches(count * square)}, but the table's ${measure} is ${inches(length)}: squares ${across} should be ${should}, or change the ${measure} or the board square`,
      });
    }
  }
  (board.roadEntrances ?? []).forEach((entrance, i) => {
    if (entrance.alongIn === undefined) return;
    const length = edgeLength(board, entrance.edge);
    if (entrance.alongIn <= length) return;
    const from = entrance.edge === 'west' || entrance.edge === 'east' ? 'north' : 'west';
    problems.push({
      pointer: `/board/roadEntrances/${i}/alongIn`,
      message: `Road entrance ${entrance.letter} on the ${EDGE_LABELS[entrance.edge].toLowerCase()} edge is ${inches(entrance.alongIn)} from its ${from} end, past the end of the ${inches(length)} edge`,
    });
  });
  return problems;
}
