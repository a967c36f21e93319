/**
 * The briefing carries what the players need to judge the game at the table: each victory condition's
 * objective and when it is judged, and who wins otherwise (Tan Yard Hill, B:2266-2268: the Union must
 * clear the hill and its woods after five turns, four stands lost force a retirement, otherwise the
 * Confederates win).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../../../core/print/sheet';
import { briefingSheet } from '../../../core/print/sheets/scenarioSheets';
import type { MusterScenario } from '../../../core/model/scenario.generated';

const tanYard = JSON.parse(readFileSync(join(__dirname, '../../../scenarios/tan-yard-hill.scenario.json'), 'utf8')) as MusterScenario;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#39;|&#x27;/g, "'").replace(/\s+/g, ' ');

describe('the briefing', () => {
  const html = briefingSheet(tanYard, {}, DEFAULT_PRINT_SETTINGS).html;
  it('names each condition’s objectives and when it is judged', () => {
    const rows = [...html.matchAll(/<td class="name" data-objectives>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(rows).toEqual(['Tan Yard Hill (elevated part) and Woods next to Tan Yard Hill, at the end of turn 5', '4 stands lost by the enemy, at once', '4 stands lost by the enemy, at once']);
  });
  it('says who wins otherwise', () => {
    expect(text(html)).toContain('Otherwise Confederate wins: no condition for the other side is met by the end of turn 5.');
  });
});
