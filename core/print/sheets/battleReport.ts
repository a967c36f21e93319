/**
 * A playtest's battle report on paper: the heading with the scenario, the dice seed and the turn reached,
 * the result, the events turn by turn with their dice, and the final positions of every unit by side.
 * The same report as `battleReportText` (core/playtest/report.ts), laid out for a PDF.
 */
import type { BattleReport } from '../../playtest/report';
import { escapeHtml, sheetDocument, type PrintSettings, type PrintSheet } from '../sheet';

const esc = escapeHtml;

export function battleReportSheet(report: BattleReport, settings: PrintSettings): PrintSheet {
  const title = `Battle report: ${report.title}`;
  const result = report.result ? `<p class="result"><strong>${esc(report.result.winnerName ? `${report.result.winnerName} wins.` : 'No winner.')}</strong> ${esc(report.result.reason)}</p>` : '';
  const turns = report.log
    .map(
      (t) =>
        `<section class="turn"><h2>Turn ${esc(String(t.turn))}</h2><ol>` +
        t.events.map((e) => `<li><span class="kind">${esc(e.label)}</span> ${esc(e.text)}${e.dice.length ? ` <span class="dice">Dice: ${esc(e.dice.join('; '))}</span>` : ''}</li>`).join('') +
        `</ol></section>`,
    )
    .join('');
  const sides = [...new Set(report.positions.map((p) => p.sideName))];
  const positions = sides
    .map(
      (side) =>
        `<h3>${esc(side)}</h3><table><thead><tr><th>Unit</th><th>Where</th><th>Facing</th><th>Formation</th><th>State</th></tr></thead><tbody>` +
        report.positions
          .filter((p) => p.sideName === side)
          .map((p) => `<tr><td class="name">${esc(p.name)}</td><td>${p.removed ? 'off the table' : esc(`${p.at.x}", ${p.at.y}"`)}</td><td>${p.removed ? '' : esc(`${p.facingDeg}°`)}</td><td>${esc(p.formation)}</td><td>${esc(p.state)}</td></tr>`)
          .join('') +
        `</tbody></table>`,
    )
    .join('');
  const body =
    `<h1>${esc(title)}</h1><p class="note">${esc(`Dice seed ${report.seed}: replaying the log from this seed gives the same game. Turn ${report.turn} of ${report.turns} reached.`)}</p>` +
    result +
    turns +
    `<section class="positions page-break-avoid"><h2>Final positions</h2>${positions}</section>`;
  const css = [
    '.turn ol{margin:0 0 4pt 14pt;padding:0}',
    '.turn li{margin:1pt 0;font-size:8.5pt}',
    '.kind{font-weight:bold}',
    '.dice{color:#555;font-size:7.5pt}',
    '.result{font-size:10pt;margin:4pt 0}',
    'table{border-collapse:collapse;width:100%;font-size:8pt}',
    'th,td{border-bottom:0.5pt solid #ccc;padding:1pt 3pt;text-align:left}',
  ].join('\n');
  return sheetDocument(title, body, settings, css);
}
