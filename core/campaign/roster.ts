/**
 * The campaign roster: each side's units as the campaign's scenarios list them, with what each has lost so
 * far (the results' stands, figures and sections summed over the scenarios played), for the printed sheet
 * a club keeps beside the table between games. Units a result names that no scenario lists (a unit added
 * by hand) are kept too: a loss is never dropped for want of an order of battle.
 */
import { isFormation, type OobNode, type Unit } from '../model/oob';
import type { MusterScenario } from '../model/scenario.generated';
import { carriedLosses, type CampaignStanding } from './index';

export interface CampaignRosterUnit {
  unit: string;
  name: string;
  /** Its strength as first listed ("8 figures, 2 stands", "3 sections"); empty when no scenario lists it. */
  strength: string;
  standsLost: number;
  figuresLost: number;
  sectionsLost: number;
  /** Taken off in an earlier scenario: it does not come back. */
  removed: boolean;
  /** The titles of the scenarios whose results gave it losses. */
  lostIn: string[];
}

export interface CampaignRosterData {
  title: string;
  /** Each scenario in order, with what came of it. */
  steps: Array<{ title: string; outcome: string }>;
  sides: Array<{ id: string; name: string; units: CampaignRosterUnit[] }>;
}

const strengthOf = (u: Unit): string =>
  u.arm === 'artillery' ? `${u.sections} ${u.sections === 1 ? 'section' : 'sections'}` : `${u.figures} figures, ${u.stands} stands`;

function unitsOf(nodes: readonly OobNode[], out: Unit[] = []): Unit[] {
  for (const n of nodes) {
    if (isFormation(n)) unitsOf(n.children, out);
    else out.push(n);
  }
  return out;
}

/** The roster of `standing`, its units read from the scenarios handed in by step id (their embedded orders of battle). */
export function campaignRosterData(standing: CampaignStanding, scenarios: ReadonlyMap<string, MusterScenario>): CampaignRosterData {
  const sideNames = new Map<string, string>();
  const units = new Map<string, Map<string, CampaignRosterUnit>>();
  const unitsOfSide = (side: string) => units.get(side) ?? units.set(side, new Map()).get(side)!;
  for (const s of standing.steps) {
    for (const side of scenarios.get(s.step.id)?.sides ?? []) {
      if (!sideNames.has(side.id)) sideNames.set(side.id, side.name);
      const listed = unitsOfSide(side.id);
      for (const u of unitsOf(side.forces.orderOfBattle?.children ?? [])) {
        if (!listed.has(u.id)) listed.set(u.id, { unit: u.id, name: u.name, strength: strengthOf(u), standsLost: 0, figuresLost: 0, sectionsLost: 0, removed: false, lostIn: [] });
      }
    }
  }
  const played = standing.steps.filter((s) => s.result);
  const titles = new Map(standing.steps.map((s) => [s.step.id, s.title]));
  for (const c of carriedLosses(played)) {
    const listed = unitsOfSide(c.side);
    const row = listed.get(c.unit) ?? { unit: c.unit, name: c.name, strength: '', standsLost: 0, figuresLost: 0, sectionsLost: 0, removed: false, lostIn: [] };
    listed.set(c.unit, { ...row, standsLost: c.standsLost, figuresLost: c.figuresLost, sectionsLost: c.sectionsLost, removed: c.removed, lostIn: c.from.map((id) => titles.get(id) ?? id) });
  }
  const nameOf = (id: string | null): string => (id ? (sideNames.get(id) ?? id) : 'no winner');
  return {
    title: standing.title,
    steps: standing.steps.map((s) => ({
      title: s.title,
      outcome: s.result ? `${s.result.winner ? `${nameOf(s.result.winner)} won` : 'no winner'}, turn ${s.result.turn}` : s === standing.next ? 'next to play' : 'not played',
    })),
    sides: [...units.entries()].map(([id, listed]) => ({ id, name: nameOf(id), units: [...listed.values()] })),
  };
}
