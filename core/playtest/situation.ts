/**
 * A playtest saved as a new situation: the scenario as it was opened, with its units where the playtest
 * left them, the removed ones taken off, and each unit's losses and morale level kept on its placement
 * (`status`, which a new playtest of the situation starts from). It is a new scenario with a title and id
 * of its own, written where the user chooses; the scenario the playtest started from is never touched.
 */
import { placementKey } from '../preview/adf';
import type { MusterScenario, TabletopPlacement } from '../model/scenario.generated';
import { MORALE_LEVEL_LABELS } from '../model/words';
import { activeSide, sideName, unitState, type Playtest, type PlaytestGround, type UnitState } from './state';
import type { ScenarioResult } from './victory';

/** The longest title and id the scenario schema takes. */
const TITLE_MAX = 200;
const ID_MAX = 80;

function withStatus(p: TabletopPlacement, state: UnitState): TabletopPlacement {
  const { status: _old, ...rest } = p;
  void _old;
  const status = {
    ...(state.figuresLost ? { figuresLost: state.figuresLost } : {}),
    ...(state.sectionsLost ? { sectionsLost: state.sectionsLost } : {}),
    ...(state.level !== 'good' ? { morale: state.level } : {}),
  };
  return Object.keys(status).length ? { ...rest, status } : rest;
}

/**
 * The scenario as a new situation at the point the playtest has reached; with `result` (victory.ts's
 * `resultOf`), the playtest's result is kept in the file beside it: the winner, the turn reached, the
 * seed, and each unit's stands lost and end state.
 */
export function situationOf(scenario: MusterScenario, ground: PlaytestGround, playtest: Playtest, title?: string, result?: ScenarioResult): MusterScenario {
  const active = activeSide(ground, playtest);
  const when = `turn ${playtest.turn}${active ? `, ${sideName(ground, active)} active` : ''}`;
  const units = (playtest.map.units ?? []).filter((p) => !unitState(playtest, placementKey(p)).removed).map((p) => withStatus(p, unitState(playtest, placementKey(p))));
  const removed = (playtest.map.units ?? []).length - units.length;
  const shaken = units.filter((u) => u.status?.morale).map((u) => u.status!.morale!);
  const summary = [
    `Saved from a playtest of "${scenario.title}" at ${when} (dice seed ${playtest.seed}).`,
    removed ? `${removed} unit${removed === 1 ? ' was' : 's were'} off the table by then.` : '',
    shaken.length ? `Units not in good order: ${(['disorder', 'shaken', 'routed'] as const).map((l) => ({ l, n: shaken.filter((s) => s === l).length })).filter((x) => x.n).map((x) => `${x.n} ${MORALE_LEVEL_LABELS[x.l].toLowerCase()}`).join(', ')}.` : '',
  ].filter(Boolean).join(' ');
  const newTitle = (title?.trim() || `${scenario.title} (${when})`).slice(0, TITLE_MAX);
  // Spread over the scenario so the file keeps its order of keys: a diff against the original shows only what the playtest changed.
  return {
    ...scenario,
    ...(scenario.id ? { id: `${scenario.id}-turn-${playtest.turn}`.slice(0, ID_MAX) } : {}),
    title: newTitle,
    situation: scenario.situation ? `${scenario.situation}\n\n${summary}` : summary,
    map: { ...playtest.map, units },
    ...(result
      ? { playtestResult: { winner: result.winner, reason: result.reason, turn: result.turn, seed: playtest.seed, units: result.units.map((u) => ({ side: u.side, unit: u.unit, name: u.name, standsLost: u.standsLost, figuresLost: u.figuresLost, sectionsLost: u.sectionsLost, state: u.state })) } }
      : {}),
  };
}
