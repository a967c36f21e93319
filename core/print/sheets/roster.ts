/**
 * The roster of an order of battle, as a player keeps it beside the table: each formation with its
 * leaders (and their leadership benefit), each unit with its figures, weapon, quality and muster
 * points, the formation's total, and boxes to tick off figures or gun sections as they are lost. The
 * costs and the organisation warnings are core/muster's, the same the army editor shows; a side that
 * breaks a rule has the warning printed under it.
 */
import { musterReport, type EraPresetId, type FormationCost, type ItemCost, type RuleSettings } from '../../muster';
import { FORMATION_LEVEL_LABELS, isFormation, type Leader, type OrderOfBattle, type Unit } from '../../model/oob';
import { QUALITY_LABELS, SIDE_LABELS } from '../../model/words';
import { ARTILLERY_WEAPON_NAMES, CAVALRY_WEAPON_NAMES, INFANTRY_WEAPON_NAMES } from '../../rules/adf/weapons';
import { ERA_LABELS } from '../../model/words';
import { escapeHtml, sheetDocument, type PrintSettings, type PrintSheet } from '../sheet';
import { recordCitation } from '../../records/records';

export interface RosterSide {
  name: string;
  oob: OrderOfBattle;
  /** The total the source prints for this side, to compare with. */
  statedTotal?: number | null;
  settings?: RuleSettings[];
  preset?: EraPresetId;
}

const esc = escapeHtml;

const LEADER_ROLE_WORDS: Readonly<Record<Leader['role'], string>> = { brigade: 'brigade', division: 'division', corps: 'corps', wing: 'wing', artillery: 'artillery' };

function weaponOf(unit: Unit): string {
  switch (unit.arm) {
    case 'infantry':
      return INFANTRY_WEAPON_NAMES[unit.weapon];
    case 'cavalry':
      return CAVALRY_WEAPON_NAMES[unit.weapon];
    case 'artillery':
      return ARTILLERY_WEAPON_NAMES[unit.gun];
    case 'engineers':
      return 'Engineers';
  }
}

/** Figures for foot and horse, sections for guns: what the tally boxes count. */
const strengthOf = (unit: Unit): { count: number; word: string } => (unit.arm === 'artillery' ? { count: unit.sections, word: unit.sections === 1 ? 'section' : 'sections' } : { count: unit.figures, word: unit.figures === 1 ? 'figure' : 'figures' });

const boxes = (n: number): string => `<span class="tally">${'<i></i>'.repeat(Math.max(0, Math.min(n, 60)))}</span>`;

function unitRow(unit: Unit, cost: ItemCost | undefined, depth: number): string {
  const s = strengthOf(unit);
  const points = cost ? `${cost.points}${cost.status === 'manual' ? '*' : cost.status === 'table' ? '' : '?'}` : '';
  return (
    `<tr class="unit"><td class="name" style="padding-left:${4 + depth * 9}pt">${esc(unit.name)}</td>` +
    `<td>${s.count} ${s.word}</td><td class="name">${esc(weaponOf(unit))}</td><td>${esc(QUALITY_LABELS[unit.quality])}</td>` +
    `<td>${esc(points)}</td><td class="name">${boxes(s.count)}</td></tr>`
  );
}

function leaderRow(leader: Leader, cost: ItemCost | undefined, depth: number): string {
  return (
    `<tr class="leader"><td class="name" style="padding-left:${4 + depth * 9}pt">${esc(leader.rank ? `${leader.rank} ${leader.name}` : leader.name)}</td>` +
    `<td>${leader.lb}LB</td><td class="name">${esc(LEADER_ROLE_WORDS[leader.role])} leader</td><td></td><td>${cost ? cost.points : ''}</td><td class="name">${boxes(1)} <span class="small">killed</span></td></tr>`
  );
}

function formationRows(cost: FormationCost, depth: number): string {
  const f = cost.formation;
  const units = new Map(cost.units.map((u) => [u.id, u]));
  const leaders = new Map(cost.leaders.map((l) => [l.id, l]));
  const children = new Map(cost.children.map((c) => [c.formation.id, c]));
  let rows = `<tr class="formation"><td class="name" colspan="4" style="padding-left:${2 + depth * 9}pt">${esc(f.name)} <span class="small">${esc(FORMATION_LEVEL_LABELS[f.level])}</span></td><td>${cost.total}</td><td class="name small">formation total</td></tr>`;
  for (const leader of f.leaders) rows += leaderRow(leader, leaders.get(leader.id), depth + 1);
  for (const child of f.children) {
    if (isFormation(child)) {
      const c = children.get(child.id);
      if (c) rows += formationRows(c, depth + 1);
    } else rows += unitRow(child, units.get(child.id), depth + 1);
  }
  return rows;
}

/** The roster of each side, one after another (a new page for each). */
export function rosterSheet(sides: readonly RosterSide[], settings: PrintSettings, title = 'Roster'): PrintSheet {
  const parts = sides.map((side, i) => {
    const report = musterReport(side.oob, { ...(side.settings ? { settings: side.settings } : {}), ...(side.preset ? { preset: side.preset } : {}) });
    const units = new Map(report.cost.units.map((u) => [u.id, u]));
    let rows = '';
    let fi = 0;
    for (const node of side.oob.children) {
      if (isFormation(node)) rows += formationRows(report.cost.formations[fi++]!, 0);
      else rows += unitRow(node, units.get(node.id), 0);
    }
    const stated = side.statedTotal ?? null;
    const statedNote =
      stated === null ? '' : stated === report.cost.total ? ` (the source states ${stated})` : ` <span class="warn">(the source states ${stated}: Muster computes ${report.cost.total} from the tables)</span>`;
    const warnings = report.warnings.length
      ? `<h3>Organisation notes</h3><ul class="warnings">${report.warnings.map((w) => `<li class="${w.severity === 'error' ? 'warn' : ''}">${w.path ? `<b>${esc(w.path)}</b>: ` : ''}${esc(w.message)}</li>`).join('')}</ul>`
      : '';
    return (
      `<section class="side${i > 0 ? ' page-break' : ''}"><h1>${esc(side.name)}</h1>` +
      `<p class="sub">${esc(SIDE_LABELS[side.oob.side])} · ${esc(ERA_LABELS[side.oob.era])} · <b class="total">Total ${report.cost.total} muster points</b>${statedNote}</p>` +
      `<table class="roster"><thead><tr><th class="name">Formation, leader or unit</th><th>Strength</th><th class="name">Weapon or role</th><th>Quality</th><th>MP</th><th class="name">Losses</th></tr></thead><tbody>${rows}</tbody></table>` +
      `<p class="note">MP: muster points from the book's tables; * a cost typed by the designer; ? no price in the tables (counted as 0).</p>` +
      (side.oob.battleRecord ? `<p class="note" data-record="${esc(side.oob.battleRecord.id)}">Built from the public record: ${esc(recordCitation(side.oob.battleRecord))}.</p>` : '') +
      `${warnings}</section>`
    );
  });
  const css =
    'table.roster td{vertical-align:middle}tr.formation td{background:#dfe5ec!important;font-weight:600}tr.leader td{font-style:italic}' +
    '.small{font-size:6.5pt;color:#555;font-weight:normal}.tally i{display:inline-block;width:7pt;height:7pt;border:0.6pt solid #333;margin-right:1.5pt;vertical-align:middle}' +
    '.warnings{margin:2pt 0;padding-left:12pt;font-size:7.5pt}.total{font-size:9pt}';
  return sheetDocument(title, parts.join(''), settings, css);
}
