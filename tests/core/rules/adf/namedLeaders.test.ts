import { describe, expect, it } from 'vitest';
import { citedLine } from '../../../support/seeds';
import { bookCitation } from '../../../../core/rules/adf/book';
import { NAMED_LEADERS } from '../../../../core/rules/adf/namedLeaders';

describe("the book's named leaders", () => {
  it.each(NAMED_LEADERS.map((l) => [l.name, l] as const))('%s: his name and rating are on the cited line', (_name, l) => {
    const line = citedLine(l.source);
    // The surname as printed, and his LB in the book's notation.
    expect(line).toContain(l.name.split(' ').at(-1)!);
    expect(line).toContain(`${l.lb}LB`);
  });

  it('are cited to the scenarios they come from, as a player finds them in the book', () => {
    for (const l of NAMED_LEADERS) expect(bookCitation(l.source)).toMatch(/^ADF · Scenarios · (T'ain't No Militia|The Mine Run Campaign)/);
  });

  it('are each listed once', () => {
    expect(new Set(NAMED_LEADERS.map((l) => l.name)).size).toBe(NAMED_LEADERS.length);
  });
});
