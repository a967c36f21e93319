/**
 * The campaign roster (issue 28): the Gettysburg first-day campaign as it ships, with a result of
 * T'ain't No Militia entered as a club would after a game on a table. Every unit of both orders of battle
 * is listed with its strength as the book gives it, and the losses are the result's; the sheet prints them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignStanding, type CampaignResult, type MusterCampaign } from '../../../core/campaign';
import { campaignRosterData } from '../../../core/campaign/roster';
import { loadDocument } from '../../../core/formats/index';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS } from '../../../core/print';
import type { MusterScenario } from '../../../core/model/scenario.generated';

const DIR = join(__dirname, '../../../scenarios');
const load = <T>(file: string): T => {
  const r = loadDocument(file, readFileSync(join(DIR, file), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.document as unknown as T;
};
const campaign = load<MusterCampaign>('first-day.campaign.json');
const scenarios = new Map(campaign.scenarios.map((s) => [s.id, load<MusterScenario>(s.file)]));

const result: CampaignResult = {
  scenario: 'taint-no-militia',
  winner: 'confederate',
  turn: 8,
  from: 'table',
  units: [
    { side: 'union', unit: 'usa-24-mi', name: '24th Michigan', standsLost: 1, figuresLost: 3, sectionsLost: 0, state: 'shaken' },
    { side: 'union', unit: 'usa-hall', name: "Hall's Battery, 2nd Maine Lt/Bty B", standsLost: 0, figuresLost: 0, sectionsLost: 1, state: 'good' },
    { side: 'confederate', unit: 'csa-14-tn', name: '14th Tennessee', standsLost: 2, figuresLost: 4, sectionsLost: 0, state: 'removed' },
    { side: 'confederate', unit: 'csa-local', name: 'Local militia', standsLost: 1, figuresLost: 2, sectionsLost: 0, state: 'routed' },
  ],
};

describe('campaignRosterData', () => {
  it('lists every unit of both sides with its strength, and the losses of the result', () => {
    const data = campaignRosterData(campaignStanding({ ...campaign, results: [result] }, scenarios), scenarios);
    expect(data.steps).toEqual([{ title: "T'ain't No Militia", outcome: 'Confederate won, turn 8' }]);
    expect(data.sides.map((s) => s.name)).toEqual(['Union', 'Confederate']);
    const union = data.sides[0]!.units;
    // Ten regiments and Hall's battery (B:2009–2025).
    expect(union).toHaveLength(11);
    expect(union.find((u) => u.unit === 'usa-24-mi')).toMatchObject({ strength: '8 figures, 2 stands', standsLost: 1, figuresLost: 3, removed: false, lostIn: ["T'ain't No Militia"] });
    expect(union.find((u) => u.unit === 'usa-hall')).toMatchObject({ strength: '3 sections', sectionsLost: 1 });
    expect(union.find((u) => u.unit === 'usa-6-wi')).toMatchObject({ standsLost: 0, figuresLost: 0, lostIn: [] });
    const confederate = data.sides[1]!.units;
    expect(confederate.find((u) => u.unit === 'csa-14-tn')).toMatchObject({ strength: '4 figures, 2 stands', standsLost: 2, removed: true });
    // A unit the result names that no order of battle lists keeps its losses, with no strength to show.
    expect(confederate.at(-1)).toMatchObject({ unit: 'csa-local', strength: '', standsLost: 1 });
  });

  it('before any result: every unit, nothing lost, the scenario next to play', () => {
    const data = campaignRosterData(campaignStanding(campaign, scenarios), scenarios);
    expect(data.steps[0]!.outcome).toBe('next to play');
    expect(data.sides.flatMap((s) => s.units).every((u) => u.standsLost === 0 && !u.removed)).toBe(true);
  });

  it('the campaign-roster sheet prints each side and each unit\'s losses', () => {
    const data = campaignRosterData(campaignStanding({ ...campaign, results: [result] }, scenarios), scenarios);
    const sheet = SHEET_MAKERS['campaign-roster'].make({ scale: '15mm', sides: [], campaign: data }, DEFAULT_PRINT_SETTINGS);
    expect(sheet.title).toBe('Campaign roster: Gettysburg, the first day');
    expect(sheet.html).toContain('<h2>Union</h2>');
    expect(sheet.html).toContain('<td class="name">24th Michigan</td><td class="name">8 figures, 2 stands</td><td>1</td><td>3</td><td>–</td>');
    expect(sheet.html).toContain('off the table');
  });
});
