/**
 * A brigade put inside a brigade: `muster points` names it (its regiments were counted as the outer
 * brigade's with no word). Run as a user runs it: the built `bin/muster.js`, from another folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const CWD = mkdtempSync(join(tmpdir(), 'muster-nesting-'));
const points = (file: string) => JSON.parse(execFileSync(process.execPath, [join(ROOT, 'bin/muster.js'), 'points', '--json', file], { cwd: CWD, encoding: 'utf8' })) as { sides: Array<{ warnings: Array<{ rule: string; message: string; path: string }> }> };

describe('a formation inside one of its own level', () => {
  it('muster points names the brigade inside a brigade, and says nothing of a well-ordered army', () => {
    const army = JSON.parse(readFileSync(join(ROOT, 'scenarios/mine-run-3.army-confederate.json'), 'utf8'));
    const file = join(CWD, 'ok.army.json');
    writeFileSync(file, JSON.stringify(army));
    expect(points(file).sides[0]!.warnings.filter((w) => w.rule === 'formation.nesting')).toEqual([]);
    // Hoke's brigade dropped into Hays' brigade, as the tree once allowed with no warning.
    const early = army.orderOfBattle.children[0].children[0];
    const hoke = early.children.findIndex((c: { id: string }) => c.id === 'csa-hoke');
    const hays = early.children.find((c: { id: string }) => c.id === 'csa-hays');
    hays.children.push(...early.children.splice(hoke, 1));
    writeFileSync(file, JSON.stringify(army));
    const found = points(file).sides[0]!.warnings.filter((w) => w.rule === 'formation.nesting');
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toBe("Hoke's Brigade (a brigade) is inside Hays' Brigade, a brigade: its units are counted as Hays' Brigade's; move it up to where a brigade belongs");
    expect(found[0]!.path).toContain("Early's Division > Hays' Brigade");
  });
});
