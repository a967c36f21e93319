/**
 * The two sheets a scenario hands its players: the briefing (situation, forces, special rules, weather,
 * initiative, length, victory conditions and a turn record track) and each side's deployment sheet (the
 * map with that side's set-up areas and units, and the list of where each unit sets up or when and where
 * it enters). A deployment sheet is drawn for one side only: nothing of the other side's set-up, hidden
 * or not, is on it.
 */
import { isFormation, type OobNode, type OrderOfBattle } from '../../oob/types';
import { musterReport } from '../../muster';
import { renderMapSvg, type MapRenderInput } from '../../map/render/svg';
import { SEASON_LABELS, WEATHER_LABELS } from '../../rules/adf/terrain';
import type { Arrival, Entry, MusterScenario, ScenarioSide, SetupInstruction } from '../../scenario/types.generated';
import { ARRIVAL_OTHERWISE_LABELS, FORMATION_LABELS, INITIATIVE_RULE_LABELS, RULESET_LABELS, SCALE_LABELS, VICTORY_KIND_LABELS, plural } from '../../vocabulary';
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

function whereEntering(entry: Entry, scenario: MusterScenario): string {
  if (entry.entrance) {
    const road = scenario.board?.roadEntrances?.find((r) => r.letter === entry.entrance);
    return `Entrance ${entry.entrance}${road?.road ? ` (${road.road})` : ''}`;
  }
  if (entry.edge) return `${entry.edge[0]!.toUpperCase()}${entry.edge.slice(1)} edge`;
  return entry.between?.length ? `Between ${entry.between.join(' and ')}` : '—';
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
        `<tr><td class="name">${esc(unitList(e.units, names) || (e.points !== undefined ? `${e.points} muster points` : '—'))}</td><td class="name">${esc(arrivalWords(e.arrival))}</td><td class="name">${esc(whereEntering(e, scenario))}</td><td>${esc(e.formation ? FORMATION_LABELS[e.formation] : '—')}</td><td class="name note">${esc(e.text ?? '')}</td></tr>`,
    )
    .join('');
}

const oobOf = (side: ScenarioSide, armies: Readonly<Record<string, OrderOfBattle>>): OrderOfBattle | undefined => (side.forces.orderOfBattle as OrderOfBattle | undefined) ?? armies[side.id];

/** The map of a scenario drawn for print: fitted to the printable width, at most two-thirds of its height. */
function mapFigure(input: MapRenderInput, settings: PrintSettings, side?: string): string {
  const area = printableArea(settings);
  const fit = Math.min(area.widthIn / input.board.widthIn, (area.heightIn * 0.62) / input.board.heightIn);
  const svg = renderMapSvg(input, { legend: true, ...(side ? { side } : {}) });
  const w = Math.round(input.board.widthIn * fit * 1000) / 1000;
  const h = Math.round(input.board.heightIn * fit * 1000) / 1000;
  return `<figure class="map">${svg.replace(/width="[^"]*in" height="[^"]*in"/, `width="${w}in" height="${h}in"`)}<figcaption>${input.board.widthIn}" × ${input.board.heightIn}", drawn at ${Math.round(fit * 1000) / 10}% (print the map at 1:1 to lay the table out).</figcaption></figure>`;
}

const SCENARIO_CSS = 'figure.map{margin:4pt 0}figure.map svg{display:block;border:0.5pt solid #999}figcaption{font-size:6.5pt;color:#666}.turns td{height:22pt;width:1%}.prose{font-size:8.5pt;margin:2pt 0 4pt}';

/** The scenario briefing for both sides. */
export function briefingSheet(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>, settings: PrintSettings): PrintSheet {
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
    : '<p class="prose">Not set.</p>';
  const initiative = scenario.initiative;
  const initiativeWords = initiative
    ? `${INITIATIVE_RULE_LABELS[initiative.rule]}${initiative.side ? `: ${scenario.sides.find((s) => s.id === initiative.side)?.name ?? initiative.side}` : ''}${initiative.text ? `. ${initiative.text}` : ''}`
    : 'Not set.';
  const victory = scenario.victory.conditions
    .map((c) => `<tr><td class="name">${esc(c.side ? (scenario.sides.find((s) => s.id === c.side)?.name ?? c.side) : 'Either side')}</td><td class="name">${esc(VICTORY_KIND_LABELS[c.kind])}</td><td class="name">${esc(c.text ?? '')}</td></tr>`)
    .join('');
  const turns = scenario.length.turns;
  const track = `<table class="turns"><tbody><tr>${Array.from({ length: turns }, (_, i) => `<td><b>${i + 1}</b></td>`).join('')}</tr></tbody></table>`;
  const title = `${scenario.title}: briefing`;
  const body =
    `<h1>${esc(scenario.title)}</h1>` +
    `<p class="sub">${esc(RULESET_LABELS[scenario.ruleset])} · ${esc(SCALE_LABELS[scenario.scale])}${when ? ` · ${esc(when)}` : ''} · ${esc(plural(turns, 'turn', 'turns'))}</p>` +
    (scenario.battleRecord ? `<p class="note" data-record="${esc(scenario.battleRecord.id)}">From the public record: ${esc(recordCitation(scenario.battleRecord))}.</p>` : '') +
    (scenario.situation ? `<h2>Situation</h2><p class="prose">${esc(scenario.situation)}</p>` : '') +
    `<h2>Forces</h2><table><thead><tr><th class="name">Side</th><th class="name">Order of battle</th><th>Strength</th></tr></thead><tbody>${forces}</tbody></table>` +
    (rules ? `<h2>Special rules</h2><table><tbody>${rules}</tbody></table>` : '') +
    `<h2>Weather</h2>${weather}` +
    `<h2>Initiative</h2><p class="prose">${esc(initiativeWords)}</p>` +
    `<h2>Length</h2><p class="prose">${esc(`${turns} ${turns === 1 ? 'turn' : 'turns'}${scenario.length.text ? `: ${scenario.length.text}` : ''}`)}</p>` +
    `<h2>Victory conditions</h2><table><thead><tr><th class="name">Side</th><th class="name">Condition</th><th class="name">As the scenario puts it</th></tr></thead><tbody>${victory}</tbody></table>` +
    (scenario.victory.text ? `<p class="prose">${esc(scenario.victory.text)}</p>` : '') +
    `<h2>Turn record</h2>${track}`;
  return sheetDocument(title, body, settings, SCENARIO_CSS);
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
    const entries = entryRows(side, scenario, names);
    return (
      `<section class="side${i > 0 ? ' page-break' : ''}"><h1>${esc(scenario.title)}: ${esc(side.name)} deployment</h1>` +
      `<p class="sub">${esc(SCALE_LABELS[scenario.scale])} · ${esc(plural(scenario.length.turns, 'turn', 'turns'))}${scenario.time ? ` · starts ${esc(scenario.time)}` : ''}</p>` +
      (input ? mapFigure(input, settings, side.id) : '') +
      hidden +
      `<h2>Set up</h2>${setup ? `<table><thead><tr><th class="name">Units</th><th class="name">Where</th><th>Formation</th><th class="name">Notes</th></tr></thead><tbody>${setup}</tbody></table>` : '<p class="prose">Nothing sets up on the table at the start.</p>'}` +
      `<h2>Entries</h2>${entries ? `<table><thead><tr><th class="name">Units</th><th class="name">When</th><th class="name">Where</th><th>Formation</th><th class="name">Notes</th></tr></thead><tbody>${entries}</tbody></table>` : '<p class="prose">No reinforcements.</p>'}` +
      (side.notes ? `<h2>Notes</h2><p class="prose">${esc(side.notes)}</p>` : '') +
      `</section>`
    );
  });
  const names = sideIds.map((id) => scenario.sides.find((s) => s.id === id)?.name ?? id).join(', ');
  return sheetDocument(`${scenario.title}: deployment, ${names}`, sections.join(''), settings, SCENARIO_CSS);
}
