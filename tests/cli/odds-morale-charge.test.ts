import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/command';
import { runOddsMorale } from '../../cli/commands/odds/morale';
import { runOddsCharge } from '../../cli/commands/odds/charge';
import { PASSING_ROWS } from '../../core/rules/adf/morale';

function capture(): { io: CliIo; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t) => out.push(t), err: (t) => err.push(t), cwd: '/' }, out, err };
}

function json(run: (argv: string[], io: CliIo) => number, argv: string[]): any {
  const c = capture();
  expect(run([...argv, '--json'], c.io)).toBe(0);
  expect(c.err).toEqual([]);
  return JSON.parse(c.out.join(''));
}

const MORALE_KEYS = ['natural2', 'natural3', 'fail5plus', 'fail1to4', 'exact', 'pass1to4', 'pass5plus', 'natural12'];
const CHARGE_KEYS = ['1', '2-4', '5-7', '8-10', '11+'];
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('muster odds morale', () => {
  it('--mmp 7 --json: bmp null, the eight outcome keys summing to 1, exact = 6/36', () => {
    const r = json(runOddsMorale, ['--mmp', '7']);
    expect(r.bmp).toBeNull();
    expect(r.mmp).toBe(7);
    expect(Object.keys(r.outcomes)).toEqual(MORALE_KEYS);
    expect(sum(Object.values(r.outcomes) as number[])).toBeCloseTo(1, 12);
    expect(r.outcomes.exact).toBeCloseTo(6 / 36, 12);
    expect(Array.isArray(r.trace)).toBe(true);
  });

  it('digest TC-24 from flags: veteran 2/2, support −2, cover −1, 1LB, 1H (--mc 2) → BMP 4, MMP 2', () => {
    const r = json(runOddsMorale, ['--quality', 'veteran', '--stands', '2/2', '--modifier=-2', '--modifier', '-1', '--leader-lb', '1', '--mc', '2']);
    expect(r.bmp).toBe(4);
    expect(r.mmp).toBe(2);
  });

  it('a third beneficial modifier is traced as dropped', () => {
    const r = json(runOddsMorale, ['--quality', 'green', '--stands', '2/3', '--level', 'disorder', '--modifier=-1', '--modifier=-1', '--modifier=-1']);
    expect(r.bmp).toBe(9);
    expect(r.mmp).toBe(9);
    expect(r.trace.filter((s: { applied?: boolean }) => s.applied === false)).toHaveLength(1);
  });

  it('digest TC-25: trained 1/2 shaken → BMP 10, MMP 12', () => {
    const r = json(runOddsMorale, ['--quality', 'trained', '--stands', '1/2', '--level', 'shaken']);
    expect([r.bmp, r.mmp]).toEqual([10, 12]);
    expect(r.outcomes.natural12).toBeCloseTo(1 / 36, 12);
  });

  it('prints a readable table and the trace without --json', () => {
    const c = capture();
    expect(runOddsMorale(['--quality', 'elite', '--stands', '3/3', '--modifier=+1'], c.io)).toBe(0);
    const text = c.out.join('\n');
    expect(text).toContain('MMP 4');
    expect(text).toContain('pass1to4');
    expect(text).toContain('Trace:');
    // Line 2482 is the BMP table of Rules Summary 2, cited as the place in the book.
    expect(text).toContain('[ADF · Rules summary 2: scale and morale · Basic morale points]');
    expect(text).not.toContain('.txt');
  });

  it.each([
    [['--quality', 'heroic', '--stands', '2/2'], '--quality'],
    [['--quality', 'elite', '--stands', '3/2'], '--stands'],
    [['--quality', 'elite', '--stands', 'two'], '--stands'],
    [['--mmp', '13'], '--mmp'],
    [['--mmp', '5', '--mc', '1'], '--mc'],
    [['--quality', 'elite'], '--stands'],
    [['--stands', '2/2'], '--quality'],
    [['--quality', 'elite', '--stands', '2/2', '--level', 'panicked'], '--level'],
    [['--quality', 'elite', '--stands', '2/2', '--modifier=x'], '--modifier'],
    [['--quality', 'elite', '--stands', '2/2', '--mc', '5'], '--mc'],
    [['--quality', 'elite', '--stands', '2/2', '--leader-lb', '3'], '--leader-lb'],
    [['--charge'], '--charge'],
    [[], '--quality'],
  ])('rejects %j with one line naming %s, exit 2', (argv, name) => {
    const c = capture();
    expect(runOddsMorale(argv, c.io)).toBe(2);
    expect(c.out).toEqual([]);
    expect(c.err).toHaveLength(1);
    expect(c.err[0]).toContain(name);
    expect(c.err[0]).not.toContain('\n');
  });
});

describe('muster odds charge', () => {
  const argv = ['--attacker-figures', '8', '--attacker-mmp', '4', '--defender-figures', '6', '--defender-mmp', '3'];

  it('--json: tie plus the five rows for each side, summing to 1', () => {
    const r = json(runOddsCharge, argv);
    expect(Object.keys(r.attacker)).toEqual(CHARGE_KEYS);
    expect(Object.keys(r.defender)).toEqual(CHARGE_KEYS);
    expect(r.tie + sum(Object.values(r.attacker) as number[]) + sum(Object.values(r.defender) as number[])).toBeCloseTo(1, 12);
    expect(r.trace[0].value).toBe('2D6 + 4');
  });

  it('equal sides are symmetric and tie 146/1296 of the time', () => {
    const r = json(runOddsCharge, ['--attacker-figures', '6', '--attacker-mmp', '4', '--defender-figures', '6', '--defender-mmp', '4']);
    expect(r.tie).toBeCloseTo(146 / 1296, 12);
    for (const k of CHARGE_KEYS) expect(r.attacker[k]).toBeCloseTo(r.defender[k], 12);
  });

  it('attacker "2-4" is the chance the attacker FIV beats the defender by 2 to 4 (brute force)', () => {
    const r = json(runOddsCharge, argv);
    let ways = 0;
    for (let a = 2; a <= 12; a++) for (let d = 2; d <= 12; d++) {
      const m = (a + 4) - (d + 3);
      if (m >= 2 && m <= 4) ways += (6 - Math.abs(a - 7)) * (6 - Math.abs(d - 7));
    }
    expect(r.attacker['2-4']).toBeCloseTo(ways / 1296, 12);
  });

  it('prints a table and trace without --json', () => {
    const c = capture();
    expect(runOddsCharge(argv, c.io)).toBe(0);
    const text = c.out.join('\n');
    expect(text).toContain('8-10');
    expect(text).toContain('melee');
    expect(text).toContain('Trace:');
  });

  it.each([
    [['--attacker-figures', '8', '--attacker-mmp', '4', '--defender-figures', '6'], '--defender-mmp'],
    [['--attacker-figures', '0', '--attacker-mmp', '4', '--defender-figures', '6', '--defender-mmp', '3'], '--attacker-figures'],
    [['--attacker-figures', '8', '--attacker-mmp', '13', '--defender-figures', '6', '--defender-mmp', '3'], '--attacker-mmp'],
    [[...argv, '--cmm', '2'], '--cmm'],
  ])('rejects %j with one line naming %s, exit 2', (args, name) => {
    const c = capture();
    expect(runOddsCharge(args, c.io)).toBe(2);
    expect(c.err).toHaveLength(1);
    expect(c.err[0]).toContain(name);
  });
});

describe('muster odds charge: support both ways and the charge bonus (issue 29)', () => {
  const base = ['--attacker-figures', '8', '--attacker-mmp', '4', '--defender-figures', '6', '--defender-mmp', '3'];

  it('the book\'s example (B:1095–1099): one defending supporter against two charging ones is +1 to the defender and −1 to the charger', () => {
    const withSupport = json(runOddsCharge, [...base, '--attacker-supporters', '2', '--defender-supporters', '1']);
    // Net: the charger counts −2, the defender −1; the defender takes −1 − (−2) = +1, the charger −2 − (−1) = −1.
    const byHand = json(runOddsCharge, ['--attacker-figures', '8', '--attacker-mmp', '3', '--defender-figures', '6', '--defender-mmp', '4']);
    expect(withSupport.tie).toBeCloseTo(byHand.tie, 12);
    for (const k of CHARGE_KEYS) {
      expect(withSupport.attacker[k]).toBeCloseTo(byHand.attacker[k], 12);
      expect(withSupport.defender[k]).toBeCloseTo(byHand.defender[k], 12);
    }
    const steps = withSupport.trace.filter((s: { step: string }) => s.step.endsWith('support'));
    expect(steps.map((s: { value: number }) => s.value)).toEqual([-1, 1]);
    expect(steps[0].source).toBe('000_e4b3381100cae796.txt:2501');
  });

  it('the charger counts two supporters (B:2451), the defender up to the −3 cap (B:1120): four against four favours the defender by 1', () => {
    const r = json(runOddsCharge, [...base, '--attacker-supporters', '4', '--defender-supporters', '4']);
    const steps = r.trace.filter((s: { step: string }) => s.step.endsWith('support'));
    expect(steps.map((s: { value: number }) => s.value)).toEqual([1, -1]);
  });

  it('--charger infantry --scale 15mm --terrain open: half of the routed 2D6 (B:2816, B:601), 1 to 6 inches, 3.5 on average', () => {
    const r = json(runOddsCharge, [...base, '--charger', 'infantry', '--scale', '15mm', '--terrain', 'open']);
    expect(r.bonus).toMatchObject({ dice: '2D6', fraction: 0.5, min: 1, max: 6, mean: 3.5 });
    const full = json(runOddsCharge, [...base, '--charger', 'infantry', '--scale', '15mm', '--terrain', 'open', '--bonus', 'rules-summary-full']);
    expect(full.bonus).toMatchObject({ fraction: 1, min: 2, max: 12, mean: 7 });
    const c = capture();
    expect(runOddsCharge([...base, '--terrain', 'open'], c.io)).toBe(2);
    expect(c.err[0]).toContain('--terrain needs --charger');
  });
});

describe('muster odds charge: the charge situation (issue 29)', () => {
  it('Wilkeson\'s Battery alone (B:1397–1399): BMP 4 doubled and +1 within an inch is 2D6 − 6; the charging veteran takes no +1 against an unsupported battery (B:2545): 2D6 + 5', () => {
    const situation = json(runOddsCharge, [
      '--attacker-figures', '8', '--attacker-mmp', '4', '--charger', 'infantry',
      '--defender-figures', '3', '--defender-mmp', '4', '--unsupported-battery', '--defender-within-inch',
    ]);
    const byHand = json(runOddsCharge, ['--attacker-figures', '8', '--attacker-mmp', '3', '--defender-figures', '3', '--defender-mmp', '9']);
    expect(situation.trace.find((s: { step: string }) => s.step === 'attacker FIV').value).toBe('2D6 + 5');
    expect(situation.trace.find((s: { step: string }) => s.step === 'defender FIV').value).toBe('2D6 − 6');
    expect(situation.trace.find((s: { step: string }) => s.step === 'defender unsupported battery')).toMatchObject({ value: 8, source: '000_e4b3381100cae796.txt:1389' });
    expect(situation.bonus).toBeUndefined();
    expect(situation.tie).toBeCloseTo(byHand.tie, 12);
    for (const k of CHARGE_KEYS) expect(situation.attacker[k]).toBeCloseTo(byHand.attacker[k], 12);
  });

  it('mounted cavalry charging is −2 (B:1118), dismounted charges as infantry −1 (B:1699); a leader adds his LB to the roll (B:1194)', () => {
    const fiv = (extra: string[]) => json(runOddsCharge, ['--attacker-figures', '6', '--attacker-mmp', '5', '--defender-figures', '6', '--defender-mmp', '5', ...extra]).trace.find((s: { step: string }) => s.step === 'attacker FIV').value;
    expect(fiv(['--charger', 'mounted-cavalry'])).toBe('2D6 + 3');
    expect(fiv(['--charger', 'dismounted-cavalry'])).toBe('2D6 + 2');
    expect(fiv(['--attacker-leader', '2'])).toBe('2D6 + 3');
  });

  it('--table cavalry-vs-infantry gives that table\'s rows (B:1743–1749); a battery with a supporter cannot be unsupported', () => {
    const r = json(runOddsCharge, ['--attacker-figures', '6', '--attacker-mmp', '5', '--defender-figures', '6', '--defender-mmp', '5', '--table', 'cavalry-vs-infantry']);
    expect(Object.keys(r.attacker)).toEqual(['1-4', '5-7', '8-11', '12+']);
    const c = capture();
    expect(runOddsCharge(['--attacker-figures', '6', '--attacker-mmp', '5', '--defender-figures', '3', '--defender-mmp', '4', '--unsupported-battery', '--defender-supporters', '1'], c.io)).toBe(2);
    expect(c.err[0]).toContain('--unsupported-battery');
  });
});

describe('muster odds morale --battery (B:1389, B:2548)', () => {
  it("Wilkeson's Battery alone (B:1399): a BMP of 8 plus 1 within an inch must roll 9 or better, 10 chances in 36", () => {
    const r = json(runOddsMorale, ['--quality', 'veteran', '--battery', '--unsupported-battery', '--modifier', '1']);
    expect(r.mmp).toBe(9);
    expect(PASSING_ROWS.reduce((n, row) => n + r.outcomes[row], 0)).toBeCloseTo(10 / 36, 12);
    expect(r.trace.find((s: { step: string }) => s.step === 'unsupported battery')).toMatchObject({ value: 8, source: '000_e4b3381100cae796.txt:1389' });
    // With a friend beside it, one section lost: 4 + 3 (B:2548).
    expect(json(runOddsMorale, ['--quality', 'veteran', '--battery', '--sections-lost', '1']).mmp).toBe(7);
    const c = capture();
    expect(runOddsMorale(['--quality', 'veteran', '--stands', '2/2', '--unsupported-battery'], c.io)).toBe(2);
    expect(c.err[0]).toContain('--unsupported-battery needs --battery');
  });
});
