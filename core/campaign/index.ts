/**
 * Where a campaign stands (schemas/campaign.schema.json): the scenarios in order, the result of each one
 * played, the branch each result picked for the next, and the next scenario as it is to be played, with
 * its branch's set-up, entries and effects applied and the losses of the units that carry over on their
 * placements. Pure: the scenarios are read by the caller (the CLI from the campaign file's folder, the app
 * from the library or the files beside it) and handed in by step id.
 *
 * The book's branches (Mine Run, B:2290-2347) are campaign links: on the side that won the previous
 * scenario, a set-up, the entries that come on only then, effects (a morale benefit for the first check, a
 * BMP penalty, works present), whether losses carry over and the time of day. A step's own `branches`
 * stand in for the scenario's links, so a campaign can link scenarios that do not know of each other.
 */
import type { CampaignResult, CampaignStep, MusterCampaign } from '../model/campaign.generated';
import type { CampaignLink, MusterScenario, SetupInstruction, SpecialRule, TabletopPlacement } from '../model/scenario.generated';
import { placementKey } from '../model/keys';

export type { CampaignLink } from '../model/scenario.generated';
export type { CampaignResult, CampaignStep, MusterCampaign } from '../model/campaign.generated';

/** A unit's losses summed over the scenarios it fought in, as they carry into the next. */
export interface CarriedUnit {
  side: string;
  unit: string;
  name: string;
  standsLost: number;
  figuresLost: number;
  sectionsLost: number;
  /** Taken off (eliminated, dispersed) in an earlier scenario: it does not come back. */
  removed: boolean;
  /** The steps whose losses are in these numbers. */
  from: string[];
}

export interface StepStanding {
  index: number;
  step: CampaignStep;
  title: string;
  /** Its result, once played. */
  result: CampaignResult | undefined;
  /** The branch the previous result picked (undefined for the first step, or when no branch matches). */
  branch: CampaignLink | undefined;
  /** Why this branch, in the players' words. */
  branchWhy: string;
}

export interface CampaignStanding {
  title: string;
  steps: StepStanding[];
  /** The next scenario to play; undefined once every step has a result. */
  next: StepStanding | undefined;
  /** The losses that carry into the next scenario (empty when it does not carry losses). */
  carried: CarriedUnit[];
  finished: boolean;
  /** The campaign's winner: the last scenario's, once it is played. */
  winner: string | null;
  /** Results the campaign cannot place, and steps whose scenario was not handed in. */
  problems: string[];
}

const titleOf = (step: CampaignStep, scenario: MusterScenario | undefined): string => step.title ?? scenario?.title ?? step.id;

/** The branches a step offers: its own, else its scenario's campaign links. */
export const branchesOf = (step: CampaignStep, scenario: MusterScenario | undefined): CampaignLink[] => step.branches ?? scenario?.campaign?.links ?? [];

/** The result that names a step (by the step's id, or by its scenario's id). */
function resultFor(step: CampaignStep, scenario: MusterScenario | undefined, results: readonly CampaignResult[]): CampaignResult | undefined {
  return results.find((r) => r.scenario === step.id) ?? (scenario?.id ? results.find((r) => r.scenario === scenario.id) : undefined);
}

const sideName = (scenarios: Iterable<MusterScenario | undefined>, id: string): string => {
  for (const s of scenarios) {
    const name = s?.sides.find((x) => x.id === id)?.name;
    if (name) return name;
  }
  return id;
};

/**
 * Where the campaign stands with `results` (the campaign's own, then any handed in, a later result for
 * the same scenario replacing an earlier one). A step is played when it has a result; the next is the
 * first without one, and only steps before it may have results.
 */
export function campaignStanding(campaign: MusterCampaign, scenarios: ReadonlyMap<string, MusterScenario>, extra: readonly CampaignResult[] = []): CampaignStanding {
  const problems: string[] = [];
  const all = [...(campaign.results ?? []), ...extra];
  const latest: CampaignResult[] = [];
  for (const r of all) {
    const at = latest.findIndex((x) => x.scenario === r.scenario);
    if (at >= 0) latest[at] = r;
    else latest.push(r);
  }
  const steps: StepStanding[] = [];
  const byStep = new Map<string, StepStanding>();
  let gap = false;
  campaign.scenarios.forEach((step, index) => {
    const scenario = scenarios.get(step.id);
    if (!scenario) problems.push(`${step.id}: the scenario file ${step.file} was not read.`);
    let result = resultFor(step, scenario, latest);
    if (result && gap) {
      problems.push(`${step.id}: it has a result, but an earlier scenario has none; the result is left out until that one is played.`);
      result = undefined;
    }
    if (!result) gap = true;
    let branch: CampaignLink | undefined;
    let branchWhy = index === 0 ? 'The first scenario of the campaign.' : 'No branch: the scenario is played as it stands.';
    const branches = branchesOf(step, scenario);
    if (index > 0 && branches.length) {
      const byResult = (l: CampaignLink) => {
        const from = l.scenario ? (byStep.get(l.scenario) ?? steps.find((s) => s.step.id === l.scenario || scenarios.get(s.step.id)?.id === l.scenario)) : steps[index - 1];
        return from;
      };
      const decided = branches.map((l) => ({ l, from: byResult(l) }));
      const taken = decided.find(({ l, from }) => from?.result && from.result.winner === l.ifWinner);
      const previous = decided[0]?.from;
      if (taken) {
        branch = taken.l;
        branchWhy = `${sideName(scenarios.values(), taken.l.ifWinner)} won ${taken.from!.title}.`;
      } else if (previous?.result) {
        branchWhy = previous.result.winner ? `${sideName(scenarios.values(), previous.result.winner)} won ${previous.title}, and no branch names that side.` : `${previous.title} had no winner: no branch applies.`;
      } else {
        branchWhy = `Waits on the result of ${previous?.title ?? 'the previous scenario'}: its set-up depends on whether ${branches.map((l) => sideName(scenarios.values(), l.ifWinner)).join(' or ')} won.`;
      }
    }
    const standing: StepStanding = { index, step, title: titleOf(step, scenario), result, branch, branchWhy };
    steps.push(standing);
    byStep.set(step.id, standing);
  });
  for (const r of latest) {
    if (!campaign.scenarios.some((s) => s.id === r.scenario || scenarios.get(s.id)?.id === r.scenario)) problems.push(`A result names "${r.scenario}", which is not a scenario of this campaign.`);
  }
  const next = steps.find((s) => !s.result);
  const last = steps[steps.length - 1];
  const finished = !next;
  return {
    title: campaign.title,
    steps,
    next,
    carried: next && carriesLosses(next) ? carriedLosses(steps.slice(0, next.index)) : [],
    finished,
    winner: finished && last?.result ? last.result.winner : null,
    problems,
  };
}

/** Whether a step brings in the losses of earlier ones: its own word, or its branch's. */
export const carriesLosses = (s: StepStanding): boolean => s.step.carryLosses ?? s.branch?.carryLosses ?? false;

/** Each unit's losses summed over the played steps, by side and unit. */
export function carriedLosses(played: readonly StepStanding[]): CarriedUnit[] {
  const out = new Map<string, CarriedUnit>();
  for (const s of played) {
    for (const u of s.result?.units ?? []) {
      const key = placementKey(u);
      const c = out.get(key) ?? { side: u.side, unit: u.unit, name: u.name, standsLost: 0, figuresLost: 0, sectionsLost: 0, removed: false, from: [] };
      c.standsLost += u.standsLost;
      c.figuresLost += u.figuresLost;
      c.sectionsLost += u.sectionsLost;
      c.removed ||= u.state === 'removed';
      if (u.standsLost || u.figuresLost || u.sectionsLost || u.state === 'removed') c.from.push(s.step.id);
      out.set(key, c);
    }
  }
  return [...out.values()];
}

/** The side a set-up instruction belongs to: the side of the set-up area it names. */
function setupSide(scenario: MusterScenario, setup: SetupInstruction): string | undefined {
  const areas = scenario.map.kind === 'tabletop' || scenario.map.kind === 'hex' ? (scenario.map.setupAreas ?? []) : [];
  return areas.find((a) => a.id === setup.area)?.side;
}

/**
 * The next scenario as it is to be played: the branch's entries kept and the other branches' left out,
 * its set-up instructions added to the sides whose areas they name, its effects added as special rules,
 * its time of day; placed units that carry losses start with them (and removed ones are off the table).
 * The scenario file is not changed: what this returns is a new scenario to open.
 */
export function scenarioForStep(scenario: MusterScenario, standing: StepStanding, carried: readonly CarriedUnit[] = []): MusterScenario {
  const branches = branchesOf(standing.step, scenario);
  const branch = standing.branch;
  const keep = new Set(branch?.entries ?? []);
  const onlyOnBranches = new Set(branches.flatMap((l) => l.entries ?? []));
  const sides = scenario.sides.map((side) => {
    const kept = side.entries?.filter((e) => !onlyOnBranches.has(e.id) || keep.has(e.id));
    const left = new Set(kept?.map((e) => e.id));
    // An entry that was the alternative to one the branch leaves out is no longer a choice: it is the entry.
    const entries = kept?.map((e) => (e.alternativeTo && !left.has(e.alternativeTo) ? (({ alternativeTo: _gone, ...rest }) => rest)(e) : e));
    const added = (branch?.setup ?? []).filter((s) => setupSide(scenario, s) === side.id);
    const setup = [...(side.setup ?? []), ...added];
    return { ...side, ...(entries ? { entries } : {}), ...(setup.length ? { setup } : {}) };
  });
  const effects: SpecialRule[] = (branch?.effects ?? []).map((e) => ({ ...e, title: e.title ?? 'Carried over from the campaign' }));
  const losses = new Map(carried.map((c) => [placementKey(c), c]));
  const withLosses = (p: TabletopPlacement): TabletopPlacement | undefined => {
    const c = losses.get(placementKey(p));
    if (!c) return p;
    if (c.removed) return undefined;
    const status = { ...p.status, ...(c.figuresLost ? { figuresLost: c.figuresLost } : {}), ...(c.sectionsLost ? { sectionsLost: c.sectionsLost } : {}) };
    return Object.keys(status).length ? { ...p, status } : p;
  };
  const map = scenario.map.kind === 'tabletop' ? { ...scenario.map, units: (scenario.map.units ?? []).map(withLosses).filter((p): p is TabletopPlacement => !!p) } : scenario.map;
  const note = [`Campaign: ${standing.branchWhy}`, branch ? branch.text : ''].filter(Boolean).join(' ');
  return {
    ...scenario,
    ...(branch?.time ? { time: branch.time } : {}),
    situation: scenario.situation ? `${scenario.situation}\n\n${note}` : note,
    sides,
    map,
    ...(effects.length ? { specialRules: [...(scenario.specialRules ?? []), ...effects] } : {}),
  };
}

/** The campaign roster: each side's units with their losses so far, in the order they were first listed. */
export function campaignRoster(standing: CampaignStanding): Array<{ side: string; units: CarriedUnit[] }> {
  const played = standing.steps.filter((s) => s.result);
  const all = carriedLosses(played);
  const sides = [...new Set(all.map((u) => u.side))];
  return sides.map((side) => ({ side, units: all.filter((u) => u.side === side) }));
}

export { recordResult, removeResult } from './commands';
