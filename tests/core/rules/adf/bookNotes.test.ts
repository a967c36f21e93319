/**
 * The book notes of issue 29: each weighs lines that say what the note says they say, and each is shown
 * where the reader meets the rule — under its reference chart (on screen and printed: one HTML) and in the
 * trace of a fire, morale check or charge that cites one of its lines (the Odds panel, `muster odds`).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS, chartsSheet } from '../../../../core/print';
import { ADF_BOOK_NOTES, bookNoteText, bookNotesFor, bookNotesOfChart } from '../../../../core/rules/adf/bookNotes';
import { fireOdds } from '../../../../core/rules/adf/engine/fire';
import { adfLine } from '../../../../core/rules/trace';
import { runCli } from '../../../../cli/main';
import { citedLine } from '../../../support/seeds';

describe('the ADF book notes', () => {
  it('cite lines that exist and say what the notes report', () => {
    for (const n of ADF_BOOK_NOTES) for (const l of n.lines) expect(citedLine(adfLine(l)).trim(), `${n.id} B:${l}`).not.toBe('');
    expect(citedLine(adfLine(2623))).toContain('under 1 inch');
    expect(citedLine(adfLine(2435))).toContain('equal to its routed movement');
    expect(citedLine(adfLine(1731))).toContain('cavalry line (CMM of -2)');
    expect(citedLine(adfLine(2691))).toContain('+3/+2');
    expect(citedLine(adfLine(1725))).toContain('+4/+3');
    expect(citedLine(adfLine(1651))).toContain('up to a maximum FP of 14 for any one cavalry fire');
    expect(citedLine(adfLine(1296))).toBe('Artillery combined fire\tup to six sections or 18 FP');
    expect(citedLine(adfLine(1292))).toContain('Up to three adjacent batteries');
    expect(citedLine(adfLine(2459))).toMatch(/^Win by 11 or 12/);
    expect(citedLine(adfLine(1749))).toMatch(/^Win by 12/);
    expect(citedLine(adfLine(3183))).toContain('greater than 12');
  });

  it('are found by any line a citation names, and their text names book places, never the seed', () => {
    expect(bookNotesFor(adfLine(2691)).map((n) => n.id)).toEqual(['B11']);
    expect(bookNotesFor(`${adfLine(1126)}-1130`).map((n) => n.id)).toEqual(['B15']);
    expect(bookNotesFor(undefined)).toEqual([]);
    for (const n of ADF_BOOK_NOTES) {
      expect(bookNoteText(n)).not.toMatch(/B:\d/);
      expect(bookNoteText(n)).not.toContain('.txt');
    }
  });

  it('are printed under their charts, each once', () => {
    const html = chartsSheet('15mm', DEFAULT_PRINT_SETTINGS).html;
    for (const n of ADF_BOOK_NOTES) {
      const printed = html.split(`Book note ${n.id}:`).length - 1;
      expect(printed, n.id).toBe(1);
    }
    // The charge-bonus note sits in the infantry movement section, the charging-cavalry one with the target DRMs.
    const sectionOf = (id: string) => html.slice(html.lastIndexOf('<section', html.indexOf(`Book note ${id}:`)), html.indexOf(`Book note ${id}:`));
    expect(sectionOf('B7')).toContain('Infantry movement');
    expect(sectionOf('B11')).toContain('Target DRMs');
    expect(bookNotesOfChart('impact').map((n) => n.id)).toEqual(['B15', 'B18', 'B21']);
  });

  it('reach the trace: a fire at charging cavalry cites B:2691, and muster odds fire prints the note under it', async () => {
    const odds = fireOdds({ scale: '15mm', arm: 'infantry', weapon: 'rifle-musket', figures: 8, quality: 'veteran', side: 'union', range: 'short', targetDrms: ['mounted-cavalry-charging'] });
    expect(odds.trace.some((s) => bookNotesFor(s.source).some((n) => n.id === 'B11'))).toBe(true);
    const out: string[] = [];
    const code = await runCli(['odds', 'fire', '--scale', '15mm', '--arm', 'infantry', '--weapon', 'rifle-musket', '--figures', '8', '--quality', 'veteran', '--side', 'union', '--range', 'short', '--target', 'mounted-cavalry-charging'], { out: (t) => out.push(t), err: () => {}, cwd: process.cwd() });
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text.split('book note B11:').length - 1).toBe(1);
    expect(text).not.toContain('.txt');
  });
});
