/**
 * The campaign roster sheet: the campaign's scenarios with what came of each, then each side's units with
 * their strength as first listed and what they have lost so far (stands, figures, sections, and whether
 * they are off the table for good), with boxes to tick the next game's losses. The numbers are
 * core/campaign's, the same the campaign view shows.
 */
import type { CampaignRosterData } from '../../campaign/roster';
import { escapeHtml, sheetDocument, type PrintSettings, type PrintSheet } from '../sheet';

const esc = escapeHtml;
const lost = (n: number): string => (n ? String(n) : '–');

export function campaignRosterSheet(data: CampaignRosterData, settings: PrintSettings): PrintSheet {
  const steps =
    `<table class="steps"><thead><tr><th>#</th><th class="name">Scenario</th><th class="name">Result</th></tr></thead><tbody>` +
    data.steps.map((s, i) => `<tr><td>${i + 1}</td><td class="name">${esc(s.title)}</td><td class="name">${esc(s.outcome)}</td></tr>`).join('') +
    `</tbody></table>`;
  const sides = data.sides.map((side) => {
    const rows = side.units
      .map(
        (u) =>
          `<tr class="${u.removed ? 'removed' : ''}"><td class="name">${esc(u.name)}</td><td class="name">${esc(u.strength)}</td>` +
          `<td>${lost(u.standsLost)}</td><td>${lost(u.figuresLost)}</td><td>${lost(u.sectionsLost)}</td>` +
          `<td class="name">${u.removed ? 'off the table' : ''}</td><td class="name small">${esc(u.lostIn.join('; '))}</td><td class="name"><span class="tally"><i></i><i></i><i></i><i></i></span></td></tr>`,
      )
      .join('');
    const total = (k: 'standsLost' | 'figuresLost' | 'sectionsLost') => side.units.reduce((n, u) => n + u[k], 0);
    return (
      `<section class="side"><h2>${esc(side.name)}</h2>` +
      `<p class="sub">${side.units.length} ${side.units.length === 1 ? 'unit' : 'units'}; lost so far: ${total('standsLost')} stands, ${total('figuresLost')} figures, ${total('sectionsLost')} sections; ${side.units.filter((u) => u.removed).length} off the table</p>` +
      `<table class="roster"><thead><tr><th class="name">Unit</th><th class="name">Strength</th><th>Stands lost</th><th>Figures lost</th><th>Sections lost</th><th class="name">State</th><th class="name">Lost in</th><th class="name">Next game</th></tr></thead><tbody>${rows}</tbody></table></section>`
    );
  });
  const body =
    `<h1>${esc(data.title)}: campaign roster</h1><p class="sub">Each side's units and their losses so far, summed over the scenarios played.</p>${steps}` +
    (sides.length ? sides.join('') : '<p class="note">No scenario lists units yet, and no result names any.</p>');
  const css =
    'h2{font-size:11pt;margin:8pt 0 1pt}table.roster td:nth-child(-n+2),table.roster td:nth-child(6){white-space:nowrap}table.steps{margin-bottom:4pt}tr.removed td{color:#777;text-decoration:line-through}tr.removed td:nth-child(6){text-decoration:none}' +
    '.small{font-size:6.5pt;color:#555}.tally i{display:inline-block;width:7pt;height:7pt;border:0.6pt solid #333;margin-right:1.5pt;vertical-align:middle}section.side{break-inside:auto}';
  return sheetDocument(`Campaign roster: ${data.title}`, body, settings, css);
}
