/**
 * The Rules panel's commands on an army file's `organisation.rules`: run against the bundled
 * T'ain't No Militia Union army, whose Iron Brigade has four elite regiments against the guideline's two
 * (adfLine(1928)) and whose one battery serves two brigades (one or two per brigade, adfLine(1931)).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../core/formats/validate';
import { History, getIn } from '../../core/history';
import { ORGANISATION_RULES, musterReport, resolveRules, type RuleId } from '../../core/muster';
import { bookCitation } from '../../core/rules/adf/book';
import type { OrderOfBattle } from '../../core/oob';
import { organisationOf, reportOptions } from '../../renderer/src/views/army/armyFile';
import {
  RULE_GROUPS,
  changedValue,
  guidelineRules,
  paramFields,
  parseParam,
  presetOf,
  ruleChanged,
} from '../../renderer/src/views/army/rulesSettings';
import { resetAllRules, resetRule, setRuleEnabled, setRuleParam, setRuleSeverity, setRuleSideParam } from '../../core/army/commands';

const ARMY = resolve(__dirname, '../../scenarios/taint-no-militia.army-union.json');
const load = () => new History<unknown>(JSON.parse(readFileSync(ARMY, 'utf8')));

/** The warnings the army editor shows for the document as it stands. */
function warnings(doc: unknown) {
  const oob = getIn(doc, ['orderOfBattle']) as OrderOfBattle;
  const options = reportOptions(organisationOf(doc));
  return musterReport(oob, { rules: resolveRules(presetOf(doc), ...(options.settings ?? [])) }).warnings;
}
const rulesOf = (doc: unknown) => warnings(doc).map((w) => w.rule);

describe('the rules panel settings', () => {
  it('groups every rule once, in the order the data lists them', () => {
    const ids = RULE_GROUPS.flatMap((g) => g.rules);
    expect(new Set(ids).size).toBe(ids.length);
    expect(RULE_GROUPS.map((g) => g.id).slice(0, 3)).toEqual(['brigade', 'side', 'artillery']);
    expect(RULE_GROUPS.find((g) => g.id === 'brigade')!.rules).toContain('brigade.elite-green-limit');
  });

  it('offers the numbers of a rule, per side where the book gives one per side, but not what the header sets', () => {
    expect(paramFields('brigade.elite-green-limit')).toEqual([{ kind: 'number', key: 'max', label: 'At most', step: 1 }]);
    expect(paramFields('brigade.points-cap').map((f) => [f.key, f.kind])).toEqual([
      ['caps', 'by-side'],
      ['countArtillery', 'flag'],
    ]);
    // Budget and bonus are the header's; the bonus rate (25 percent, adfLine(2172)) is a fraction.
    expect(paramFields('scenario.points-budget')).toEqual([{ kind: 'number', key: 'bonusRate', label: 'Bonus rate', step: 0.05 }]);
  });

  it("the bundled army warns about the Iron Brigade's elite regiments and its one battery for two brigades", () => {
    const h = load();
    expect(rulesOf(h.doc)).toContain('brigade.elite-green-limit');
    expect(rulesOf(h.doc)).toContain('artillery.batteries-per-brigade');
  });

  it('switching the batteries-per-brigade rule off (adfLine(1931)) removes its warning, in one undoable command', () => {
    const h = load();
    h.execute(setRuleEnabled('artillery.batteries-per-brigade', false));
    expect(rulesOf(h.doc)).not.toContain('artillery.batteries-per-brigade');
    expect(rulesOf(h.doc)).toContain('brigade.elite-green-limit');
    expect(getIn(h.doc, ['organisation', 'rules'])).toEqual({ 'artillery.batteries-per-brigade': { enabled: false } });
    expect(validateDocument('army', h.doc)).toEqual([]);
    h.undo();
    expect(getIn(h.doc, ['organisation'])).toBeUndefined();
    expect(rulesOf(h.doc)).toContain('artillery.batteries-per-brigade');
  });

  it("raising the elite/green limit from 2 (adfLine(1928)) to 4 clears the Iron Brigade's warning; 3 does not", () => {
    const h = load();
    h.execute(setRuleParam('brigade.elite-green-limit', 'max', 3));
    expect(rulesOf(h.doc)).toContain('brigade.elite-green-limit'); // four elite regiments are still more than three
    h.execute(setRuleParam('brigade.elite-green-limit', 'max', 4));
    expect(rulesOf(h.doc)).not.toContain('brigade.elite-green-limit');
    expect(getIn(h.doc, ['organisation', 'rules'])).toEqual({ 'brigade.elite-green-limit': { params: { max: 4 } } });
    expect(validateDocument('army', h.doc)).toEqual([]);
    const org = organisationOf(h.doc);
    const guideline = guidelineRules(org, presetOf(h.doc))['brigade.elite-green-limit'];
    expect(guideline.params.max).toBe(2);
    expect(changedValue(org, guideline, 'max')).toBe(4);
    expect(ruleChanged(org, guideline)).toBe(true);
    h.undo();
    expect(getIn(h.doc, ['organisation', 'rules'])).toEqual({ 'brigade.elite-green-limit': { params: { max: 3 } } });
  });

  it('a value equal to the guidelines, or an emptied field, is not stored; the rules block goes when empty', () => {
    const h = load();
    h.execute(setRuleParam('brigade.elite-green-limit', 'max', 4));
    h.execute(setRuleParam('brigade.elite-green-limit', 'max', 2));
    expect(getIn(h.doc, ['organisation', 'rules'])).toBeUndefined();
    h.execute(setRuleParam('brigade.elite-green-limit', 'max', 4));
    h.execute(setRuleParam('brigade.elite-green-limit', 'max', undefined));
    expect(getIn(h.doc, ['organisation', 'rules'])).toBeUndefined();
    expect(validateDocument('army', h.doc)).toEqual([]);
    expect(rulesOf(h.doc)).toContain('brigade.elite-green-limit');
  });

  it('a severity change turns the warning into an error and is stored in the shape the schema accepts', () => {
    const h = load();
    h.execute(setRuleSeverity('brigade.elite-green-limit', 'error'));
    const elite = warnings(h.doc).find((w) => w.rule === 'brigade.elite-green-limit');
    expect(elite?.severity).toBe('error');
    expect(validateDocument('army', h.doc)).toEqual([]);
  });

  it('one side of a per-side cap keeps the other side at its guideline (60 Union / 70 Confederate, adfLine(1926))', () => {
    const h = load();
    h.execute(setRuleSideParam('brigade.points-cap', 'caps', 'union', 20));
    expect(getIn(h.doc, ['organisation', 'rules', 'brigade.points-cap'])).toEqual({ params: { caps: { union: 20, confederate: 70 } } });
    // The Iron Brigade with its leader costs more than 20 MP, so the cap now warns.
    expect(rulesOf(h.doc)).toContain('brigade.points-cap');
    expect(validateDocument('army', h.doc)).toEqual([]);
    h.execute(setRuleSideParam('brigade.points-cap', 'caps', 'union', undefined));
    expect(getIn(h.doc, ['organisation', 'rules'])).toBeUndefined();
  });

  it('the preset sets the guidelines: early 1864 caps a Union brigade at 70 MP (adfLine(1942)), so 70 there is no change', () => {
    const h = load();
    h.execute({ label: 'preset', patches: () => [{ op: 'set', path: ['organisation'], value: { preset: 'early-1864' } }] });
    h.execute(setRuleSideParam('brigade.points-cap', 'caps', 'union', 70));
    expect(getIn(h.doc, ['organisation', 'rules'])).toBeUndefined();
    h.execute(setRuleSideParam('brigade.points-cap', 'caps', 'union', 60));
    expect(getIn(h.doc, ['organisation', 'rules', 'brigade.points-cap'])).toEqual({ params: { caps: { union: 60, confederate: 60 } } });
    expect(getIn(h.doc, ['organisation', 'preset'])).toBe('early-1864');
  });

  it('resets one rule or all of them, each as one undo', () => {
    const h = load();
    h.execute(setRuleEnabled('artillery.batteries-per-brigade', false));
    h.execute(setRuleParam('brigade.elite-green-limit', 'max', 4));
    expect(warnings(h.doc).map((w) => w.rule)).toEqual(['cost.stated-totals']);
    h.execute(resetRule('brigade.elite-green-limit'));
    expect(Object.keys(getIn(h.doc, ['organisation', 'rules']) as object)).toEqual(['artillery.batteries-per-brigade']);
    h.execute(resetAllRules());
    expect(getIn(h.doc, ['organisation', 'rules'])).toBeUndefined();
    expect(rulesOf(h.doc)).toEqual(expect.arrayContaining(['brigade.elite-green-limit', 'artillery.batteries-per-brigade']));
    h.undo();
    expect(getIn(h.doc, ['organisation', 'rules'])).toEqual({ 'artillery.batteries-per-brigade': { enabled: false } });
    expect(rulesOf(h.doc)).not.toContain('artillery.batteries-per-brigade');
  });

  it('every rule id and parameter the panel can write validates against the army schema', () => {
    const h = load();
    for (const group of RULE_GROUPS) {
      for (const id of group.rules as RuleId[]) {
        h.execute(setRuleEnabled(id, false));
        h.execute(setRuleSeverity(id, 'error'));
        for (const f of paramFields(id)) {
          if (f.kind === 'number') h.execute(setRuleParam(id, f.key, 7));
          else if (f.kind === 'flag') h.execute(setRuleParam(id, f.key, true));
          else h.execute(setRuleSideParam(id, f.key, 'confederate', 7));
        }
      }
    }
    expect(Object.keys(getIn(h.doc, ['organisation', 'rules']) as object).length).toBeGreaterThan(20);
    expect(validateDocument('army', h.doc)).toEqual([]);
  });

  it('names the place in the book a rule rests on', () => {
    expect(bookCitation(ORGANISATION_RULES['brigade.points-cap'].source)).toBe('ADF · Scenarios · The ADF muster point system · 1861–63 muster points system');
    expect(bookCitation(ORGANISATION_RULES['scenario.points-budget'].source)).toBe('ADF · Scenarios · Creating a Civil War scenario · Determining the size of the forces');
    expect(bookCitation('scenario text')).toBe('scenario text');
  });

  it('reads a number field: empty is "as the guidelines", negatives and words are refused', () => {
    expect(parseParam('4')).toEqual({ ok: true, value: 4 });
    expect(parseParam('  ')).toEqual({ ok: true, value: undefined });
    expect(parseParam('-1')).toEqual({ ok: false });
    expect(parseParam('four')).toEqual({ ok: false });
  });
});
