/**
 * The Odds view's forms (renderer/src/views/odds/*Form.ts): what a filled-in form gives is what
 * `muster odds fire` gives for the same choices (the CLI run in-process, its JSON read back); an
 * impossible form is a sentence naming the field and what it takes, never an exception; the range bands
 * offered follow the weapon, and a chosen band survives a change of weapon where it can.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { computeFire, defaultFireForm, fittingBand, formationsFor, legalBands, type FireForm } from '../../renderer/src/views/odds/fireForm';
import { computeMorale, defaultMoraleForm } from '../../renderer/src/views/odds/moraleForm';
import { computeCharge, defaultChargeForm } from '../../renderer/src/views/odds/chargeForm';

async function cliFire(args: string[]): Promise<{ fp: number; dice: number; drm: number; results: Record<string, number> }> {
  const out: string[] = [];
  const code = await runCli(['odds', 'fire', ...args, '--json'], { out: (t) => out.push(t), err: (t) => out.push(t), cwd: process.cwd() });
  expect(code, out.join('\n')).toBe(0);
  return JSON.parse(out.join('')) as { fp: number; dice: number; drm: number; results: Record<string, number> };
}

const form = (changes: Partial<FireForm>): FireForm => ({ ...defaultFireForm(), ...changes });

describe('the Fire form', () => {
  it('six veteran rifle-muskets at normal range: the form gives what muster odds fire gives', async () => {
    const shown = computeFire(form({ figures: 6, range: 'normal' }));
    if (!shown.ok) throw new Error(shown.message);
    const cli = await cliFire(['--scale', '15mm', '--arm', 'infantry', '--weapon', 'rifle-musket', '--figures', '6', '--quality', 'veteran', '--side', 'union', '--range', 'normal']);
    expect({ fp: shown.odds.fp, dice: shown.odds.dice, drm: shown.odds.drm }).toEqual({ fp: cli.fp, dice: cli.dice, drm: cli.drm });
    for (const [result, p] of Object.entries(cli.results)) expect(shown.odds.results[result as keyof typeof shown.odds.results], result).toBeCloseTo(p, 12);
  });

  it('skirmishers at short range against a line’s full flank, with an extra DRM: the same as the CLI’s flags', async () => {
    const shown = computeFire(form({ figures: 8, range: 'short', formation: 'skirmish', targetDrms: ['line-full-flank', 'green'], drm: -1 }));
    if (!shown.ok) throw new Error(shown.message);
    const cli = await cliFire(['--scale', '15mm', '--arm', 'infantry', '--weapon', 'rifle-musket', '--figures', '8', '--quality', 'veteran', '--side', 'union', '--range', 'short', '--formation', 'skirmish', '--target', 'line-full-flank,green', '--drm', '-1']);
    expect({ fp: shown.odds.fp, dice: shown.odds.dice, drm: shown.odds.drm }).toEqual({ fp: cli.fp, dice: cli.dice, drm: cli.drm });
    for (const [result, p] of Object.entries(cli.results)) expect(shown.odds.results[result as keyof typeof shown.odds.results], result).toBeCloseTo(p, 12);
  });

  it('an impossible form is a sentence naming what is wrong', () => {
    expect(computeFire(form({ figures: 0 }))).toEqual({ ok: false, message: 'Figures: enter a whole number from 1 to 32.' });
    expect(computeFire(form({ figures: 2.5 }))).toEqual({ ok: false, message: 'Figures: enter a whole number from 1 to 32.' });
    expect(computeFire(form({ weapon: 'napoleon' }))).toEqual({ ok: false, message: 'infantry do not carry napoleon; choose one of the infantry weapons.' });
    const canister = computeFire(form({ range: 'canister' }));
    expect(canister.ok).toBe(false);
    if (!canister.ok) expect(canister.message).toMatch(/^Rifle-muskets.* cannot fire at canister range; choose /);
    expect(computeFire(form({ drm: 21 }))).toEqual({ ok: false, message: 'Extra net DRM: enter a whole number from -20 to 20.' });
  });

  it('offers the bands the weapon fires at, and keeps the chosen band where the new weapon can use it', () => {
    const rifles = legalBands(form({}));
    expect(rifles).toContain('normal');
    expect(rifles).not.toContain('canister');
    const guns = legalBands(form({ arm: 'artillery', weapon: '12pdr-napoleon' }));
    expect(guns).toContain('canister');
    expect(fittingBand('canister', rifles)).toBe('normal');
    expect(fittingBand('short', rifles)).toBe('short');
    // Squares are infantry's only (B:1779); artillery takes no formation.
    expect(formationsFor('infantry').map((f) => f.id)).toContain('square');
    expect(formationsFor('cavalry').map((f) => f.id)).not.toContain('square');
    expect(formationsFor('artillery')).toEqual([]);
  });
});

describe('the Morale and Charge forms', () => {
  it('a field out of bounds is named, and the default forms compute', () => {
    expect(computeMorale(defaultMoraleForm()).ok).toBe(true);
    expect(computeMorale({ ...defaultMoraleForm(), supporters: 5 })).toEqual({ ok: false, message: 'Supporting units: enter a whole number from 0 to 4.' });
    expect(computeCharge(defaultChargeForm()).ok).toBe(true);
    const charge = computeCharge({ ...defaultChargeForm(), attacker: { ...defaultChargeForm().attacker, figures: null } });
    expect(charge.ok).toBe(false);
  });
});
