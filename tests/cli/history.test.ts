/**
 * `muster history` through the CLI's entry point: the counts it prints for a battle are the CSV's own
 * rows (data/records/source/), both sides, a battle with no Confederate list included; usage mistakes
 * are one line and exit 2.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { parseCsvRecords } from '../../core/oob/csv';
import { RECORDS_SOURCE_DIR } from '../../core/records';
import { REPO_ROOT } from '../support/seeds';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t), cwd: REPO_ROOT });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const [header, ...body] = parseCsvRecords(readFileSync(join(REPO_ROOT, RECORDS_SOURCE_DIR, 'nps_battle_units.csv'), 'utf8'));
const col = (name: string) => header!.indexOf(name);
const csvCount = (battle: string, belligerent: 'US' | 'Confederate') => body.filter((r) => r[col('cwsac_id')] === battle && r[col('belligerent')] === belligerent).length;

describe('muster history', () => {
  it.each(['PA002', 'VA026', 'MD003', 'GA004', 'TN003'])('battle %s --json: unit counts per side are the CSV rows', async (id) => {
    const r = await run(['history', 'battle', id, '--json']);
    expect(r.code).toBe(0);
    const battle = JSON.parse(r.out);
    expect(battle.id).toBe(id);
    expect(battle.units).toEqual({ union: csvCount(id, 'US'), confederate: csvCount(id, 'Confederate') });
  });

  it('battle PA002: Gettysburg, 300 Union units, and says plainly there is no Confederate list', async () => {
    const r = await run(['history', 'battle', 'PA002']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('1–3 July 1863');
    expect(r.out).toContain('Adams County, PA');
    expect(r.out).toMatch(/Union units:\s+300/);
    expect(r.out).toMatch(/Confederate units:\s+no list in the records/);
    expect(r.out).toContain('strength 83,289; casualties 23,000');
  });

  it('units --battle VA026 --side confederate --json lists the CSV\'s Confederate units', async () => {
    const r = await run(['history', 'units', '--battle', 'VA026', '--side', 'confederate', '--json']);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.out);
    expect(Object.keys(answer.units)).toEqual(['confederate']);
    expect(answer.units.confederate).toHaveLength(csvCount('VA026', 'Confederate'));
    expect(answer.units.confederate[0]).toMatchObject({ code: 'CAL0014RI', shortName: '14th Alabama', arm: 'infantry' });
  });

  it('units --search "19th Indiana" lists the regiment with the battles it fought in', async () => {
    const r = await run(['history', 'units', '--search', '19th Indiana', '--json']);
    expect(r.code).toBe(0);
    const regiment = JSON.parse(r.out).units.find((u: { code: string }) => u.code === 'UIN0019RI');
    const fought = body.filter((row) => row[col('unit_code')] === 'UIN0019RI').length;
    expect(regiment.battles).toHaveLength(fought);
    expect(regiment.battles.map((b: { id: string }) => b.id)).toContain('PA002');
  });

  it('battles --state PA --year 1863 finds Gettysburg; a search by other name finds Antietam', async () => {
    const r = await run(['history', 'battles', '--state', 'PA', '--year', '1863', '--json']);
    expect(JSON.parse(r.out).battles.map((b: { id: string }) => b.id)).toContain('PA002');
    const s = await run(['history', 'battles', '--search', 'Sharpsburg']);
    expect(s.out).toContain('MD003');
    expect(s.out).toContain('1 of 384 battles');
  });

  it.each([
    [['history'], 'needs a question'],
    [['history', 'wars'], "unknown question 'wars'"],
    [['history', 'battle', 'XX999'], 'no battle XX999 in the records'],
    [['history', 'battle'], 'needs a battle id'],
    [['history', 'units'], 'give either --battle ID'],
    [['history', 'units', '--battle', 'PA002', '--search', 'x'], 'give either --battle ID'],
    [['history', 'units', '--battle', 'PA002', '--side', 'rebel'], '--side rebel is not accepted'],
    [['history', 'battles', '--year', '1870'], '--year 1870 is not accepted'],
    [['history', 'battles', '--state', 'Penn'], '--state Penn is not accepted'],
  ])('%j: one line, exit 2', async (argv, message) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it('--help prints the usage', async () => {
    const r = await run(['history', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('muster history units --battle ID');
  });
});
