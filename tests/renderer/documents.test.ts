import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../core/formats/validate';
import { blankDocument } from '../../renderer/src/documents';

describe('documents the editor creates', () => {
  it('starts every new scenario and army as a valid document of the current format', () => {
    expect(validateDocument('scenario', blankDocument('scenario'))).toEqual([]);
    expect(validateDocument('army', blankDocument('army'))).toEqual([]);
  });
});
