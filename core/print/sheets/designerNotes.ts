/**
 * The designer's notes: a balance run's numbers (core/balance) above the scenario's briefing, what a
 * designer keeps with a scenario and sends to playtesters. Every text is escaped: the run's numbers come
 * from the page, like any API input.
 */
import { DOCTRINE_TABLE, OPPONENTS_CAVEAT, neverReached, percent, type BalanceSummary } from '../../balance';
import type { OrderOfBattle } from '../../model/oob';
import { playtestGround } from '../../playtest';
import type { MusterScenario, TabletopMap } from '../../model/scenario.generated';
import { plural } from '../../model/plural';
import { escapeHtml as esc, sheetDocument, type PrintSettings, type PrintSheet } from '../sheet';
import { briefingBody, SCENARIO_CSS } from './scenarioSheets';

/** A balance run as the designer's notes print it: its summary, and each variant's with the one nearest an even game. */
export interface BalanceNotes {
  summary: BalanceSummary;
  variants?: ReadonlyArray<{ variant: string; summary: BalanceSummary }>;
  nearestEven?: string | null;
}

const num = (n: unknown): string => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '–');
/** Losses a game to one place, as `muster balance` prints them. */
const tenth = (n: unknown): string => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(1) : '–');
const pct = (p: unknown): string => (typeof p === 'number' && Number.isFinite(p) ? percent(p) : '–');

export function designerNotesSheet(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>, notes: BalanceNotes, settings: PrintSettings): PrintSheet {
  const s = notes.summary;
  const name = (id: string) => scenario.sides.find((x) => x.id === id)?.name ?? id;
  const doctrine = (id: string) => DOCTRINE_TABLE[s.doctrines[id] ?? 'steady']?.label ?? String(s.doctrines[id]);
  const rates = scenario.sides
    .map((side) => `<tr><td class="name">${esc(side.name)}</td><td>${esc(doctrine(side.id))}</td><td>${num(s.wins[side.id])}</td><td>${pct(s.winRate[side.id]?.p)}</td><td>${pct(s.winRate[side.id]?.lo)}–${pct(s.winRate[side.id]?.hi)}</td><td>${tenth(s.losses[side.id]?.mean)} (sd ${tenth(s.losses[side.id]?.sd)})</td></tr>`)
    .join('');
  const turns = Object.entries(s.decidedOnTurn).sort((a, b) => Number(a[0]) - Number(b[0]));
  const turnRow = turns.length ? `<table><thead><tr><th class="name">Decided on turn</th>${turns.map(([t]) => `<th>${esc(t)}</th>`).join('')}</tr></thead><tbody><tr><td class="name">Games</td>${turns.map(([, n]) => `<td>${num(n)}</td>`).join('')}</tr></tbody></table>` : '';
  const conditions = s.conditions.map((c) => `<tr><td class="name">${esc(scenario.victory.conditions.find((v) => v.id === c.id)?.text ?? c.id)}</td><td class="name">${Object.entries(c.met).length ? Object.entries(c.met).map(([side, n]) => `${esc(name(side))}: ${num(n)}`).join(', ') : 'never met'}</td></tr>`).join('');
  const units = s.units.map((u) => `<tr><td class="name">${esc(u.name)}</td><td class="name">${esc(name(u.side))}</td><td>${num(u.inflicted)}</td></tr>`).join('');
  const ground = playtestGround(scenario, armies);
  const never = ground ? neverReached({ ground, map: scenario.map as TabletopMap, victory: scenario.victory }, s) : [];
  const variants = (notes.variants ?? [])
    .map((v) => `<tr><td class="name">${esc(v.variant)}${v.variant === notes.nearestEven ? ' <b>(nearest an even game)</b>' : ''}</td>${scenario.sides.map((side) => `<td>${pct(v.summary.winRate[side.id]?.p)} (${pct(v.summary.winRate[side.id]?.lo)}–${pct(v.summary.winRate[side.id]?.hi)})</td>`).join('')}</tr>`)
    .join('');
  const body =
    `<h1>${esc(scenario.title)}: designer’s notes</h1>` +
    `<p class="sub">${esc(plural(s.games, 'game'))} played by Muster’s balance lab from seed ${num(s.seed)}</p>` +
    `<h2>Balance</h2><p class="prose">${esc(OPPONENTS_CAVEAT)}</p>` +
    `<table><thead><tr><th class="name">Side</th><th>Doctrine</th><th>Wins</th><th>Win rate</th><th>95% interval</th><th>Losses a game</th></tr></thead><tbody>${rates}</tbody></table>` +
    `<p class="prose">Draws: ${num(s.draws)}.</p>` +
    turnRow +
    (conditions ? `<h3>Victory conditions met</h3><table><tbody>${conditions}</tbody></table>` : '') +
    (units ? `<h3>Units that mattered most</h3><table><thead><tr><th class="name">Unit</th><th class="name">Side</th><th>Casualties inflicted a game</th></tr></thead><tbody>${units}</tbody></table>` : '') +
    never.map((line) => `<p class="prose warn">${esc(line)}</p>`).join('') +
    (variants ? `<h3>Variants</h3><table><thead><tr><th class="name">Variant</th>${scenario.sides.map((side) => `<th>${esc(side.name)} win rate</th>`).join('')}</tr></thead><tbody>${variants}</tbody></table>` : '') +
    `<div class="page-break"></div>` +
    briefingBody(scenario, armies);
  return sheetDocument(`${scenario.title}: designer’s notes`, body, settings, SCENARIO_CSS);
}
