import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gridOf } from '../../core/hex';
import { placementKey } from '../../core/map/commands';
import { HEX_RULES_PREVIEW, noPicks, pickOn, type HexPicks } from '../../core/preview/hex';
import type { HexMap, MusterScenario } from '../../core/model/scenario.generated';
import { askHexPreview, drawingOf } from '../../renderer/src/views/map/hexPreviewAnswers';

const doc = JSON.parse(readFileSync(join(__dirname, '../../scenarios/hex-example.scenario.json'), 'utf8')) as MusterScenario;
const grid = gridOf((doc.map as HexMap).grid);
const row = HEX_RULES_PREVIEW.bluegrey!;
const clicks = (mode: HexPicks['mode'], ...list: Array<{ hex: string; counter?: string; shift?: boolean }>) =>
  list.reduce((p, c) => pickOn(grid, p, { hex: c.hex, shift: c.shift ?? false, drag: false, ...(c.counter ? { counter: c.counter, counterHex: c.hex } : {}) }), noPicks(mode));

describe('what the hex preview asks and draws for what is picked', () => {
  it('asks nothing until a path has a second hex, then draws it with the hex where the move must stop', () => {
    const mover = placementKey({ side: 'union', unit: 'u-1-2-iv' });
    expect(askHexPreview(row, doc, clicks('path', { hex: '0605', counter: mover })).answer).toBeUndefined();
    const picks = clicks('path', { hex: '0605', counter: mover }, { hex: '1005' });
    const drawing = drawingOf(doc, picks, askHexPreview(row, doc, picks), undefined);
    expect(drawing.path).toEqual({ hexes: ['0605', '0705', '0805', '0905', '1005'], stops: ['1005'], refused: [] });
    expect(drawing.marks).toEqual([{ hex: '0605', role: 'mover' }]);
  });

  it('draws a line of sight blocked with the hexes that block it', () => {
    const picks = clicks('sight', { hex: '0305' }, { hex: '0905' });
    const drawing = drawingOf(doc, picks, askHexPreview(row, doc, picks), undefined);
    expect(drawing.line).toEqual({ from: '0305', to: '0905', clear: false, blocking: ['0505'] });
  });

  it('marks attackers and the defender', () => {
    const picks = clicks('attack', { hex: '0706', counter: placementKey({ side: 'union', unit: 'u-bty-b' }) }, { hex: '1105', counter: placementKey({ side: 'confederate', unit: 'c-marsh' }), shift: true });
    const answer = askHexPreview(row, doc, picks);
    expect(typeof answer.answer).toBe('object');
    expect(drawingOf(doc, picks, answer, undefined).marks).toEqual([
      { hex: '0706', role: 'attacker' },
      { hex: '1105', role: 'defender' },
    ]);
  });
});
