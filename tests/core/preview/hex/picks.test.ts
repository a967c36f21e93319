import { describe, expect, it } from 'vitest';
import { gridOf } from '../../../../core/hex';
import { noPicks, pickBack, pickOn, type HexClick } from '../../../../core/preview/hex';

const grid = gridOf({ columns: 12, rows: 10, orientation: 'flat-top' });
const click = (hex: string, more: Partial<HexClick> = {}): HexClick => ({ hex, shift: false, drag: false, ...more });

describe('what a click picks for the hex rules preview', () => {
  it('starts a path on a counter and fills the hexes between clicks, a drag adding each hex entered', () => {
    let p = pickOn(grid, noPicks('path'), click('0605', { counter: 'u', counterHex: '0605' }));
    expect(p.counter).toBe('u');
    p = pickOn(grid, p, click('0905'));
    expect(p.hexes).toEqual(['0605', '0705', '0805', '0905']);
    p = pickOn(grid, p, click('1005', { drag: true }));
    expect(p.hexes.at(-1)).toBe('1005');
    expect(pickBack(p).hexes).toEqual(['0605', '0705', '0805', '0905']);
    expect(pickOn(grid, noPicks('path'), click('0905')).hexes).toEqual([]);
  });

  it('takes a line’s two ends and starts again on a third click', () => {
    let p = pickOn(grid, noPicks('sight'), click('0305'));
    p = pickOn(grid, p, click('0905'));
    expect(p.hexes).toEqual(['0305', '0905']);
    expect(pickOn(grid, p, click('0101')).hexes).toEqual(['0101']);
  });

  it('toggles attackers on a click and takes the defender on a shift-click', () => {
    let p = pickOn(grid, noPicks('attack'), click('0706', { counter: 'a' }));
    p = pickOn(grid, p, click('0605', { counter: 'b' }));
    p = pickOn(grid, p, click('0605', { counter: 'b' }));
    p = pickOn(grid, p, click('1105', { counter: 'd', shift: true }));
    expect([p.attackers, p.counter]).toEqual([['a'], 'd']);
  });

  it('takes a battery, then the hex it fires on', () => {
    let p = pickOn(grid, noPicks('artillery'), click('0706', { counter: 'bty' }));
    p = pickOn(grid, p, click('1105', { counter: 'enemy' }));
    expect([p.counter, p.hexes]).toEqual(['bty', ['1105']]);
  });
});
