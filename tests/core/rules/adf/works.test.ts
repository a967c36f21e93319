import { describe, expect, it } from 'vitest';
import { citedLine } from '../../../support/seeds';
import {
  ENGINEER_BATTALION,
  OBSTACLES,
  OBSTACLE_LINES,
  PONTOON_BRIDGE,
  WORKS,
  WORKS_RULES,
  obstacleTurns,
  pontoonBridgeTurns,
  worksBuildTurns,
  worksDestroyedInches,
  worksTurningTurns,
} from '../../../../core/rules/adf/works';

const lineOf = citedLine;
const cells = (source: string): string[] => lineOf(source).split('\t').map((c) => c.trim());

describe('works tables match the book', () => {
  it('build times on B:1830 are "normal / with engineers"', () => {
    const printed = cells(WORKS.rows.hasty.source);
    expect(printed[1]).toBe(`${WORKS.rows.hasty.build?.turns} turns / ${WORKS.rows.hasty.build?.withEngineers} turns`);
    expect(printed[2]).toBe(`${WORKS.rows.light.build?.turns} turns / ${WORKS.rows.light.build?.withEngineers} turns`);
  });
  it('firer, target and artillery rows (B:1832–1834)', () => {
    const firer = cells(adfLineOf(1832));
    const target = cells(adfLineOf(1833));
    const destroy = cells(adfLineOf(1834));
    const kinds = ['hasty', 'light', 'heavy'] as const;
    kinds.forEach((k, i) => {
      const row = WORKS.rows[k];
      expect(firer[i + 1]).toBe(`+${row.firerDrm} DRM`);
      expect(target[i + 1]).toBe(`${row.targetDrm} DRM, ${row.targetMmp} MMP`);
      expect(destroy[i + 1]).toMatch(new RegExp(`^1 inch per ${row.artilleryHitsPerInch === 1 ? 'hit' : `${row.artilleryHitsPerInch} hits`}`));
    });
  });
  it('obstacle rows (B:1859–1864)', () => {
    const kinds = ['abatis', 'flooded-ditch', 'fraise', 'chevaux-de-frise'] as const;
    kinds.forEach((k, i) => {
      const row = OBSTACLES.rows[k];
      expect(cells(OBSTACLE_LINES.build)[i + 1]).toBe(`1 regiment, ${row.buildTurns} turns`);
      expect(cells(OBSTACLE_LINES.destroy)[i + 1]).toBe(`1 regiment, ${row.destroyTurns} turns`);
      expect(cells(OBSTACLE_LINES.pivot)[i + 1]).toBe(row.pivotActions === null ? 'NA' : `${row.pivotActions} actions`);
      expect(cells(OBSTACLE_LINES.moveAcross)[i + 1]).toBe(row.roughInchesToCross === 1 ? 'As inch of rough' : `${row.roughInchesToCross} inches of rough`);
    });
    expect(cells(OBSTACLE_LINES.fire)[2]).toContain(`${OBSTACLES.rows['flooded-ditch'].fire.drm} DRM for all`);
  });
  it('engineer, pontoon and works rules cite lines that say so', () => {
    expect(lineOf(ENGINEER_BATTALION.source)).toContain('360-man engineer battalion (six figures)');
    expect(lineOf(ENGINEER_BATTALION.source)).toContain('four figures');
    expect(lineOf(PONTOON_BRIDGE.source)).toContain('2 inches for 25mm');
    expect(lineOf(PONTOON_BRIDGE.crossAs.source)).toContain('trail rate');
    expect(lineOf(PONTOON_BRIDGE.underFire.source)).toContain('+3/+2 DRM');
    expect(lineOf(WORKS_RULES.upgradeHastyToLight.source)).toContain('four consecutive turns');
    for (const rule of Object.values(WORKS_RULES)) expect(lineOf(rule.source).trim()).not.toBe('');
  });
});

function adfLineOf(n: number): string {
  return `000_e4b3381100cae796.txt:${n}`;
}

describe('works and bridging arithmetic', () => {
  it('TC-37: 15mm pontoon over 1" takes 3 turns (Federal) / 5 (Confederate); over 2": 4 / 7 (B:1813–1815)', () => {
    expect(pontoonBridgeTurns('15mm', 'union', 1).turns).toBe(3);
    expect(pontoonBridgeTurns('15mm', 'confederate', 1).turns).toBe(5);
    expect(pontoonBridgeTurns('15mm', 'union', 2).turns).toBe(4);
    expect(pontoonBridgeTurns('15mm', 'confederate', 2).turns).toBe(7);
  });
  it('at 25mm 100 yards of bridge is 2 inches: a 2" stream is one stretch (B:1813)', () => {
    expect(pontoonBridgeTurns('25mm', 'union', 2).turns).toBe(3);
    expect(pontoonBridgeTurns('25mm', 'union', 4).turns).toBe(4);
  });
  it('TC-45: hasty works take 4 turns, 2 with engineers; heavy works only by scenario (B:1830)', () => {
    expect(worksBuildTurns('hasty', false).turns).toBe(4);
    expect(worksBuildTurns('hasty', true).turns).toBe(2);
    expect(worksBuildTurns('light', false).turns).toBe(8);
    expect(worksBuildTurns('heavy', true).turns).toBeNull();
  });
  it('turning works takes the shorter time, halved with engineers (B:1855)', () => {
    expect(worksTurningTurns('light', false).turns).toBe(4);
    expect(worksTurningTurns('light', true).turns).toBe(2);
  });
  it('artillery destroys light works an inch per 2 hits, 2" per quota at 25mm (B:1834, B:1849)', () => {
    expect(worksDestroyedInches('light', '15mm', 5).inches).toBe(2);
    expect(worksDestroyedInches('light', '25mm', 5).inches).toBe(4);
    expect(worksDestroyedInches('heavy', '10mm', 2).inches).toBe(0);
  });
  it('an engineer stand halves obstacle times: fraise 4 turns → 2 (B:1859, B:1870)', () => {
    expect(obstacleTurns('fraise', 'build', false).turns).toBe(4);
    expect(obstacleTurns('fraise', 'build', true).turns).toBe(2);
  });
});
