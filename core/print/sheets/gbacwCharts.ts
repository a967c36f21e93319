/**
 * Great Battles of the American Civil War reference charts, in two parts. First what the series rule
 * book fixes for every game (core/rules/gbacw): named terrain, fire, shock, command and recovery, each
 * table citing its case (`gbacwBookCitation`). Then the game's own tables (Terrain Effects, Range
 * Effects, Fire, Shock, Efficiency Markers), which the series leaves to each game's cards: those the
 * scenario's `gameTables` hold are printed with the source the designer gave, and those it lacks are
 * named as lacking, never filled in.
 */
import { TERRAIN_KIND_TABLE, terrainLabel, type TerrainKind } from '../../rules/terrainKinds';
import type { GbacwGameTables, GbacwTecRow, MusterScenario } from '../../model/scenario.generated';
import { gbacwBookCitation } from '../../rules/gbacw/book';
import { gbacwBookNoteText, gbacwBookNotesOfChart, type GbacwBookNoteChart } from '../../rules/gbacw/bookNotes';
import {
  BRIGADE_COORDINATION,
  COORDINATION_EFFECTS,
  COORDINATION_RESULT_LABELS,
  CORPS_EFFICIENCY_RATING,
  DIVISION_ACTIVATIONS,
  EFFICIENCY,
  LOOSE_CANNON,
  ORDERS_CHANGE,
  ORDERS_CHANGE_RESULT_LABELS,
  ORDERS_COMPARISON,
  ORDERS_COMPARISON_ROW_LABELS,
  ORDERS_COMPARISON_VALUE_LABELS,
  UNRELIABLE_PROFILE,
  type LooseCannonEffect,
} from '../../rules/gbacw/command';
import { bandText, D10_SOURCE, signed } from '../../rules/gbacw/dice';
import { ARTILLERY, FIRE_DRM_IDS, FIRE_DRMS, MASSED_DISPERSED, MAX_FIRE_PER_HEX, NIGHT_FIRE, TIME_OF_DAY_RULES, nightFireDrm } from '../../rules/gbacw/fire';
import { GAME_TABLE_LABELS, GAME_TABLES, SHOCK_ADJUSTMENT_LABELS, type GameTableId } from '../../rules/gbacw/gameTables';
import { STACKING, TERRAIN_DISORDER } from '../../rules/gbacw/movement';
import { FATIGUE, LEADER_STARS_DRM, LEADERS_IN_COMBAT, RALLY, RECOVERY_FROM_ROUT, STRAGGLER_RECOVERY, UDD } from '../../rules/gbacw/recovery';
import { PRE_SHOCK_CHECK, RETREATS, SECOND_DISORDER, SECOND_DISORDER_CAUSES, SHOCK_DRM_IDS, SHOCK_DRMS, SHOCK_RATIO, SHOCK_RESULT_BANDS } from '../../rules/gbacw/shock';
import { GBACW_SLOPES, GBACW_TERRAIN, TERRAIN_ROLE_LABELS, TERRAIN_ROLE_RULES, TERRAIN_ROLES } from '../../rules/gbacw/terrain';
import { MOVEMENT_CLASS_LABELS, MOVEMENT_CLASSES, ORDERS, SIGHT_EFFECT_LABELS, SLOPE_CLASS_LABELS, TEC_PLACE_LABELS, TERRAIN_DISORDER_CODES, TIMES_OF_DAY, type MovementClass, type TimeOfDay } from '../../rules/gbacw/types';
import { ACTION_PROFILE_LABELS, ORDERS_LABELS } from '../../hex/labels';
import { RULESET_LABELS } from '../../scenario/labels';
import { SIDE_LABELS } from '../../model/words';
import { escapeHtml, sheetDocument, type PrintSettings, type PrintSheet } from '../sheet';
import { CHARTS_CSS, citation, note, section, table, wideSection } from './chartParts';

const esc = escapeHtml;
const cite = (...sources: string[]): string => citation(gbacwBookCitation(sources.join('; ')));
/** The book's unclear or contradictory points about a chart, printed after it (issue 29). */
const gbacwNotes = (chart: GbacwBookNoteChart): string => gbacwBookNotesOfChart(chart).map((n) => `<p class="note book-note">Book note ${esc(n.id)}: ${esc(gbacwBookNoteText(n))}</p>`).join('');
const yesNo = (b: boolean): string => (b ? 'Yes' : 'No');
const TIME_LABELS: Readonly<Record<TimeOfDay, string>> = { day: 'Day', dawn: 'Dawn', dusk: 'Dusk', night: 'Night' };

// ---------------------------------------------------------------------------
// The series rules
// ---------------------------------------------------------------------------

function namedTerrain(): string {
  const kinds = (role: string) =>
    (Object.entries(GBACW_TERRAIN) as Array<[TerrainKind, string]>)
      .filter(([, r]) => r === role)
      .map(([k]) => TERRAIN_KIND_TABLE[k].label)
      .join(', ');
  const rows = TERRAIN_ROLES.map((r) => [TERRAIN_ROLE_LABELS[r], kinds(r), SIGHT_EFFECT_LABELS[TERRAIN_ROLE_RULES[r].sight]]);
  const slopes = (Object.entries(GBACW_SLOPES) as Array<[TerrainKind, { slope: keyof typeof SLOPE_CLASS_LABELS; source: string }]>).map(([k, v]) => [TERRAIN_KIND_TABLE[k].label, SLOPE_CLASS_LABELS[v.slope]]);
  const disorder = TERRAIN_DISORDER_CODES.map((c) => [c, TERRAIN_DISORDER[c].automatic ? 'Disordered' : 'A UDD; failing, Disordered']);
  return (
    section('Named terrain: Muster’s kinds and line of sight', table(['Series rules', 'Muster terrain', 'Line of sight'], rows, { words: true }) + note('Where the game’s chart gives a row its own sight, the chart’s holds.') + cite(...TERRAIN_ROLES.map((r) => TERRAIN_ROLE_RULES[r].source))) +
    section('Slope hexsides', table(['Muster terrain', 'Slope'], slopes) + cite(...Object.values(GBACW_SLOPES).map((s) => s.source))) +
    section('Terrain Disorder codes on a chart', table(['Code', 'Entering or crossing'], disorder, { words: true }) + cite(TERRAIN_DISORDER.D.source, TERRAIN_DISORDER.d.source))
  );
}

function fire(): string {
  const f = MAX_FIRE_PER_HEX;
  const perHex = [
    ['Infantry or dismounted cavalry', String(f.infantry.sps)],
    ['Mounted cavalry', String(f.mountedCavalry.sps)],
    ['Artillery alone', String(f.artilleryAlone.sps)],
    ['Artillery above infantry', `${f.artilleryAboveInfantry.sps} in all, or one battery`],
    ['Artillery above mounted cavalry', `${f.artilleryAboveMountedCavalry.sps} in all or one battery; cavalry ${f.artilleryAboveMountedCavalry.cavalrySps}`],
  ];
  const drms = FIRE_DRM_IDS.map((id) => {
    const d = FIRE_DRMS[id];
    return [d.text, id === 'massed-dispersed' ? `${signed(MASSED_DISPERSED.massed.drm)} / ${signed(MASSED_DISPERSED.dispersed.drm)}` : signed(d.drm)];
  });
  const ranges = [1, 2, 3, 4, 5];
  const night = TIMES_OF_DAY.map((t) => {
    const r = TIME_OF_DAY_RULES[t];
    const fireText = r.fire === 'none' ? '—' : r.fire === 'beyond-one-hex' ? `${signed(FIRE_DRMS['dawn-dusk'].drm)} beyond one hex` : ranges.map((n) => `${n}: ${signed(nightFireDrm(n))}`).join(', ');
    return [TIME_LABELS[t], yesNo(r.commandRangeHalved), fireText, yesNo(!r.noPreparedFire), yesNo(!r.noCavalryCharge)];
  });
  return (
    section('Most SPs firing from one hex', table(['Firing', 'SPs'], perHex) + cite(f.infantry.source, f.artilleryAlone.source, f.artilleryAboveInfantry.source, f.artilleryAboveMountedCavalry.source)) +
    section(
      'Fire die roll modifiers (all cumulative)',
      table(['Circumstance', 'DRM'], drms, { words: true }) +
        note(`Massed: ${MASSED_DISPERSED.massed.minSps} SPs or more; dispersed: ${MASSED_DISPERSED.dispersed.maxSps} or fewer. Range and terrain DRMs are on the game’s own charts.`) +
        cite(FIRE_DRMS.prepared.source, MASSED_DISPERSED.source, FIRE_DRMS['low-ammo'].source, FIRE_DRMS['artillery-preshock-level'].source),
    ) +
    section(
      'Dawn, dusk and night',
      table(['Turn', 'Command Range halved', 'Fire DRM (by range in hexes)', 'Prepared Fire', 'Cavalry charge'], night, { words: true }) +
        note(`Artillery: canister to ${ARTILLERY.canisterRange.max} hexes on the Fire Table, Shot/Shell from ${ARTILLERY.shotShellRange.min} on the Artillery Fire Table.`) +
        cite(TIME_OF_DAY_RULES.dawn.source, NIGHT_FIRE.source, ARTILLERY.canisterRange.source, ARTILLERY.shotShellRange.source),
    )
  );
}

function shock(): string {
  const drms = SHOCK_DRM_IDS.map((id) => [SHOCK_DRMS[id].text, signed(SHOCK_DRMS[id].drm)]);
  const b = SHOCK_RESULT_BANDS;
  const bands = [
    [bandText({ min: null, max: b.attackerRetreat.max }), 'Attacker retreats a hex; the defender may Continue Shock'],
    [bandText({ min: b.defenderRetreat.min, max: b.defenderRetreat.max }), 'Defender retreats a hex'],
    [bandText({ min: b.continuedShock.min, max: null }), 'Attacker may Continue Shock (chargers must)'],
    [bandText({ min: b.defenderRout.min, max: null }), 'Defender retreats two hexes and may rout; its artillery is abandoned'],
  ];
  const pre = PRE_SHOCK_CHECK.drms;
  const preRows = [
    [`${ORDERS_LABELS.march} Orders`, signed(pre.march.drm)],
    [pre.charged.text, signed(pre.charged.drm)],
    ['Behind Breastworks', signed(pre.breastworks.drm)],
    ['Each star of a leader stacked with it', signed(pre.leaderStar.drmPerStar)],
  ];
  const causes: Readonly<Record<(typeof SECOND_DISORDER_CAUSES)[number], string>> = { fire: 'Fire', shock: 'Shock', terrain: 'Terrain', 'post-shock': 'After shock' };
  const second = SECOND_DISORDER_CAUSES.map((c) => [causes[c], SECOND_DISORDER[c].infantryCavalry.text, SECOND_DISORDER[c].artillery.text]);
  const r = SHOCK_RATIO.bounds;
  return (
    section(
      'Shock Resolution DRMs the series fixes (+ favours the attacker)',
      table(['Circumstance', 'DRM'], drms, { words: true }) +
        note(`Ratios worse than ${r.worst.join('-')} count as ${r.worst.join('-')}, better than ${r.best.join('-')} as ${r.best.join('-')}; rounded for the attacker only if every attacker moved and the defender has no terrain or Breastworks DRM.`) +
        cite(SHOCK_DRMS.surrounded.source, SHOCK_DRMS.breastworks.source, SHOCK_RATIO.attackerFavour, SHOCK_RATIO.bounds.source),
    ) +
    section('Shock results the series fixes (adjusted roll)', table(['Roll', 'Result'], bands, { words: true }) + cite(b.attackerRetreat.source, b.continuedShock.source, b.defenderRout.rout)) +
    section('Defender’s pre-shock check DRMs (+ hurts the defender)', table(['Circumstance', 'DRM'], preRows, { words: true }) + cite(PRE_SHOCK_CHECK.source, pre.march.source, pre.charged.source, pre.breastworks.source)) +
    section('A second Disorder', table(['Cause', 'Infantry and cavalry', 'Artillery'], second, { words: true }) + cite(SECOND_DISORDER.fire.infantryCavalry.source, SECOND_DISORDER.shock.artillery.source)) +
    section(
      'Retreats',
      table(
        ['Hexes', 'When'],
        [RETREATS.oneHex, RETREATS.twoHexes, RETREATS.oneOrTwo].map((x) => [bandText({ min: x.hexes[0], max: x.hexes[1] }), x.causes]),
        { words: true },
      ) + cite(RETREATS.oneHex.source, RETREATS.oneOrTwo.source),
    )
  );
}

function looseCannonText(e: LooseCannonEffect): string {
  switch (e.kind) {
    case 'aggressive':
      return `${ORDERS_LABELS[e.ordersIfReached]} Orders if an enemy is within ${e.reachMps} MPs (mounted cavalry ${e.mountedCavalryReachMps}), else ${ORDERS_LABELS[e.ordersOtherwise]}`;
    case 'retain':
      return `Counts as “${ORDERS_CHANGE_RESULT_LABELS.retain}”`;
    case 'cautious':
      return `Retreats ${e.retreatHexes} hex, then ${ORDERS_LABELS[e.thenOrders]} Orders`;
    case 'unreliable':
      return `Rolls again: ${UNRELIABLE_PROFILE.map((u) => `${bandText(u)} ${ACTION_PROFILE_LABELS[u.profile]}`).join(', ')}`;
  }
}

function command(): string {
  const coordination = BRIGADE_COORDINATION.rows.map((r) => [bandText(r), `${COORDINATION_RESULT_LABELS[r.result]}${r.brigades ? `: ${r.brigades} brigades` : ''}`, COORDINATION_EFFECTS[r.result].text]);
  const change = ORDERS_CHANGE.rows.map((r) => [bandText(r), ORDERS_CHANGE_RESULT_LABELS[r.result]]);
  const d = ORDERS_CHANGE.drms;
  const loose = (['A', 'N', 'C', 'U'] as const).map((p) => [ACTION_PROFILE_LABELS[p], looseCannonText(LOOSE_CANNON[p])]);
  const efficiency = (Object.keys(CORPS_EFFICIENCY_RATING) as Array<keyof typeof CORPS_EFFICIENCY_RATING>).map((k) => {
    const e = CORPS_EFFICIENCY_RATING[k];
    return [signed(Number(k)), e.kind === 'distribute' ? `+${e.total} shared among In Command divisions, at most +${e.maxPerDivision} to one` : e.kind === 'every-division' ? `${signed(e.each)} to every In Command division` : 'None'];
  });
  const value = (v: unknown): string => (v === null ? '—' : typeof v === 'boolean' ? yesNo(v) : typeof v === 'number' ? String(v) : (ORDERS_COMPARISON_VALUE_LABELS[v as keyof typeof ORDERS_COMPARISON_VALUE_LABELS] ?? String(v)));
  const comparison = (Object.keys(ORDERS_COMPARISON_ROW_LABELS) as Array<keyof typeof ORDERS_COMPARISON_ROW_LABELS>).map((k) => [ORDERS_COMPARISON_ROW_LABELS[k], ...ORDERS.map((o) => value(ORDERS_COMPARISON[k][o].value))]);
  const stacking = ORDERS.map((o) => {
    const s = STACKING[o];
    return [ORDERS_LABELS[o], String(s.infantrySps), String(s.cavalrySps), `${s.artilleryAlone.batteries} batteries / ${s.artilleryAlone.guns} guns`, s.artilleryWithOthers ? `${s.artilleryWithOthers.batteries} battery / ${s.artilleryWithOthers.guns} guns` : 'Not allowed'];
  });
  const a = DIVISION_ACTIVATIONS;
  return (
    section(
      'Efficiency and activations',
      table(['Corps commander’s rating', 'Effect'], efficiency, { words: true }) +
        note(
          `Efficiency Markers ${EFFICIENCY.markers.min}–${EFFICIENCY.markers.max}. A division starts from its corps’ Efficiency: ${signed(a.outOfCorpsRange.drm)} out of the corps commander’s range (then at most ${a.outOfCorpsRangeCap.max}), plus its leader’s Activation Rating; never below ${a.bounds.min} nor above ${a.bounds.max}; a Combat Ineffective division at most ${a.combatIneffective.max}.`,
        ) +
        cite(EFFICIENCY.markers.source, CORPS_EFFICIENCY_RATING['2'].source, a.outOfCorpsRange.source, a.bounds.source, a.outOfCorpsRangeCap.source),
    ) +
    section('Brigade coordination (die + Coordination Rating)', table(['Roll', 'Result', 'Effect'], coordination, { words: true }) + cite(BRIGADE_COORDINATION.source, BRIGADE_COORDINATION.drm.source)) +
    section(
      'Orders change (die + Orders Rating)',
      table(['Roll', 'Result'], change, { words: true }) + note(`${signed(d.divisionLeaderStacked.drm)} division leader stacked with the brigadier; ${signed(d.corpsOrArmyCommanderStacked.drm)} corps or army commander stacked with him.`) + cite(ORDERS_CHANGE.source, d.ordersRating, d.divisionLeaderStacked.source),
    ) +
    section('Loose Cannon, by Action Profile', table(['Brigadier', 'Does'], loose, { words: true }) + cite(LOOSE_CANNON.A.source, LOOSE_CANNON.U.source)) +
    section('Orders compared', table(['', ...ORDERS.map((o) => ORDERS_LABELS[o])], comparison) + cite(ORDERS_COMPARISON.source)) +
    section('Stacking by orders', table(['Orders', 'Infantry SPs', 'Cavalry SPs', 'Artillery alone', 'Artillery with others'], stacking) + cite(STACKING.march.source, STACKING.advance.source))
  );
}

function recovery(): string {
  const rows = [
    ['Universal Disorder Die (UDD)', 'One die at or under the Cohesion Rating passes'],
    ['Leader stacked with his units', `${signed(LEADER_STARS_DRM.perStar)} a star on every roll against their Cohesion`],
    ['Rally', `At or under the Disordered Cohesion: Good Order. ${RALLY.loses.multiple}× it or more, or ${RALLY.loses.orAtLeast} or more: stays Disordered and loses ${RALLY.loses.loss} SP`],
    ['Rally DRMs', `${signed(RALLY.drms.adjacentEnemy.drm)} next to an enemy; ${signed(RALLY.drms.mountedCavalry.drm)} mounted cavalry; ${signed(RALLY.drms.leaderStar.drmPerStar)} a leader’s star`],
    ['Recovery from rout', `Passing: back within ${RECOVERY_FROM_ROUT.pass.withinHexes} hex of its brigadier, ${RECOVERY_FROM_ROUT.pass.loss} SP less, Disordered. Failing: ${RECOVERY_FROM_ROUT.fail.loss} SP less. A natural ${RECOVERY_FROM_ROUT.eliminatedOn.natural}: eliminated`],
    ['Stragglers (dusk, night, in Reserve)', `Passing a UDD: +${STRAGGLER_RECOVERY.gain.sps} SP, never back to printed strength`],
    ['Leader casualty', `A natural ${LEADERS_IN_COMBAT.casualty.killedOn.join(', ')}: killed`],
    ['Fatigue (optional)', `Levels to ${FATIGUE.max.level}; half the level, rounded up, off Movement Allowance, attacking shock and fire, and onto UDDs, defending shock and rallies`],
  ];
  return section(
    'Cohesion and recovery',
    table(['', 'Rule'], rows, { words: true }) + cite(UDD.source, LEADER_STARS_DRM.source, RALLY.source, RALLY.loses.source, RALLY.drms.adjacentEnemy.source, RECOVERY_FROM_ROUT.source, STRAGGLER_RECOVERY.source, LEADERS_IN_COMBAT.casualty.source, FATIGUE.penalty.subtract),
  );
}

// ---------------------------------------------------------------------------
// The game's own tables
// ---------------------------------------------------------------------------

/** The chart's class columns, short enough for a column head; the legend under the table spells them out. */
const CLASS_SHORT: Readonly<Record<MovementClass, string>> = { infantry: 'Inf.', cavalry: 'Cav.', artillery: 'Art.', leader: 'Ldr.' };
const cost = (c: number | 'prohibited' | undefined): string => (c === undefined ? '—' : c === 'prohibited' ? 'No entry' : String(c).replace('.5', '½'));

function terrainEffects(tables: GbacwGameTables, kindName: (k: string) => string): string {
  const rows = tables.terrainEffects!.rows;
  const drm = (n: number | undefined) => (n === undefined ? '—' : signed(n));
  const disorder = (r: GbacwTecRow) => (['infantry', 'cavalry', 'artillery'] as const).map((c) => r.disorder?.[c] ?? '—').join(' / ');
  const extra = (r: GbacwTecRow) => [r.sight ? SIGHT_EFFECT_LABELS[r.sight] : '', r.slope ? SLOPE_CLASS_LABELS[r.slope] : '', r.notes ?? ''].filter(Boolean).join('; ');
  const body = rows.map((r) => [
    `${r.label}`,
    TEC_PLACE_LABELS[r.place],
    r.terrain.map(kindName).join(', '),
    cost(r.movement.infantry),
    cost(r.movement.cavalry),
    cost(r.movement.artillery),
    cost(r.movement.leader),
    disorder(r),
    drm(r.fireDrm),
    drm(r.shockDrm),
    extra(r),
  ]);
  return wideSection(
    GAME_TABLE_LABELS.terrainEffects,
    table(['Row', 'Place', 'Muster terrain', ...MOVEMENT_CLASSES.map((c) => `MP ${CLASS_SHORT[c]}`), `Disorder (${MOVEMENT_CLASSES.slice(0, 3).map((c) => CLASS_SHORT[c]).join(' / ')})`, 'Fire DRM', 'Shock DRM', 'Also'], body) +
      note(
        `${MOVEMENT_CLASSES.map((c) => `${CLASS_SHORT[c]}: ${MOVEMENT_CLASS_LABELS[c].toLowerCase()}`).join('; ')}. A leader with no cost of his own pays the cheapest.${tables.terrainEffects!.trailNegatesHexsides ? ' A trail spares its hexsides’ costs.' : ''}`,
      ),
  );
}

function gameTables(tables: GbacwGameTables | undefined, kindName: (k: string) => string): string {
  const have = (id: GameTableId): boolean => tables?.[id] !== undefined && (id !== 'efficiencyMarkers' || (tables.efficiencyMarkers?.length ?? 0) > 0);
  const lacking = GAME_TABLES.filter((id) => !have(id));
  const from = tables ? `From ${tables.game}${tables.source ? ` (${tables.source})` : ''}, as the scenario’s designer entered them.` : '';
  const header =
    (tables ? `<p class="note">${esc(from)}${tables.notes ? ` ${esc(tables.notes)}` : ''}</p>` : '') +
    (lacking.length === 0
      ? ''
      : `<p class="note warn">${esc(`This scenario lacks ${lacking.length === GAME_TABLES.length ? 'every one of the game’s own tables' : 'these of the game’s own tables'}: ${lacking.map((id) => GAME_TABLE_LABELS[id]).join(', ')}. Use the game’s own cards for them.`)}</p>`);
  if (!tables) return header;
  const parts: string[] = [];
  if (have('terrainEffects')) parts.push(terrainEffects(tables, kindName));
  const cols: string[] = [];
  if (tables.rangeEffects) {
    const body = tables.rangeEffects.weapons.map((w) => [
      `${w.code}${w.label ? ` (${w.label})` : ''}`,
      w.artillery ? 'Artillery' : 'Small arms',
      String(w.maxRange),
      w.preparedRange === undefined ? '—' : String(w.preparedRange),
      w.drms.map((x) => `${bandText({ min: x.from, max: x.to })}: ${signed(x.drm)}`).join(', ') + (w.rapidFire ? '; Rapid Fire' : ''),
    ]);
    cols.push(section(GAME_TABLE_LABELS.rangeEffects, table(['Weapon', 'Kind', 'Range', 'Prepared', 'DRM by range in hexes'], body, { words: true })));
  }
  for (const id of ['fireTable', 'artilleryFireTable'] as const) {
    const t = tables[id];
    if (!t) continue;
    cols.push(section(GAME_TABLE_LABELS[id], table(['Roll \\ SPs', ...t.columns.map((c) => bandText(c))], t.rows.map((r) => [bandText(r), ...r.results]))));
  }
  if (tables.shockRatios) {
    const ratios = [...tables.shockRatios.ratios].sort((x, y) => x.attacker / x.defender - y.attacker / y.defender);
    cols.push(section(GAME_TABLE_LABELS.shockRatios, table(['Ratio', 'DRM'], ratios.map((x) => [`${String(x.attacker).replace('.5', '½')}-${String(x.defender).replace('.5', '½')}`, signed(x.drm)]))));
  }
  if (tables.shockAdjustments) {
    const adj = tables.shockAdjustments;
    const rows = (Object.keys(SHOCK_ADJUSTMENT_LABELS) as Array<keyof typeof SHOCK_ADJUSTMENT_LABELS>).filter((k) => adj[k] !== undefined).map((k) => [SHOCK_ADJUSTMENT_LABELS[k], signed(adj[k]!)]);
    cols.push(section(GAME_TABLE_LABELS.shockAdjustments, table(['Circumstance', 'DRM'], rows)));
  }
  if (tables.shockResolution) cols.push(section(GAME_TABLE_LABELS.shockResolution, table(['Roll', 'Result'], tables.shockResolution.rows.map((r) => [bandText(r), r.result]), { words: true })));
  if (have('efficiencyMarkers')) {
    const rows = tables.efficiencyMarkers!.map((m) => [SIDE_LABELS[m.side as keyof typeof SIDE_LABELS] ?? m.side, [...m.values].sort().join(' ')]);
    cols.push(section(GAME_TABLE_LABELS.efficiencyMarkers, table(['Side', 'Markers in the cup'], rows)));
  }
  return header + parts.join('') + (cols.length ? `<div class="cols">${cols.join('')}</div>` : '');
}

/**
 * The GBACW reference charts, landscape: the game's own tables the scenario holds (and the names of those
 * it lacks) first, as they are the ones a player reaches for most, then the series rules, two columns to a page.
 */
export function gbacwChartsSheet(settings: PrintSettings, scenario?: Pick<MusterScenario, 'title' | 'gameTables' | 'map'>): PrintSheet {
  const title = `${RULESET_LABELS.gbacw}: reference charts`;
  const map = scenario?.map;
  const kindName = (k: string) => terrainLabel(k, map?.kind === 'hex' ? map : {});
  const body =
    `<h1>${esc(title)}</h1>` +
    `<p class="sub">${esc([scenario?.title, 'one ten-sided die read 0–9', 'SP: Strength Point', 'MP: Movement Point', 'DRM: die roll modifier'].filter(Boolean).join(' · '))}</p>${cite(D10_SOURCE)}` +
    `<h2>The game’s own tables</h2>${gameTables(scenario?.gameTables, kindName)}` +
    `<h2>Series rules: fire, shock, command, terrain and recovery</h2><div class="cols">${fire()}${gbacwNotes('fire')}${shock()}${gbacwNotes('shock')}${command()}${gbacwNotes('command')}${namedTerrain()}${recovery()}${gbacwNotes('recovery')}</div>`;
  return sheetDocument(title, body, settings, CHARTS_CSS);
}
