/**
 * The two sheets a scenario hands its players: the briefing (situation, forces, special rules, weather,
 * initiative, length, victory conditions and a turn record track) and each side's deployment sheet (the
 * map with that side's set-up areas and units, and the list of where each unit sets up or when and where
 * it enters). A deployment sheet is drawn for one side only: nothing of the other side's set-up, hidden
 * or not, is on it.
 */
import { isFormation, type OobNode, type OrderOfBattle } from '../../model/oob';
import { musterReport } from '../../muster';
import { legendEntries, legendSwatch, renderMapSvg } from '../../map/render/svg';
import type { MapRenderInput } from '../../map/scenarioMap';
import { intersectionPointsOf, setupAreaRing } from '../../map/board';
import { entryPlaceWords } from '../../map/entries';
import { pointInPolygon } from '../../map/geometry';
import { DEFAULT_CONDITIONS, SEASON_LABELS, WEATHER_LABELS } from '../../rules/adf/terrain';
import type { Arrival, Entry, MusterScenario, ScenarioSide, SetupInstruction } from '../../model/scenario.generated';
import { ARRIVAL_OTHERWISE_LABELS, INITIATIVE_RULE_LABELS, RULESET_LABELS, SCALE_LABELS, VICTORY_KIND_LABELS } from '../../scenario/labels';
import { FORMATION_LABELS } from '../../map/labels';
import { plural } from '../../model/plural';
import { escapeHtml, printableArea, sheetDocument, type PrintSettings, type PrintSheet } from '../sheet';
import { recordCitation } from '../../records/records';

const esc = escapeHtml;

/** Every formation, unit and leader of an order of battle by id and by name, to their names. */
function namesOf(oob: OrderOfBattle | undefined): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (node: OobNode): void => {
    names.set(node.id, node.name);
    names.set(node.name, node.name);
    if (isFormation(node)) {
      for (const leader of node.leaders) {
        names.set(leader.id, leader.name);
        names.set(leader.name, leader.name);
      }
      node.children.forEach(visit);
    }
  };
  oob?.children.forEach(visit);
  return names;
}

const unitList = (refs: readonly string[] | undefined, names: Map<string, string>): string => (refs ?? []).map((r) => names.get(r) ?? r).join(', ');

/** When an entry arrives, in the players' words. */
export function arrivalWords(arrival: Arrival): string {
  if (arrival.kind === 'turn') return `Turn ${arrival.turn ?? 1}`;
  const on = arrival.nowOn?.length ? ` on ${arrival.nowOn.join(', ')}` : '';
  const when = arrival.rollOnTurn === 0 ? 'before play' : arrival.rollOnTurn !== undefined ? `on turn ${arrival.rollOnTurn}` : 'each turn';
  const otherwise = arrival.otherwise ? `; otherwise ${ARRIVAL_OTHERWISE_LABELS[arrival.otherwise]}` : '';
  return `Roll ${arrival.die ?? '1D6'} ${when}: arrives${on}${otherwise}`;
}

function setupRows(side: ScenarioSide, scenario: MusterScenario, names: Map<string, string>): string {
  const areaName = (id: string | undefined) => {
    if (!id) return '—';
    const map = scenario.map.kind === 'tabletop' ? scenario.map : undefined;
    return map?.setupAreas?.find((a) => a.id === id)?.label ?? id;
  };
  return (side.setup ?? [])
    .map((s: SetupInstruction) => `<tr><td class="name">${esc(unitList(s.units, names) || 'As described')}</td><td class="name">${esc(areaName(s.area))}</td><td>${esc(s.formation ? FORMATION_LABELS[s.formation] : '—')}</td><td class="name note">${esc(s.text)}</td></tr>`)
    .join('');
}

function entryRows(side: ScenarioSide, scenario: MusterScenario, names: Map<string, string>): string {
  return (side.entries ?? [])
    .map(
      (e) =>
        `<tr><td class="name">${esc(unitList(e.units, names) || (e.points !== undefined ? `${e.points} muster points` : '—'))}</td><td class="name">${esc(arrivalWords(e.arrival))}</td><td class="name">${esc(entryPlaceWords(e, scenario.board))}</td><td>${esc(e.formation ? FORMATION_LABELS[e.formation] : '—')}</td><td class="name note">${esc(e.text ?? '')}</td></tr>`,
    )
    .join('');
}

/**
 * Where a unit placed on the map stands, in the words of the table: the side's set-up area it is in,
 * else the nearest numbered point and how far from it, else inches from the north-west corner.
 */
function whereOnTable(at: { x: number; y: number }, sideId: string, scenario: MusterScenario): string {
  const map = scenario.map.kind === 'tabletop' ? scenario.map : undefined;
  const board = scenario.board;
  const inch = (v: number) => `${Math.round(v * 10) / 10}"`;
  const area = map?.setupAreas?.find((a) => {
    const ring = a.side === sideId && board ? setupAreaRing(a, board) : undefined;
    return ring !== undefined && ring.length >= 3 && pointInPolygon(at, ring);
  });
  if (area) return area.label ?? `${scenario.sides.find((x) => x.id === sideId)?.name ?? sideId} set-up area`;
  const points = board ? intersectionPointsOf(board) : [];
  const nearest = points.reduce<(typeof points)[number] | undefined>((best, p) => (!best || Math.hypot(p.at.x - at.x, p.at.y - at.y) < Math.hypot(best.at.x - at.x, best.at.y - at.y) ? p : best), undefined);
  if (!nearest) return `${inch(at.x)} from the west edge, ${inch(at.y)} from the north`;
  const dx = at.x - nearest.at.x;
  const dy = at.y - nearest.at.y;
  const away = [Math.abs(dy) >= 0.5 ? `${inch(Math.abs(dy))} ${dy < 0 ? 'north' : 'south'}` : '', Math.abs(dx) >= 0.5 ? `${inch(Math.abs(dx))} ${dx < 0 ? 'west' : 'east'}` : ''].filter(Boolean);
  return `Point ${nearest.id}${away.length ? `, ${away.join(' and ')}` : ''}`;
}

/** The side's units placed on the map at the start, by where they stand (in the order of the map): each unit with its formation. */
function placedRows(side: ScenarioSide, scenario: MusterScenario, names: Map<string, string>): string {
  const map = scenario.map.kind === 'tabletop' ? scenario.map : undefined;
  const byPlace = new Map<string, string[]>();
  for (const u of (map?.units ?? []).filter((x) => x.side === side.id)) {
    // A leader's placement says "any formation": a leader has none to name.
    const notes = [u.formation === 'any' ? '' : FORMATION_LABELS[u.formation].toLowerCase(), u.hidden ? 'hidden, a picket marker' : ''].filter(Boolean);
    const where = whereOnTable(u.at, side.id, scenario);
    byPlace.set(where, [...(byPlace.get(where) ?? []), `${esc(names.get(u.unit) ?? u.unit)}${notes.length ? ` (${esc(notes.join(', '))})` : ''}`]);
  }
  return [...byPlace].map(([where, units]) => `<p class="placed"><b>${esc(where)}:</b> ${units.join(', ')}.</p>`).join('');
}

const oobOf = (side: ScenarioSide, armies: Readonly<Record<string, OrderOfBattle>>): OrderOfBattle | undefined => side.forces.orderOfBattle ?? armies[side.id];

/** The map of a scenario drawn for print: fitted to the printable width, at most 58% of its height (the set-up, the units on the table and the entries share the rest). */
function mapFigure(input: MapRenderInput, settings: PrintSettings, side?: string): string {
  const area = printableArea(settings);
  const fit = Math.min(area.widthIn / input.board.widthIn, (area.heightIn * 0.58) / input.board.heightIn);
  // The legend goes under the map, at the size of the page's text: inset in a map drawn at a tenth it would not read.
  const svg = renderMapSvg(input, { patterns: 'drawn', printScale: fit, ...(side ? { side } : {}) });
  const w = Math.round(input.board.widthIn * fit * 1000) / 1000;
  const h = Math.round(input.board.heightIn * fit * 1000) / 1000;
  return `<figure class="map">${svg.replace(/width="[^"]*in" height="[^"]*in"/, `width="${w}in" height="${h}in"`)}${mapLegend(input, side ?? 'all')}<figcaption>${input.board.widthIn}" × ${input.board.heightIn}", drawn at ${Math.round(fit * 1000) / 10}% (print the map at 1:1 to lay the table out).</figcaption></figure>`;
}

/** The map's terrain kinds, each beside a sample drawn as the map draws it. */
function mapLegend(input: MapRenderInput, page: string): string {
  const entries = legendEntries(input.map);
  if (entries.length === 0) return '';
  const fills = { paint: 'drawn' as const, used: new Set<string>() };
  const items = entries.map(
    (e, i) =>
      `<li><svg xmlns="http://www.w3.org/2000/svg" width="0.4in" height="0.2in" viewBox="0 0 0.6 0.3">${legendSwatch(e, 0, 0, 0.6, 0.3, fills, `clip-legend-${escapeHtml(page)}-${i}`)}</svg>${escapeHtml(e.label)}</li>`,
  );
  return `<ul class="map-legend" aria-label="Legend">${items.join('')}</ul>`;
}

export const SCENARIO_CSS = 'figure.map{margin:4pt 0}figure.map > svg{display:block;border:0.5pt solid #999}.placed{margin:0 0 3pt;font-size:8pt}.map-legend{list-style:none;margin:3pt 0 1pt;padding:0;display:flex;flex-wrap:wrap;gap:2pt 10pt;font-size:7pt}.map-legend li{display:flex;align-items:center;gap:3pt}figcaption{font-size:6.5pt;color:#666}.unset{font-style:italic;color:#6b5a3a}.turns td{height:22pt;width:1%}.prose{font-size:8.5pt;margin:2pt 0 4pt}';

/** The scenario briefing for both sides. */
export function briefingSheet(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>, settings: PrintSettings): PrintSheet {
  return sheetDocument(`${scenario.title}: briefing`, briefingBody(scenario, armies), settings, SCENARIO_CSS);
}

/** The briefing's body: what the briefing prints, and what the designer's notes print under the balance run. */
export function briefingBody(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>): string {
  const when = [scenario.date, scenario.time].filter(Boolean).join(', ');
  const forces = scenario.sides
    .map((side) => {
      const oob = oobOf(side, armies);
      const report = oob ? musterReport(oob) : undefined;
      const budget = side.forces.budget?.points;
      const strength = report ? `${report.cost.total} muster points` : budget !== undefined ? `a budget of ${budget} muster points` : 'forces as described';
      const formations = oob ? oob.children.filter(isFormation).map((f) => f.name).join(', ') : '';
      return `<tr><td class="name"><b>${esc(side.name)}</b></td><td class="name">${esc(oob?.name ?? '')}${formations ? `<div class="note">${esc(formations)}</div>` : ''}</td><td>${esc(strength)}</td></tr>`;
    })
    .join('');
  const rules = (scenario.specialRules ?? [])
    .map((r) => `<tr><td class="name"><b>${esc(r.title ?? r.id)}</b>${r.side ? ` <span class="note">(${esc(scenario.sides.find((s) => s.id === r.side)?.name ?? r.side)})</span>` : ''}</td><td class="name">${esc(r.text)}</td></tr>`)
    .join('');
  const w = scenario.weather;
  const weather = w
    ? `<p class="prose">${esc([w.season ? SEASON_LABELS[w.season] : '', w.fixed ? `${WEATHER_LABELS[w.fixed]} weather` : ''].filter(Boolean).join(', ') || 'As rolled below')}${w.text ? `: ${esc(w.text)}` : ''}</p>` +
      (w.table ? `<table><thead><tr><th>${esc(w.table.die)}</th><th class="name">Weather</th></tr></thead><tbody>${w.table.rows.map((r) => `<tr><td>${r.faces.join(', ')}</td><td class="name">${esc(r.label ?? WEATHER_LABELS[r.weather])}${r.effects ? ` <span class="note">${esc(r.effects)}</span>` : ''}</td></tr>`).join('')}</tbody></table>` : '')
    : `<p class="prose unset">The designer has not set the weather yet. Muster's rules preview plays the table in ${esc(SEASON_LABELS[DEFAULT_CONDITIONS.season].toLowerCase())}, ${esc(WEATHER_LABELS[DEFAULT_CONDITIONS.weather].toLowerCase())} weather until it is set.</p>`;
  const initiative = scenario.initiative;
  const initiativeWords = initiative
    ? `${INITIATIVE_RULE_LABELS[initiative.rule]}${initiative.side ? `: ${scenario.sides.find((s) => s.id === initiative.side)?.name ?? initiative.side}` : ''}${initiative.text ? `. ${initiative.text}` : ''}`
    : undefined;
  // Each condition with the objectives it names and when it is judged, and who wins otherwise: the players need both at the table.
  const objectiveNames = new Map((scenario.map.kind === 'tabletop' || scenario.map.kind === 'hex' ? (scenario.map.objectives ?? []) : []).map((o) => [o.id, o.name ?? o.id]));
  const where = (c: (typeof scenario.victory.conditions)[number]): string => {
    const areas = (c.objectives ?? []).map((id) => objectiveNames.get(id) ?? id).join(c.anyOf ? ' or ' : ' and ');
    const count = c.kind === 'units-beyond' ? `${plural(c.count ?? 1, 'regiment')} in ` : c.kind === 'clear-area' && c.count ? `at most ${plural(c.count, 'enemy unit')} in ` : c.kind === 'forced-retirement' ? `${plural(c.count ?? 1, 'stand')} lost by the enemy` : '';
    const when = c.check?.atEndOfTurn ? `at the end of turn ${c.check.atEndOfTurn}` : c.check?.atEndOfAnyTurn ? 'at the end of any turn' : c.kind === 'forced-retirement' ? 'at once' : c.kind === 'text' ? '' : `at the end of turn ${scenario.length.turns}`;
    return [`${count}${areas}`.trim(), when].filter(Boolean).join(', ');
  };
  const victory = scenario.victory.conditions
    .map((c) => `<tr><td class="name">${esc(c.side ? (scenario.sides.find((s) => s.id === c.side)?.name ?? c.side) : 'Either side')}</td><td class="name">${esc(VICTORY_KIND_LABELS[c.kind])}</td><td class="name" data-objectives>${esc(where(c))}</td><td class="name">${esc(c.text ?? '')}</td></tr>`)
    .join('');
  const fallback = scenario.victory.otherwise ? scenario.sides.find((s) => s.id === scenario.victory.otherwise)?.name ?? scenario.victory.otherwise : undefined;
  const turns = scenario.length.turns;
  const track = `<table class="turns"><tbody><tr>${Array.from({ length: turns }, (_, i) => `<td><b>${i + 1}</b></td>`).join('')}</tr></tbody></table>`;
  return (
    `<h1>${esc(scenario.title)}</h1>` +
    `<p class="sub">${esc(RULESET_LABELS[scenario.ruleset])} · ${esc(SCALE_LABELS[scenario.scale])}${when ? ` · ${esc(when)}` : ''} · ${esc(plural(turns, 'turn', 'turns'))}</p>` +
    (scenario.battleRecord ? `<p class="note" data-record="${esc(scenario.battleRecord.id)}">From the public record: ${esc(recordCitation(scenario.battleRecord))}.</p>` : '') +
    `<h2>Situation</h2>${scenario.situation ? `<p class="prose">${esc(scenario.situation)}</p>` : '<p class="prose unset">The designer has not written the situation yet.</p>'}` +
    `<h2>Forces</h2><table><thead><tr><th class="name">Side</th><th class="name">Order of battle</th><th>Strength</th></tr></thead><tbody>${forces}</tbody></table>` +
    (rules ? `<h2>Special rules</h2><table><tbody>${rules}</tbody></table>` : '') +
    `<h2>Weather</h2>${weather}` +
    `<h2>Initiative</h2>${initiativeWords ? `<p class="prose">${esc(initiativeWords)}</p>` : '<p class="prose unset">The designer has not said yet who has the initiative: settle it before play.</p>'}` +
    `<h2>Length</h2><p class="prose">${esc(`${turns} ${turns === 1 ? 'turn' : 'turns'}${scenario.length.text ? `: ${scenario.length.text}` : ''}`)}</p>` +
    `<h2>Victory conditions</h2>${victory ? `<table><thead><tr><th class="name">Side</th><th class="name">Condition</th><th class="name">Objective and when</th><th class="name">As the scenario puts it</th></tr></thead><tbody>${victory}</tbody></table>` : scenario.victory.text ? '' : '<p class="prose unset">The designer has not set the victory conditions yet: agree them before play.</p>'}` +
    (scenario.victory.text ? `<p class="prose">${esc(scenario.victory.text)}</p>` : '') +
    (fallback ? `<p class="prose" data-fallback>Otherwise ${esc(fallback)} wins: no condition for the other side is met by the end of turn ${turns}.</p>` : '') +
    `<h2>Turn record</h2>${track}`
  );
}

/**
 * Deployment sheets, one a side: the side's map and its set-up and entries, nothing of the other side's.
 * With several sides each starts a page of its own (a host prints them together and hands them out).
 */
export function deploymentSheet(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>, input: MapRenderInput | undefined, sideIds: readonly string[], settings: PrintSettings): PrintSheet {
  const sections = sideIds.map((sideId, i) => {
    const side = scenario.sides.find((s) => s.id === sideId);
    if (!side) throw new Error(`the scenario has no side '${sideId}'`);
    const names = namesOf(oobOf(side, armies));
    const hd = scenario.hiddenDeployment;
    const hidden = hd?.sides.includes(side.id) ? `<p class="note">${esc(side.name)} sets up hidden${hd.dummiesPerUnit ? `, with ${hd.dummiesPerUnit} dummy ${hd.dummiesPerUnit === 1 ? 'marker' : 'markers'} a unit` : ''}${hd.text ? `: ${esc(hd.text)}` : '.'}</p>` : '';
    const setup = setupRows(side, scenario, names);
    const placed = placedRows(side, scenario, names);
    const entries = entryRows(side, scenario, names);
    return (
      `<section class="side${i > 0 ? ' page-break' : ''}"><h1>${esc(scenario.title)}: ${esc(side.name)} deployment</h1>` +
      `<p class="sub">${esc(SCALE_LABELS[scenario.scale])} · ${esc(plural(scenario.length.turns, 'turn', 'turns'))}${scenario.time ? ` · starts ${esc(scenario.time)}` : ''}</p>` +
      (input ? mapFigure(input, settings, side.id) : '') +
      hidden +
      `<h2>Set up</h2>${setup ? `<table><thead><tr><th class="name">Units</th><th class="name">Where</th><th>Formation</th><th class="name">Notes</th></tr></thead><tbody>${setup}</tbody></table>` : ''}` +
      (placed ? `<h3>On the table at the start</h3>${placed}` : '') +
      (setup || placed ? '' : '<p class="prose">Nothing sets up on the table at the start.</p>') +
      `<h2>Entries</h2>${entries ? `<table><thead><tr><th class="name">Units</th><th class="name">When</th><th class="name">Where</th><th>Formation</th><th class="name">Notes</th></tr></thead><tbody>${entries}</tbody></table>` : '<p class="prose">No reinforcements.</p>'}` +
      (side.notes ? `<h2>Notes</h2><p class="prose">${esc(side.notes)}</p>` : '') +
      `</section>`
    );
  });
  const names = sideIds.map((id) => scenario.sides.find((s) => s.id === id)?.name ?? id).join(', ');
  return sheetDocument(`${scenario.title}: deployment, ${names}`, sections.join(''), settings, SCENARIO_CSS);
}
