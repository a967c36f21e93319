/**
 * What the library says when it refuses a document: the document is named once, in the heading, and
 * each line says the place and what is wrong there (a title of 210 characters was once said twice).
 */
import { describe, expect, it } from 'vitest';
import { SCENARIO_TITLE_MAX_LENGTH } from '../../../core/model/documents';
import { validateDocument } from '../../../core/formats/validate';
import { documentProblem } from '../../../core/library/content';
import { createScenario } from '../../../core/scenario/create';

describe('documentProblem', () => {
  it('names a document with an over-long title once and says the limit the schema sets', () => {
    const title = 'McPherson’s Ridge, 1 July 1863 — '.repeat(7);
    expect(title.length).toBeGreaterThan(SCENARIO_TITLE_MAX_LENGTH);
    const message = documentProblem('scenario', createScenario({ title }), title, validateDocument)!;
    expect(message.split(title)).toHaveLength(2);
    expect(message).toBe(`"${title}" was not saved, because the scenario would not open again:\n/title: is too long: at most 200 characters`);
  });

  it('takes the scenario title limit from the schema the files are checked against', () => {
    expect(validateDocument('scenario', createScenario({ title: 'x'.repeat(SCENARIO_TITLE_MAX_LENGTH) }))).toEqual([]);
    expect(validateDocument('scenario', createScenario({ title: 'x'.repeat(SCENARIO_TITLE_MAX_LENGTH + 1) })).map((p) => p.pointer)).toEqual(['/title']);
  });
});
