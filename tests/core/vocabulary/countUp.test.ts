import { describe, expect, it } from 'vitest';
import { countedUpName } from '../../../core/model/countUp';

describe('countedUpName: copies count up', () => {
  it('names the first copy 2 and the next free number after it', () => {
    expect(countedUpName('Iron Brigade', ['Iron Brigade'])).toBe('Iron Brigade 2');
    expect(countedUpName('Iron Brigade', ['Iron Brigade', 'Iron Brigade 2'])).toBe('Iron Brigade 3');
    // A gap left by a deleted copy is used again: the smallest free number.
    expect(countedUpName('Iron Brigade', ['Iron Brigade', 'Iron Brigade 3'])).toBe('Iron Brigade 2');
  });

  it('counts a copy of a copy from the original name, never "2 2"', () => {
    expect(countedUpName('Iron Brigade 2', ['Iron Brigade', 'Iron Brigade 2'])).toBe('Iron Brigade 3');
    expect(countedUpName('Iron Brigade 3', ['Iron Brigade', 'Iron Brigade 2', 'Iron Brigade 3'])).toBe('Iron Brigade 4');
  });

  it('keeps a number that is part of the name (a year, a regiment) when no shorter name is taken', () => {
    expect(countedUpName('Gettysburg 1863', ['Gettysburg 1863'])).toBe('Gettysburg 1863 2');
    expect(countedUpName('2nd Wisconsin', ['2nd Wisconsin', '6th Wisconsin'])).toBe('2nd Wisconsin 2');
    expect(countedUpName('Battery 4', ['Battery 4'])).toBe('Battery 4 2');
  });

  it('turns the "(copy)" of older copies into a count', () => {
    expect(countedUpName('Iron Brigade (copy)', ['Iron Brigade', 'Iron Brigade (copy)'])).toBe('Iron Brigade 2');
    expect(countedUpName('Iron Brigade (copy) (copy)', ['Iron Brigade', 'Iron Brigade 2'])).toBe('Iron Brigade 3');
  });

  it('tells names apart as a reader does: case and spacing do not make a name free', () => {
    expect(countedUpName('Iron Brigade', ['Iron Brigade', 'iron  brigade 2'])).toBe('Iron Brigade 3');
    expect(countedUpName('  Iron Brigade ', ['Iron Brigade'])).toBe('Iron Brigade 2');
  });

  it('needs no other name to be taken, and takes any iterable', () => {
    expect(countedUpName('Meredith', [])).toBe('Meredith 2');
    expect(countedUpName('Meredith', new Set(['Meredith 2']))).toBe('Meredith 3');
  });
});
