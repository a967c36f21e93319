import { describe, expect, it } from 'vitest';
import { citedLine } from '../../../support/seeds';
import {
  COMMAND_RADIUS,
  LEADER_BENEFIT_SCALE,
  LEADER_CASUALTY,
  LEADER_EFFECTS,
  LEADER_LOSS,
  LEADER_STAND_FIGURES,
  OUT_OF_COMMAND_COST,
  REACTION_RADIUS,
  SUPPORTING_DISTANCE,
  commandRadius,
  inCommand,
  isAdjacent,
  leaderKilledChance,
  reactionRadius,
} from '../../../../core/rules/adf/leaders';

const lineOf = citedLine;

describe('leader data cites the book', () => {
  it('radii lines print the multiples (B:3113, B:3115)', () => {
    expect(lineOf(COMMAND_RADIUS.source)).toContain('four times a leader’s LB in inches (eight times for 25mm)');
    expect(lineOf(REACTION_RADIUS.source)).toContain('twice a leader’s LB in inches (four times for 25mm)');
  });
  it('supporting distances sit on B:1206–1208', () => {
    expect(lineOf(SUPPORTING_DISTANCE.open.source)).toContain('within 1 inch (2 inches for 25mm figures)');
    expect(lineOf(SUPPORTING_DISTANCE['light-woods'].source)).toContain('½ inch (1 inch for 25mm figures)');
    expect(lineOf(SUPPORTING_DISTANCE.rough.source)).toContain('touching');
  });
  it('every other leader rule cites a non-empty line', () => {
    const sources = [
      LEADER_STAND_FIGURES.source,
      LEADER_BENEFIT_SCALE.source,
      OUT_OF_COMMAND_COST.source,
      LEADER_CASUALTY.source,
      ...Object.values(LEADER_LOSS).map((r) => r.source),
      ...Object.values(LEADER_EFFECTS).map((r) => r.source),
    ];
    for (const s of sources) expect(lineOf(s).trim(), s).not.toBe('');
    expect(lineOf(LEADER_CASUALTY.source)).toContain('If a 6 is rolled');
    expect(lineOf(LEADER_LOSS.commandMmp.source)).toContain('+3 MMP');
  });
});

describe('radii and command', () => {
  it('TC-34: LB 2 gives LCR 8" and LRR 4" at 10/15mm, 16" and 8" at 25mm (B:1216)', () => {
    expect(commandRadius('10mm', 2).inches).toBe(8);
    expect(commandRadius('15mm', 2).inches).toBe(8);
    expect(reactionRadius('15mm', 2).inches).toBe(4);
    expect(commandRadius('25mm', 2).inches).toBe(16);
    expect(reactionRadius('25mm', 2).inches).toBe(8);
  });
  it('the 25mm quick-reference reading gives 6× and 3× LB (Q:87)', () => {
    const q = { radii25mm: 'quick-reference' } as const;
    expect(commandRadius('25mm', 2, q).inches).toBe(12);
    expect(reactionRadius('25mm', 2, q).inches).toBe(6);
    expect(commandRadius('15mm', 2, q).inches).toBe(8);
  });
  it('generic ratings: brigade LB 1, division and corps LB 2 (B:1192); stands of 1/2/3 figures (B:457)', () => {
    expect(LEADER_BENEFIT_SCALE.generic.brigade).toBe(1);
    expect(LEADER_BENEFIT_SCALE.generic.corps).toBe(2);
    expect(LEADER_STAND_FIGURES.figures).toEqual({ brigade: 1, division: 2, corps: 3 });
  });
  it('a unit 7" from a 15mm LB 2 leader is in command, 9" is out; an LB 0 leader commands only adjacent units (B:1216–1218)', () => {
    expect(inCommand('15mm', { lb: 2, distanceInches: 7, adjacent: false }).inCommand).toBe(true);
    expect(inCommand('15mm', { lb: 2, distanceInches: 9, adjacent: false }).inCommand).toBe(false);
    expect(inCommand('15mm', { lb: 2, distanceInches: 9, adjacent: false }, true).inCommand).toBe(true);
    expect(inCommand('15mm', { lb: 0, distanceInches: 0.5, adjacent: true }).inCommand).toBe(true);
    expect(inCommand('15mm', { lb: 0, distanceInches: 3, adjacent: false }).inCommand).toBe(false);
  });
  it('out of command a move or charge costs two actions, fire one (B:1216)', () => {
    expect(OUT_OF_COMMAND_COST.actions.move).toBe(2);
    expect(OUT_OF_COMMAND_COST.actions.fire).toBe(1);
  });
  it('adjacency: 1½" apart in the open is adjacent only at 25mm; heavy woods need touching stands (B:1206–1208)', () => {
    expect(isAdjacent('15mm', 'open', 1.5)).toBe(false);
    expect(isAdjacent('25mm', 'open', 1.5)).toBe(true);
    expect(isAdjacent('25mm', 'heavy-woods', 0.1)).toBe(false);
    expect(isAdjacent('25mm', 'heavy-woods', 0)).toBe(true);
  });
});

describe('leader casualties (B:1202)', () => {
  it('TC-39: an attached leader whose unit takes 2 hits dies with probability 11/36; an adjacent one never rolls', () => {
    expect(leaderKilledChance(2, true).probability).toBeCloseTo(11 / 36, 12);
    expect(leaderKilledChance(3, false).probability).toBe(0);
    expect(leaderKilledChance(1, true).probability).toBeCloseTo(1 / 6, 12);
  });
  it('more hits never lower the chance', () => {
    for (let h = 1; h < 6; h++) expect(leaderKilledChance(h + 1, true).probability).toBeGreaterThan(leaderKilledChance(h, true).probability);
  });
});
