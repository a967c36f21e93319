import { describe, expect, it } from 'vitest';
import { sheetFileName } from '../../../core/print/sheet';

describe('the name a printed sheet is offered under', () => {
  it('reads as a person writes it: the title, a dash, the side and the sheet', () => {
    expect(sheetFileName('deployment', "T'ain't No Militia", 'Union')).toBe("T'ain't No Militia – Union deployment.pdf");
    expect(sheetFileName('deployment', "T'ain't No Militia")).toBe("T'ain't No Militia – deployment.pdf");
    expect(sheetFileName('roster', 'Tan Yard Hill', 'Confederate')).toBe('Tan Yard Hill – Confederate roster.pdf');
    expect(sheetFileName('briefing', 'McPherson’s Ridge, 1 July 1863')).toBe('McPherson’s Ridge, 1 July 1863 – briefing.pdf');
    expect(sheetFileName('charts', undefined)).toBe('Reference charts.pdf');
  });

  it('leaves out only what a disk refuses: no colon, slash or question mark, no trailing dot', () => {
    expect(sheetFileName('map', 'Shiloh: 6 April 1862', 'Union')).toBe('Shiloh 6 April 1862 – Union map at full size.pdf');
    expect(sheetFileName('briefing', 'Who holds the ridge?/Part 2...')).toBe('Who holds the ridge Part 2... – briefing.pdf');
    expect(sheetFileName('briefing', 'Ends in dots...')).not.toMatch(/[<>:"/\\|?*]/);
  });

  it('cuts a long title at a word', () => {
    const title = `${'Longstreet '.repeat(20)}Assault`;
    const name = sheetFileName('briefing', title);
    expect(name.length).toBeLessThan(130);
    expect(name).toMatch(/^Longstreet( Longstreet)*… – briefing\.pdf$/);
  });
});
