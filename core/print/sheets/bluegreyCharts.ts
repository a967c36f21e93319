/**
 * Blue & Grey's reference charts, built from the rules data the hex editor's preview reads
 * (core/rules/bluegrey): the terrain effects of hexes, hexsides and paths under Muster's terrain names,
 * the combat results table with its key, how odds are rounded and shifted, artillery by range, zones of
 * control, morale, night and movement. Every number is the data's, every table cites its place in the
 * book (`bookCitation`), and the words are Muster's.
 */
import { bgBookNoteText, bgBookNotesOfChart, type BgBookNoteChart } from '../../rules/bluegrey/bookNotes';
import { TERRAIN_KIND_TABLE, type TerrainKind } from '../../rules/terrainKinds';
import { ARTILLERY, ARTILLERY_PROFILES, BOMBARD_MINIMUM, DEFENCE_BONUS, RANGE_COUNT_SOURCE, RANGE_MINIMUM } from '../../rules/bluegrey/artillery';
import { bookCitation } from '../../rules/bluegrey/book';
import { COMBAT_RULES } from '../../rules/bluegrey/engine/combat';
import {
  BG_RESULT_LABELS,
  BG_RESULT_MEANINGS,
  BG_RESULTS,
  CRT,
  CRT_COLUMNS,
  CRT_COLUMNS_SOURCE,
  HIGH_ODDS,
  HIGHEST_COLUMN_LEVEL,
  LOW_ODDS_SOURCE,
  LOWEST_COLUMN_LEVEL,
  ODDS_ROUNDING_SOURCE,
  SHIFT_FLOOR_SOURCE,
  VOLUNTARY_REDUCTION_SOURCE,
  columnOfLevel,
  oddsLevel,
  oddsText,
} from '../../rules/bluegrey/crt';
import {
  CAVALRY_RETREAT_BEFORE_COMBAT,
  DISORDER_EFFECT_LABELS,
  DISORDER_ROLL,
  FURTHER_DISORDER,
  MINIMUM_STRENGTH,
  MORALE_STRENGTH,
  RALLY,
  RESULT_DISORDER,
  ROUTED_RETREAT_BEFORE_COMBAT,
  TOWN_DISORDER,
  type DisorderEffect,
} from '../../rules/bluegrey/morale';
import { DEFAULT_MOVEMENT_ALLOWANCE, REINFORCEMENT_COLUMN, STRATEGIC_BONUS, STRATEGIC_RULES } from '../../rules/bluegrey/movement';
import { NIGHT_DIE, NIGHT_MOVEMENT, NIGHT_NO_BOMBARDMENT_SOURCE, NIGHT_ZOC_EXIT_SOURCE } from '../../rules/bluegrey/night';
import {
  BG_HEX_ROWS,
  BG_HEX_TERRAIN,
  BG_HEXSIDE_ROWS,
  BG_HEXSIDE_TERRAIN,
  BG_PATH_ROWS,
  BG_PATHS,
  BG_SIGHT_EFFECT_LABELS,
  BLUEGREY_TERRAIN,
  TRAIL_CASE_THIRDS,
  TRAIL_ROUGH_ROWS,
  TRENCH_AS_BREASTWORKS,
  TWO_COSTS_SOURCE,
  UNDER_CONSTRUCTION,
  type BgCombatEffect,
  type BgHexRowId,
  type BgHexsideRowId,
  type BgMoveCost,
  type BgPathRowId,
  type BgTerrainRow,
  rowThirds,
} from '../../rules/bluegrey/terrain';
import { BG_MORALE_STATE_LABELS, BG_MORALE_STATES, BG_UNIT_CLASS_LABELS, BG_UNIT_CLASSES, mpText, ratio, ratioText, roundTimes, type Ratio } from '../../rules/bluegrey/types';
import { ZOC_RULES } from '../../rules/bluegrey/engine/zoc';
import { RULESET_LABELS } from '../../scenario/labels';
import { plural } from '../../model/plural';
import { escapeHtml, sheetDocument, type PrintSettings, type PrintSheet } from '../sheet';
import { CHARTS_CSS, citation, note, section, signed, table, wideSection } from './chartParts';

const esc = escapeHtml;
/** The book's places for every source given, once each. */
const cite = (...sources: string[]): string => citation(bookCitation(sources.join('; ')));
/** The book's unclear or contradictory points about a chart, printed under it (issue 29). */
const bgNotes = (chart: BgBookNoteChart): string => bgBookNotesOfChart(chart).map((n) => `<p class="note book-note">Book note ${escapeHtml(n.id)}: ${escapeHtml(bgBookNoteText(n))}</p>`).join('');
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const lineOf = (source: string): string => source.split(':').at(-1)!;
/** Faces of the die as a span: "1–5", "6", "2–3". */
const faces = (list: readonly number[]): string => (list.length === 1 ? String(list[0]) : `${list[0]}–${list.at(-1)}`);

/** Muster's names of the terrain kinds that play as a chart row, in the one terrain table's words. */
function kindsOf(place: keyof BgTerrainRow, row: string): string[] {
  return (Object.entries(BLUEGREY_TERRAIN) as Array<[TerrainKind, BgTerrainRow]>).filter(([, r]) => r[place] === row).map(([kind]) => TERRAIN_KIND_TABLE[kind].label);
}

const CLEAR_LEVELS: Partial<Record<BgHexRowId, number>> = { 'clear-1': 1, 'clear-2': 2, 'clear-3': 3 };

/** A hex row under the names of the kinds that play as it; clear ground by its level. */
function hexName(id: BgHexRowId): string {
  const level = CLEAR_LEVELS[id];
  if (level !== undefined) return `${kindsOf('hex', 'clear').join(', ')}, level ${level}`;
  return kindsOf('hex', id).join(', ');
}

function hexsideName(id: BgHexsideRowId): string {
  if (id === 'slope-up') return `${kindsOf('hexside', 'slope').join(', ')} (uphill)`;
  if (id === 'slope-down') return `${kindsOf('hexside', 'slope').join(', ')} (downhill)`;
  return kindsOf('hexside', id).join(', ');
}

const pathName = (id: BgPathRowId): string => kindsOf('path', id).join(', ');

/** A Movement Point cost as the chart reads for one class; `added` for a hexside's cost on top of the hex's. */
function mpCell(cost: BgMoveCost, column: 'infantry-cavalry' | 'artillery', added = false): string {
  const t = rowThirds(cost, column);
  if (t === 'prohibited') return added ? 'No crossing' : 'No entry';
  if (t === 'other-terrain') return 'Other terrain';
  return added && t > 0 ? `+${mpText(t)}` : mpText(t);
}

/** What a row does to an attack, in Muster's words. */
function combatEffectText(c: BgCombatEffect): string {
  const parts: string[] = [];
  if (c.artilleryOnly) parts.push('only artillery attacks across');
  if (c.halves) parts.push('attacker halved');
  if (c.shift !== 0) parts.push(`${plural(Math.abs(c.shift), 'column')} ${c.shift < 0 ? 'left' : 'right'}`);
  if (c.doubledFromSunkenRoad) parts.push('attacker doubled from an adjacent sunken road');
  if (c.waterObstacle && c.halves) parts.push('artillery not halved');
  if (c.directional) parts.push('defender inside only');
  return parts.length === 0 ? '—' : capital(parts.join('; '));
}

function hexTerrain(): string {
  const body = BG_HEX_ROWS.map((id) => {
    const r = BG_HEX_TERRAIN[id];
    const notes = [r.disorders ? 'units in it are Disordered' : '', r.mayNotEndMove ? 'no move may end in it' : '', r.gunboatsMp !== undefined ? `gunboats ${r.gunboatsMp} MP` : ''].filter(Boolean).join('; ');
    return [hexName(id), mpCell(r.cost, 'infantry-cavalry'), mpCell(r.cost, 'artillery'), combatEffectText(r.combat), BG_SIGHT_EFFECT_LABELS[r.sight], notes ? capital(notes) : ''];
  });
  const first = BG_HEX_TERRAIN[BG_HEX_ROWS[0]];
  const last = BG_HEX_TERRAIN[BG_HEX_ROWS.at(-1)!];
  return wideSection(
    'Hexes: Movement Points to enter, effect on an attack into the hex, line of sight',
    table(['Hex', 'MP: infantry, cavalry', 'MP: artillery', 'Attack into it', 'Line of sight', 'Notes'], body, { words: true }) +
      note('Wagon trains pay the artillery cost. An attacker is halved at most once and never below 1.') +
      bgNotes('hexes') +
      cite(`${first.source}-${lineOf(last.combatSource)}`, TWO_COSTS_SOURCE),
  );
}

function hexsideTerrain(): string {
  const body = BG_HEXSIDE_ROWS.map((id) => {
    const r = BG_HEXSIDE_TERRAIN[id];
    const notes = [
      r.crossedOnlyAt ? `crossed only at a ${r.crossedOnlyAt.map((s) => kindsOf('hexside', s).join(', ').toLowerCase()).join(' or ')}` : '',
      id === 'breastworks' ? `${plural(UNDER_CONSTRUCTION.shift, 'column')} right while under construction` : '',
      id === 'trench' ? `case 10.39 reads it as breastworks: ${combatEffectText(TRENCH_AS_BREASTWORKS.combat).toLowerCase()}` : '',
    ].filter(Boolean);
    return [hexsideName(id), mpCell(r.cost, 'infantry-cavalry', true), combatEffectText(r.combat), BG_SIGHT_EFFECT_LABELS[r.sight], capital(notes.join('; '))];
  });
  const first = BG_HEXSIDE_TERRAIN[BG_HEXSIDE_ROWS[0]];
  const last = BG_HEXSIDE_TERRAIN[BG_HEXSIDE_ROWS.at(-1)!];
  return wideSection(
    'Hexsides: Movement Points added to the hex entered, effect on an attack across',
    table(['Hexside', 'MP added', 'Attack across it', 'Line of sight', 'Notes'], body, { words: true }) + bgNotes('hexsides') + cite(`${first.source}-${lineOf(last.combatSource)}`, TRENCH_AS_BREASTWORKS.source, UNDER_CONSTRUCTION.source),
  );
}

function paths(): string {
  const body = BG_PATH_ROWS.map((id) => {
    const r = BG_PATHS[id];
    const rate = r.roughThirds !== undefined ? `${mpText(r.roughThirds)} into ${TRAIL_ROUGH_ROWS.map(hexName).join(', ').toLowerCase()}; ${mpText(TRAIL_CASE_THIRDS)} elsewhere` : mpText(r.thirds);
    return [pathName(id), rate, combatEffectText(r.combat)];
  });
  return wideSection(
    'Paths: Movement Points a hex along them',
    table(['Path', 'MP a hex', 'Attack into it'], body, { words: true }) +
      note('Paid instead of the hex’s terrain only moving from one hex of the path to the next along it; never into an enemy zone of control.') +
      cite(BG_PATHS.turnpike.source, ...BG_PATH_ROWS.map((id) => BG_PATHS[id].caseSource), ZOC_RULES.minimumEntryMp.pathRateSource),
  );
}

function crt(): string {
  const body = CRT.map((r) => [String(r.die), ...r.results]);
  return wideSection('Combat results table (one die, by odds column)', table(['Die', ...CRT_COLUMNS], body) + cite(CRT_COLUMNS_SOURCE, CRT[0]!.source));
}

function results(): string {
  const body = BG_RESULTS.map((r) => [r, BG_RESULT_LABELS[r], BG_RESULT_MEANINGS[r].meaning]);
  return section('The results', table(['Result', 'Name', 'What it does'], body, { words: true }) + cite(BG_RESULT_MEANINGS.AE.keySource, BG_RESULT_MEANINGS.AE.source));
}

/** The book's own rounding example, worked by the rules data: thirteen against four. */
const ODDS_EXAMPLE = { attack: 13, defence: 4 } as const;

function odds(): string {
  const { attack, defence } = ODDS_EXAMPLE;
  const beyond = [LOWEST_COLUMN_LEVEL - 2, LOWEST_COLUMN_LEVEL - 1, ...Array.from({ length: 7 }, (_, i) => HIGHEST_COLUMN_LEVEL + i)].map((level) => {
    const c = columnOfLevel(level);
    return [oddsText(level), c.column, c.drm === 0 ? '—' : signed(c.drm)];
  });
  const shifts = [
    ['Rounding', `Down to the column at or below the ratio, in the defender’s favour: ${attack} to ${defence} is ${oddsText(oddsLevel(attack, defence))}`],
    ['Left shifts', 'Only the best one counts, and only if every attacker is subject to it'],
    ['Right shifts', 'Only the best one counts'],
    ['Both', 'Netted: the difference is applied'],
    ['Floor', `Never shifted below ${CRT_COLUMNS[0]}`],
    [hexName('forest'), 'Its shift is instead of every other terrain benefit, the defender choosing'],
    ['Lower column', 'The attacker may declare a lower column before rolling'],
  ];
  return (
    section('Odds and column shifts', table(['', 'Rule'], shifts, { words: true }) + cite(ODDS_ROUNDING_SOURCE, COMBAT_RULES.bestShifts.source, COMBAT_RULES.everyAttacker.source, SHIFT_FLOOR_SOURCE, COMBAT_RULES.forestInstead.source, VOLUNTARY_REDUCTION_SOURCE)) +
    section(
      'Odds beyond the table',
      table(['Odds', 'Column', 'Die modifier'], beyond) +
        note(`Above ${CRT_COLUMNS.at(-1)}: one off the die for every ${HIGH_ODDS.levelsPerPoint} odds levels beyond it. Below ${CRT_COLUMNS[0]}: the ${CRT_COLUMNS[0]} column. A modified roll below 1 is read as 1.`) +
        cite(HIGH_ODDS.source, LOW_ODDS_SOURCE),
    )
  );
}

function strength(): string {
  const half = ratio(1, 2);
  const steps = [
    ['1. Range', 'Artillery only: its strength at the range (below)'],
    ['2. Morale', 'The unit’s morale state (below)'],
    ['3. Terrain', `${ratioText(COMBAT_RULES.halving.factor)} where the terrain halves the attacker, at most once`],
    ['4. Total', 'The attackers’ strengths added, then the defenders’'],
    ['5. Night', 'The night die on the attacker’s total (below)'],
  ];
  return section(
    'Combat strength, in this order',
    table(['Step', 'Adjustment'], steps, { words: true }) +
      note(`Each unit on its own, rounded after each step (a half rounds up: 5 ${ratioText(half)} is ${roundTimes(5, half)}), never below ${MINIMUM_STRENGTH.value} but at night.`) +
      cite(COMBAT_RULES.order.source, COMBAT_RULES.order.caseSource, COMBAT_RULES.halving.limitSource, MINIMUM_STRENGTH.source),
  );
}

const RANGES = [1, 2, 3, 4] as const;

function artillery(): string {
  const factorAt = (factors: Readonly<Record<number, Ratio>>, range: number, reach: number): string => (range > reach ? '—' : ratioText(factors[range] ?? ratio(1)));
  const body = ARTILLERY_PROFILES.map((id) => {
    const p = ARTILLERY[id];
    const defence = p.defence === 'bonus' ? `${ratioText(DEFENCE_BONUS.factor)} supported` : p.defence === 'no-bonus' ? ratioText(ratio(1)) : `Always ${p.defence.fixed}`;
    return [p.label, String(p.maxRange), ...RANGES.map((r) => factorAt(p.factors, r, p.maxRange)), p.maxRange > RANGES.length ? ratioText(ratio(1)) : '—', defence];
  });
  return section(
    'Artillery: strength by range in hexes',
    table(['Guns', 'Reach', 'Adjacent', '2', '3', '4', 'Beyond', 'Defending'], body) +
      note(
        `Range counts the target’s hex, not the guns’. At least ${RANGE_MINIMUM.value} a unit after range. No bombardment below ${BOMBARD_MINIMUM.column}. Supported: stacked with or next to friendly ${BG_UNIT_CLASS_LABELS.infantry.toLowerCase()} or ${BG_UNIT_CLASS_LABELS.cavalry.toLowerCase()}, not routed.`,
      ) +
      cite(ARTILLERY.field.source, RANGE_COUNT_SOURCE, ...Object.values(ARTILLERY.field.factorSources), RANGE_MINIMUM.source, BOMBARD_MINIMUM.source, DEFENCE_BONUS.source, ...ARTILLERY_PROFILES.slice(1).map((id) => ARTILLERY[id].source)),
  );
}

function zonesOfControl(): string {
  const z = ZOC_RULES;
  const classes = (list: readonly string[]) => list.map((c) => BG_UNIT_CLASS_LABELS[c as keyof typeof BG_UNIT_CLASS_LABELS]).join(', ');
  const rows = [
    ['Extent', `The ${z.extent.hexes} hexes around every combat unit`],
    ['Entering', `Ends the move; costs at least ${z.minimumEntryMp.mp} MP, hexside costs on top`],
    ['Leaving', 'Only by retreat or advance after combat (night excepted)'],
    [classes(z.artilleryNeedsCompany.classes), `Enter one only where friendly ${BG_UNIT_CLASS_LABELS.infantry.toLowerCase()} or ${BG_UNIT_CLASS_LABELS.cavalry.toLowerCase()} already are`],
    ['Not into', z.notInto.rows.map(hexName).join('; ')],
    ['Not across', `${z.notAcross.rows.map(hexsideName).join(', ')} without a ${z.notAcross.unlessAlso.map(hexsideName).join(' or ').toLowerCase()}; ${hexsideName('trench').toLowerCase()} into its hex`],
    ['Across', z.across.rows.map(hexsideName).join(', ')],
    ['None', classes(z.noZoc.classes)],
  ];
  return section('Zones of control', table(['', 'Rule'], rows, { words: true }) + cite(z.extent.source, z.stopsMovement.leaving, z.minimumEntryMp.source, z.artilleryNeedsCompany.source, z.notInto.source, z.across.worksSource, z.noZoc.source));
}

function morale(): string {
  const factor = (r: Ratio | null) => (r === null ? 'May not attack' : ratioText(r));
  const states = BG_MORALE_STATES.map((s) => [BG_MORALE_STATE_LABELS[s], factor(MORALE_STRENGTH[s].attack), factor(MORALE_STRENGTH[s].defence), BG_MORALE_STATE_LABELS[FURTHER_DISORDER[s].to]]);
  const effect = (e: DisorderEffect) => (e === 'roll' ? `${DISORDER_EFFECT_LABELS.roll}: ${faces(DISORDER_ROLL.faces)}` : DISORDER_EFFECT_LABELS[e]);
  const byResult = BG_RESULTS.map((r) => [r, effect(RESULT_DISORDER[r].attackers), effect(RESULT_DISORDER[r].defenders)]);
  const rally = (['disordered', 'shaken', 'routed'] as const).map((s) => [BG_MORALE_STATE_LABELS[s], RALLY[s].rows.map((row) => `${faces(row.faces)}: ${row.to === 'eliminated' ? 'eliminated' : BG_MORALE_STATE_LABELS[row.to]}`).join(' · ')]);
  return (
    section('Morale: strength and a further Disorder', table(['State', 'Attacking', 'Defending', 'A further Disorder'], states) + note(`Rounded, never below ${MINIMUM_STRENGTH.value}.`) + cite(MORALE_STRENGTH.disordered.source, MORALE_STRENGTH.routed.source, FURTHER_DISORDER.disordered.source)) +
    section(
      'Disorder after combat (one die a unit)',
      table(['Result', 'Attackers', 'Defenders'], byResult) +
        note(`Attackers only if they attacked from an enemy zone of control; defenders roll only in one. Retreating artillery is always Disordered. ${hexName('town')}: every unit in it Disordered.`) +
        cite(RESULT_DISORDER.AR.source, RESULT_DISORDER.DR.source, RESULT_DISORDER['EX*'].source, TOWN_DISORDER.source),
    ) +
    section('Rally (one die, not in an enemy zone of control)', table(['State', 'Die: becomes'], rally, { words: true }) + note(`In ${hexName('town').toLowerCase()} a rallied unit stays ${BG_MORALE_STATE_LABELS.disordered}.`) + cite(RALLY.disordered.source, TOWN_DISORDER.rallySource)) +
    section(
      'Retreat before combat',
      table(
        ['', 'Rule'],
        [
          [BG_UNIT_CLASS_LABELS.cavalry, `Attacked by a force with no cavalry: on ${faces(CAVALRY_RETREAT_BEFORE_COMBAT.faces)} it retreats ${plural(CAVALRY_RETREAT_BEFORE_COMBAT.hexes, 'hex', 'hexes')}, otherwise it stays`],
          [BG_MORALE_STATE_LABELS.routed, `The attacker may make it retreat ${plural(ROUTED_RETREAT_BEFORE_COMBAT.hexes, 'hex', 'hexes')} first; unable, it is eliminated`],
        ],
        { words: true },
      ) + cite(CAVALRY_RETREAT_BEFORE_COMBAT.source, ROUTED_RETREAT_BEFORE_COMBAT.source),
    )
  );
}

function night(): string {
  const die = NIGHT_DIE.rows.map((r) => [faces(r.faces), `${capital(r.label)} (${ratioText(r.factor)})`]);
  const rules = [
    ['Movement', `${signed(NIGHT_MOVEMENT.allowanceChange)} MP; strategic movement ${signed(NIGHT_MOVEMENT.strategicChange)}`],
    ['Zones of control', 'A unit may leave one freely, and not enter one again that night'],
    ['Artillery', 'No attack from a hex not adjacent to the target'],
  ];
  return section(
    'Night turns',
    table(['Night die', 'Attacker’s total'], die) + note('Rounded; it may fall below 1.') + table(['', 'Rule'], rules, { words: true }) + cite(NIGHT_DIE.source, NIGHT_MOVEMENT.source, NIGHT_ZOC_EXIT_SOURCE, NIGHT_NO_BOMBARDMENT_SOURCE),
  );
}

function movement(): string {
  const rows = BG_UNIT_CLASSES.map((c) => {
    const ma = DEFAULT_MOVEMENT_ALLOWANCE[c].mp;
    const bonus = STRATEGIC_BONUS[c];
    return [BG_UNIT_CLASS_LABELS[c], Number.isFinite(ma) ? String(ma) : 'Unlimited (rivers)', bonus ? `+${bonus.mp}` : '—'];
  });
  return section(
    'Movement allowances',
    table(['Unit', 'MP (where the counter prints none)', 'Strategic'], rows) +
      note(
        `Strategic movement: start ${plural(STRATEGIC_RULES.distance, 'hex', 'hexes')} or more from every enemy, come no nearer, move only along paths. Reinforcements enter as a column of stacks of ${REINFORCEMENT_COLUMN.unitsPerStack}: each stack pays ${mpText(REINFORCEMENT_COLUMN.extraThirds)} MP more than the one ahead (${mpText(REINFORCEMENT_COLUMN.turnpikeExtraThirds)} along a turnpike).`,
      ) +
      cite(DEFAULT_MOVEMENT_ALLOWANCE.infantry.source, STRATEGIC_BONUS.infantry!.source, STRATEGIC_BONUS.cavalry!.source, STRATEGIC_RULES.source, REINFORCEMENT_COLUMN.source),
  );
}

/** The Blue & Grey reference charts, landscape: terrain, then combat, then the rest, two columns to a page. */
export function bluegreyChartsSheet(settings: PrintSettings, scenarioTitle?: string): PrintSheet {
  const title = `${RULESET_LABELS.bluegrey}: reference charts`;
  const body =
    `<h1>${esc(title)}</h1>` +
    `<p class="sub">${esc([scenarioTitle, 'one die (1–6)', 'Movement Points (MP) per hex', 'odds are attacker to defender'].filter(Boolean).join(' · '))}</p>` +
    `<h2>Terrain</h2>${hexTerrain()}${hexsideTerrain()}${paths()}` +
    `<h2 class="page-break">Combat</h2>${crt()}<div class="cols">${results()}${strength()}${odds()}${artillery()}</div>` +
    `<h2 class="page-break">Zones of control, morale, night and movement</h2><div class="cols">${zonesOfControl()}${morale()}${night()}${movement()}</div>`;
  return sheetDocument(title, body, settings, CHARTS_CSS);
}
