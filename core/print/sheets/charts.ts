/**
 * The ADF reference charts of one figure scale, built from the rules data every other part of Muster
 * reads (core/rules/adf): firepower and ranges of each arm, dice by range, the firer's modifiers and
 * the target's DRMs, the fire combat results table, morale, charges and movement. Every table carries
 * the place in the book it comes from, in the book's own headings (`bookCitation`); no prose of the
 * book is printed, only its numbers under Muster's words.
 */
import { fieldArtilleryRanges, bigGunRanges, BIG_GUN_ARTILLERY, CANISTER_RANGE, FIELD_ARTILLERY, LONG_RANGE_FACTOR } from '../../rules/adf/artillery';
import { bookCitation } from '../../rules/adf/book';
import { bookNoteText, bookNotesOfChart, type BookNoteChart } from '../../rules/adf/bookNotes';
import { CAVALRY_CMM, IMPACT_RESULTS, INFANTRY_CMM, type ImpactTableId, type ChargeMoraleModifier } from '../../rules/adf/charge';
import {
  BENEFICIAL_TARGET_DRMS,
  DETRIMENTAL_TARGET_DRMS,
  DICE_BY_RANGE,
  FCRT,
  FCRT_COLUMNS,
  FIRER_CONDITION_TABLE,
  FIRER_STATE,
  OPENING_VOLLEY,
  QUALITY_DRM,
  type FireKind,
  type FirerTable,
  type RangeBand,
} from '../../rules/adf/fire';
import { CAVALRY_FIREPOWER, INFANTRY_FIREPOWER, smallArmsRanges, SHORT_RANGE_SOURCE, type SmallArmsRow } from '../../rules/adf/firepower';
import { BASIC_MORALE_POINT, MORALE_RESULT_NAMES, MORALE_RESULT_ROWS, MORALE_RESULTS, SITUATIONAL_MORALE_MODIFIERS } from '../../rules/adf/morale';
import { ARTILLERY_MOVEMENT, CAVALRY_MOVEMENT, INFANTRY_MOVEMENT, MOVEMENT_TERRAINS, type MoveCell } from '../../rules/adf/movement';
import { BOARD_SQUARE, GROUND_SCALE, TURN_LENGTH } from '../../rules/adf/scales';
import { QUALITIES, QUALITY_LABELS, SIDE_LABELS, type FigureScale, type Quality } from '../../model/words';
import { ARTILLERY_WEAPON_NAMES, CAVALRY_WEAPON_NAMES, INFANTRY_WEAPON_NAMES } from '../../rules/adf/weapons';
import { TERRAIN_KIND_TABLE } from '../../rules/terrainKinds';
import { FORMATION_LABELS } from '../../map/labels';
import { SCALE_LABELS } from '../../scenario/labels';
import { escapeHtml, sheetDocument, type PrintSettings, type PrintSheet } from '../sheet';
import { CHARTS_CSS, citation, note, section, signed, table, wideSection } from './chartParts';

const esc = escapeHtml;
const cite = (source: string): string => citation(bookCitation(source));
/** The book's contradictions and worked-example errors that concern a chart, printed under it as footnotes (issue 29). */
const bookNotes = (chart: BookNoteChart): string => bookNotesOfChart(chart).map((n) => `<p class="note book-note">Book note ${esc(n.id)}: ${esc(bookNoteText(n))}</p>`).join('');
/** A number as the charts print it: halves as ½. */
const num = (n: number): string => (Number.isInteger(n) ? String(n) : `${Math.floor(n) || ''}½`);
const cmm = (v: ChargeMoraleModifier): string => (v === 'surrender' ? 'surrender' : signed(v));
const cell = (c: MoveCell): string => (typeof c === 'number' ? num(c) : c === 'NA' ? '—' : c === 'abandon' ? 'abandon' : c);

const FIGURES = [2, 3, 4, 5, 6, 7, 8] as const;

function smallArms(title: string, rows: Record<string, SmallArmsRow>, names: Record<string, string>, scale: FigureScale): string {
  const body = Object.entries(rows).map(([id, row]) => {
    const r = smallArmsRanges(row, scale);
    return [names[id] ?? id, ...row.fp.map(String), row.pbfOnly ? 'PBF only' : `${num(r.normal)}"`, row.pbfOnly ? '—' : `${num(r.long)}"`];
  });
  const sources = Object.values(rows).map((r) => r.source[scale]);
  return section(title, table(['Weapon', ...FIGURES.map((f) => `${f} fig`), 'Normal', 'Long'], body) + `<p class="note">Short range and point-blank fire under ${num(smallArmsRanges(Object.values(rows)[0]!, scale).short)}" at this scale; more than 8 figures add two table values.</p>` + cite(`${sources[0]!}-${sources.at(-1)!.split(':')[1]}`) + cite(SHORT_RANGE_SOURCE));
}

function fieldArtillery(scale: FigureScale): string {
  const body = Object.entries(FIELD_ARTILLERY).map(([gun, row]) => {
    const r = fieldArtilleryRanges(gun as keyof typeof FIELD_ARTILLERY, scale);
    return [ARTILLERY_WEAPON_NAMES[gun as keyof typeof ARTILLERY_WEAPON_NAMES] ?? gun, row.fp.union.join('/'), row.fp.confederate.join('/'), `${num(r.canister)}"`, `${num(r.short)}"`, `${num(r.normal)}"`, `${num(r.long)}"`];
  });
  const first = Object.values(FIELD_ARTILLERY)[0]!.source[scale];
  const last = Object.values(FIELD_ARTILLERY).at(-1)!.source[scale];
  return section(
    'Field artillery: firepower by sections (1/2/3) and ranges',
    table(['Gun', `FP ${SIDE_LABELS.union}`, `FP ${SIDE_LABELS.confederate}`, 'Canister', 'Short', 'Normal', 'Long'], body) +
      `<p class="note">Point-blank canister 1"; canister to ${num(CANISTER_RANGE[scale].inches)}"; short range is half normal, long range ${LONG_RANGE_FACTOR.field.factor}× normal.</p>` +
      bookNotes('artillery') +
      cite(`${first}-${last.split(':')[1]}`),
  );
}

function bigGuns(scale: FigureScale): string {
  const body = Object.entries(BIG_GUN_ARTILLERY).map(([gun, row]) => {
    const r = bigGunRanges(gun as keyof typeof BIG_GUN_ARTILLERY, scale);
    return [ARTILLERY_WEAPON_NAMES[gun as keyof typeof ARTILLERY_WEAPON_NAMES] ?? gun, row.fp.union.join('/'), row.fp.confederate.join('/'), `${num(r.pbfCanister)}"`, `${num(r.canister)}"`, `${num(r.normal)}"`, `${num(r.long)}"`];
  });
  const rows = Object.values(BIG_GUN_ARTILLERY);
  return section(
    'Siege and fortress guns',
    table(['Gun', `FP ${SIDE_LABELS.union}`, `FP ${SIDE_LABELS.confederate}`, 'PBF', 'Canister', 'Normal', 'Long'], body) + cite(`${rows[0]!.source}-${rows.at(-1)!.source.split(':')[1]}`),
  );
}

const FIRE_KIND_LABELS: Readonly<Record<FireKind, string>> = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  'smoothbore-artillery': 'Smoothbore guns',
  'rifled-artillery': 'Rifled guns',
  'big-gun': 'Siege and fortress',
};
const BAND_LABELS: Readonly<Record<RangeBand, string>> = { long: 'Long', normal: 'Normal', short: 'Short', pbf: 'PBF', canister: 'Canister', melee: 'Melee', desperation: 'Desperation' };
const BANDS: readonly RangeBand[] = ['long', 'normal', 'short', 'canister', 'pbf', 'melee', 'desperation'];

function diceByRange(): string {
  const body = (Object.keys(DICE_BY_RANGE) as FireKind[]).map((kind) => [FIRE_KIND_LABELS[kind], ...BANDS.map((b) => (DICE_BY_RANGE[kind][b] ? `${DICE_BY_RANGE[kind][b]!.dice}D6` : '—'))]);
  return section('Dice added to firepower, by range', table(['Firer', ...BANDS.map((b) => BAND_LABELS[b])], body) + bookNotes('dice') + cite(DICE_BY_RANGE.infantry.normal!.source));
}

const FIRER_TABLE_LABELS: Readonly<Record<FirerTable, string>> = { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery', 'big-gun': 'Siege and fortress' };
const effect = (e: { halve: boolean; dice: number; drm: number }): string => [e.halve ? '½FP' : '', e.dice ? `${signed(e.dice)} die` : '', e.drm ? `${signed(e.drm)} DRM` : ''].filter(Boolean).join(', ') || '—';

function firerModifiers(): string {
  const tables = Object.keys(QUALITY_DRM) as FirerTable[];
  const qualities: Quality[] = ['elite', 'green'];
  const rows: string[][] = [
    ...qualities.map((q) => [`${QUALITY_LABELS[q]} firer`, ...tables.map((t) => (QUALITY_DRM[t][q] ? signed(QUALITY_DRM[t][q]!.drm) : '—'))]),
    ['Opening volley', ...tables.map((t) => (OPENING_VOLLEY[t] ? `${signed(OPENING_VOLLEY[t]!.drm)}${OPENING_VOLLEY[t]!.notGreen ? ' (not green)' : ''}` : '—'))],
    ['Firer in disorder', ...tables.map((t) => effect(FIRER_STATE[t].disorder))],
    ['Firer shaken', ...tables.map((t) => effect(FIRER_STATE[t].shaken))],
  ];
  const conditions = Object.values(FIRER_CONDITION_TABLE).map((c) => [c.label[0]!.toUpperCase() + c.label.slice(1), effect(c), c.bands ? c.bands.map((b) => BAND_LABELS[b]).join(', ') : 'any range']);
  return (
    section('Firer modifiers', table(['', ...tables.map((t) => FIRER_TABLE_LABELS[t])], rows) + bookNotes('firer') + cite(QUALITY_DRM.infantry.elite!.source)) +
    section('Circumstances of the firer', table(['Circumstance', 'Effect', 'Ranges'], conditions) + cite(FIRER_CONDITION_TABLE['area-fire'].source))
  );
}

function targetDrms(): string {
  const rows = (entries: Record<string, { label: string; artillery: number; other: number; cover?: boolean }>) =>
    Object.values(entries).map((e) => [`${e.label[0]!.toUpperCase()}${e.label.slice(1)}${e.cover ? ' *' : ''}`, signed(e.artillery), signed(e.other)]);
  return section(
    'Target DRMs (artillery fire / other fire)',
    table(['Beneficial to the target', 'Artillery', 'Other'], rows(BENEFICIAL_TARGET_DRMS)) +
      table(['Detrimental to the target', 'Artillery', 'Other'], rows(DETRIMENTAL_TARGET_DRMS)) +
      '<p class="note">* cover, lost by a charging target. At most the best two beneficial and the worst two detrimental count.</p>' +
      bookNotes('target-drms') +
      cite(Object.values(BENEFICIAL_TARGET_DRMS)[0]!.source),
  );
}

function fcrt(): string {
  const head = ['Total', ...FCRT_COLUMNS.map((c, i) => (i === FCRT_COLUMNS.length - 1 ? `${c}+` : String(c)))];
  const body = (Object.keys(FCRT) as Array<keyof typeof FCRT>).map((row) => [row[0]!.toUpperCase() + row.slice(1), ...FCRT[row].results.map((r) => (r === 'none' ? '—' : r))]);
  return wideSection('Fire combat results (FP + dice + DRMs)', table(head, body) + note('MC morale check; 1MC, 2MC check at +1, +2 MMP; nH n figures or sections lost and a check.') + bookNotes('fcrt') + cite(FCRT.infantry.source));
}

function morale(): string {
  const mountings = [2, 3] as const;
  const bmp = mountings.flatMap((m) =>
    QUALITIES.map((q) => {
      const byStands = BASIC_MORALE_POINT.table[m][q];
      return [`${QUALITY_LABELS[q]}, ${m}-stand`, ...[3, 2, 1].map((s) => (byStands[s] === undefined ? '—' : String(byStands[s])))];
    }),
  );
  const smm = Object.values(SITUATIONAL_MORALE_MODIFIERS).map((r) => [r.label[0]!.toUpperCase() + r.label.slice(1), r.value.artillery === r.value.other ? signed(r.value.other) : `${signed(r.value.artillery)} / ${signed(r.value.other)}`]);
  const results = MORALE_RESULT_ROWS.map((r) => [MORALE_RESULT_NAMES[r], MORALE_RESULTS[r].effect]);
  return (
    section('Basic morale point by stands left', table(['Quality and mounting', '3 stands', '2 stands', '1 stand'], bmp) + cite(BASIC_MORALE_POINT.source)) +
    section('Situational morale modifiers (artillery / other fire)', table(['Situation', 'MMP'], smm) + cite(SITUATIONAL_MORALE_MODIFIERS['behind-hasty-works'].source)) +
    section('Morale and rally results (2D6 against the MMP)', table(['Roll', 'Result'], results) + bookNotes('morale') + cite(MORALE_RESULTS.natural2.source))
  );
}

const IMPACT_TABLE_LABELS: Readonly<Record<ImpactTableId, string>> = { infantry: 'Infantry charges', 'cavalry-vs-infantry': 'Cavalry against infantry', 'cavalry-vs-cavalry': 'Cavalry against cavalry' };
const LOSER_LABELS = { melee: 'melee', 'stops-short': 'attacker stops short', disorder: 'disorder', shaken: 'shaken', routed: 'routed', surrender: 'surrender' } as const;

function charges(): string {
  const inf = Object.entries(INFANTRY_CMM).map(([f, v]) => [FORMATION_LABELS[f as keyof typeof FORMATION_LABELS] ?? f[0]!.toUpperCase() + f.slice(1), cmm(v.cmm)]);
  const cav = Object.entries(CAVALRY_CMM).map(([f, v]) => [FORMATION_LABELS[f as keyof typeof FORMATION_LABELS] ?? f.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), cmm(v.mounted), cmm(v.dismounted)]);
  const impact = (Object.keys(IMPACT_RESULTS) as ImpactTableId[]).map((id) =>
    section(
      `Impact: ${IMPACT_TABLE_LABELS[id]}`,
      table(['Margin', 'Lead unit loses', 'Losers'], IMPACT_RESULTS[id].map((r) => [r.id === 'tie' ? (r.max > 0 ? `0–${r.max}` : 'tie') : r.id, r.leadFiguresLost ? `${r.leadFiguresLost} fig` : '—', `${LOSER_LABELS[r.losers]}${r.fallsBack ? ', fall back' : ''}`])) + cite(IMPACT_RESULTS[id][0]!.source),
    ),
  );
  const impactNotes = bookNotes('impact');
  return section('Charge morale modifiers: infantry', table(['Formation', 'CMM'], inf) + cite(INFANTRY_CMM['battle-line'].source)) + section('Charge morale modifiers: cavalry', table(['Formation', 'Mounted', 'Dismounted'], cav) + bookNotes('cmm') + cite(CAVALRY_CMM['cavalry-line'].source)) + impact.join('') + (impactNotes ? section('Impact: book notes', impactNotes) : '');
}

const TERRAIN_HEAD = MOVEMENT_TERRAINS.map((t) => TERRAIN_KIND_TABLE[t].label);
const rowName = (id: string): string => FORMATION_LABELS[id as keyof typeof FORMATION_LABELS] ?? id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

function movement(scale: FigureScale): string {
  const inf = INFANTRY_MOVEMENT[scale];
  const cav = CAVALRY_MOVEMENT[scale];
  const art = ARTILLERY_MOVEMENT[scale];
  return (
    section(`Infantry movement, inches an action`, table(['', ...TERRAIN_HEAD], Object.entries(inf.rows).map(([id, r]) => [rowName(id), ...MOVEMENT_TERRAINS.map((t) => cell(r.rates[t]))])) + bookNotes('movement') + cite(inf.source)) +
    section(`Cavalry movement (mounted / dismounted)`, table(['', ...TERRAIN_HEAD], Object.entries(cav.rows).map(([id, r]) => [rowName(id), ...MOVEMENT_TERRAINS.map((t) => `${cell(r.rates[t].mounted)}/${cell(r.rates[t].dismounted)}`)])) + cite(cav.source)) +
    section(`Artillery movement (limbered / unlimbered)`, table(['', ...TERRAIN_HEAD], Object.entries(art.rows).map(([id, r]) => [ARTILLERY_WEAPON_NAMES[id as keyof typeof ARTILLERY_WEAPON_NAMES] ?? id, ...MOVEMENT_TERRAINS.map((t) => `${cell(r.rates[t].limbered)}/${cell(r.rates[t].unlimbered)}`)])) + cite(art.source))
  );
}

/** The charts of one scale: every table a player reaches for during a game, two columns to a page. */
export function chartsSheet(scale: FigureScale, settings: PrintSettings): PrintSheet {
  const ground = GROUND_SCALE[scale].yardsPerInch;
  const title = `Across a Deadly Field: reference charts, ${scale}`;
  const body =
    `<h1>${esc(title)}</h1>` +
    `<p class="sub">${esc(SCALE_LABELS[scale])} · one inch is ${ground.min}–${ground.max} yards · board squares of ${BOARD_SQUARE[scale].inches}" · a turn is ${TURN_LENGTH.minutes} minutes</p>` +
    `<h2>Fire</h2><div class="cols">` +
    smallArms('Infantry firepower and ranges', INFANTRY_FIREPOWER, INFANTRY_WEAPON_NAMES, scale) +
    smallArms('Cavalry (dismounted) firepower and ranges', CAVALRY_FIREPOWER, CAVALRY_WEAPON_NAMES, scale) +
    fieldArtillery(scale) +
    diceByRange() +
    firerModifiers() +
    targetDrms() +
    bigGuns(scale) +
    `</div>` +
    fcrt() +
    `<h2 class="page-break">Morale and charges</h2><div class="cols">${morale()}${charges()}</div>` +
    `<h2 class="page-break">Movement</h2><div class="cols">${movement(scale)}</div>`;
  return sheetDocument(title, body, settings, CHARTS_CSS);
}
