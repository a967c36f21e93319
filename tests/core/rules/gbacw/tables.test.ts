/**
 * The series rules data against the book: every table compared with the lines it cites, read from the
 * seed (MUSTER_SEEDS_DIR or ../shared/seeds), so a number typed wrong, or a citation pointing at the
 * wrong line, fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  ARTILLERY,
  BREASTWORKS,
  BRIGADE_ACTIVATIONS,
  BRIGADE_COORDINATION,
  COMMAND_RANGE,
  CORPS_EFFICIENCY_RATING,
  DEFAULT_ORDERS,
  DIVISION_ACTIVATIONS,
  EFFICIENCY,
  EFFICIENCY_TRANSFER,
  EXTENSIONS,
  FACING_COSTS,
  FATIGUE,
  FIRE_DRMS,
  HORSE_HOLDERS,
  INITIATIVE,
  LEADER_RANKS,
  LEADERS_IN_COMBAT,
  LOOSE_CANNON,
  MARCH_ACTIVATIONS,
  MASSED_DISPERSED,
  MAX_FIRE_PER_HEX,
  MOVEMENT,
  NIGHT_FIRE,
  ORDERS_CHANGE,
  ORDERS_COMPARISON,
  POST_SHOCK_DISORDER,
  PRE_SHOCK_CHECK,
  RALLY,
  REACTION_FACING,
  REACTION_MOVE,
  RECOVERY_FROM_ROUT,
  REFUSED_FLANKS,
  RETREATS,
  SECOND_DISORDER,
  SHOCK_DRMS,
  SHOCK_RATIO,
  SHOCK_STRENGTH,
  STACKING,
  STACKING_SOURCES,
  STRAGGLER_RECOVERY,
  TERRAIN_DISORDER,
  TIME_OF_DAY_RULES,
  UDD,
  UNRELIABLE_PROFILE,
  gbacwSeriesRules,
  nightFireDrm,
  type OrdersCell,
} from '../../../../core/rules/gbacw';
import { GBACW_BOOK } from '../../../../core/rules/trace';
import { citedLine, parseCitation } from '../../../support/seeds';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The cited line, with the PDF's curly quotes, dashes and tabs made plain for matching. */
const line = (citation: string): string =>
  citedLine(citation)
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[–—−]/g, '-')
    .replace(/\t/g, ' ');

/** Every string under a `source`, `…Source`, `also`, `confirmedBy` key or in a `free` / `triggers` / `none` / `examples` list. */
function citations(value: Json, path: string[] = [], out: Array<{ path: string; citation: string }> = []) {
  if (typeof value === 'string') {
    if (value.startsWith(`${GBACW_BOOK}:`)) out.push({ path: path.join('/'), citation: value });
  } else if (Array.isArray(value)) value.forEach((v, i) => citations(v, [...path, String(i)], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) citations(v, [...path, k], out);
  return out;
}

/** A printed band, "1 or Less", "2 or 3", "10, 11", "0-2", "6 or More", "4": its lowest and highest roll. */
function printedBand(text: string): { min: number; max: number | 'more'; orLess: boolean } {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if ((m = /^(\d+) or Less$/i.exec(t))) return { min: Number(m[1]), max: Number(m[1]), orLess: true };
  if ((m = /^(\d+) or More$/i.exec(t))) return { min: Number(m[1]), max: 'more', orLess: false };
  if ((m = /^(\d+)(?: or |, |-)(\d+)$/.exec(t))) return { min: Number(m[1]), max: Number(m[2]), orLess: false };
  if ((m = /^(\d+)$/.exec(t))) return { min: Number(m[1]), max: Number(m[1]), orLess: false };
  throw new Error(`not a band: ${text}`);
}

const kebab = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, '-');

describe('every citation in the series rules data', () => {
  const all = citations(JSON.parse(JSON.stringify(gbacwSeriesRules)) as Json);

  it('is plain JSON data that survives a round trip', () => {
    expect(JSON.parse(JSON.stringify(gbacwSeriesRules))).toStrictEqual(gbacwSeriesRules);
  });

  it('names one line of the series rule book, and that line has text', () => {
    expect(all.length).toBeGreaterThan(300);
    for (const { path, citation } of all) {
      expect(parseCitation(citation).file, path).toBe(GBACW_BOOK);
      expect(citedLine(citation).trim(), `${path} → ${citation}`).not.toBe('');
    }
  });
});

describe('the tables printed as tables are the book’s rows', () => {
  it('the Orders Change Table (6.23): each row’s band and result as printed', () => {
    for (const row of ORDERS_CHANGE.rows) {
      const [band, result] = citedLine(row.source).split('\t');
      const b = printedBand(band!);
      expect(kebab(result!), row.source).toBe(row.result);
      expect(row.max, band).toBe(b.max === 'more' ? null : b.max);
      expect(row.min, band).toBe(b.orLess ? null : b.min);
    }
    expect(line(ORDERS_CHANGE.drms.divisionLeaderStacked.source)).toMatch(/division leader there is a \+1 DRM. If his corps and\/or Overall Commander is stacked with the brigadier there is a \+2 DRM/);
  });

  it('the Brigade Coordination Table (5.34): bands, results, and its ends open only past the rolls a rating of +0 to +3 can make', () => {
    const rows = BRIGADE_COORDINATION.rows;
    for (const row of rows) {
      const [band, result] = citedLine(row.source).split('\t');
      const b = printedBand(band!);
      if (row.min !== null) expect(row.min).toBe(b.min);
      else expect(b.min).toBe(0);
      if (row.max !== null) expect(row.max).toBe(b.max);
      else expect(b.min).toBe(9 + 3);
      const expected = result!.startsWith('May Coordinate') ? 'coordinate' : kebab(result!);
      expect(row.result).toBe(expected);
      if (row.result === 'coordinate') expect(result).toBe(`May Coordinate ${row.brigades} Brigades`);
    }
    expect(line(BRIGADE_COORDINATION.drm.source)).toContain('a DRM ranging from +0 to +3');
  });

  it('the Unreliable brigadier’s table (6.24): the natural roll to the profile he behaves as', () => {
    const names = { A: 'Aggressive', N: 'Normal', C: 'Cautious' };
    for (const row of UNRELIABLE_PROFILE) {
      const [band, result] = citedLine(row.source).split('\t');
      expect(printedBand(band!)).toEqual({ min: row.min, max: row.max, orLess: false });
      expect(result).toBe(names[row.profile]);
    }
    expect(line(LOOSE_CANNON.A.source)).toContain('within 3 MPs (5 MPs if mounted cavalry)');
    expect(line(LOOSE_CANNON.C.source)).toMatch(/retreats each In Command non-artillery unit in the brigade one hex, after which he places the brigade under Advance Orders/);
    expect(line(LOOSE_CANNON.none.source)).toContain('Leaders lacking an Action Profile treat a Loose Cannon as a Retain');
  });

  it('the Orders Comparison Chart (6.1): the printed rows cell by cell', () => {
    const cells = (row: { march: OrdersCell<unknown> }): string[] => citedLine(row.march.source).split('\t').slice(1);
    const yesNo = (b: unknown) => (b ? 'Yes' : 'No');
    expect(cells(ORDERS_COMPARISON.roadRate)).toEqual(['½ MP', '1 MP', 'NA']);
    expect([ORDERS_COMPARISON.roadRate.march.value, ORDERS_COMPARISON.roadRate.advance.value, ORDERS_COMPARISON.roadRate.attack.value]).toEqual([0.5, 1, null]);
    expect(cells(ORDERS_COMPARISON.moveAdjacent)).toEqual(['No (keep 5 hexes away)', 'No (except enemy artillery)', 'Yes']);
    expect(cells(ORDERS_COMPARISON.activation)).toEqual(['March AM', 'normal', 'normal']);
    for (const key of ['infantryStacking', 'cavalryStacking'] as const) {
      const row = ORDERS_COMPARISON[key];
      expect(cells(row)).toEqual([row.march.value, row.advance.value, row.attack.value].map((n) => `${n} SPs`));
    }
    for (const key of ['construction', 'fire', 'moveAndFire', 'shock'] as const) {
      const row = ORDERS_COMPARISON[key];
      expect(cells(row), key).toEqual([row.march.value, row.advance.value, row.attack.value].map(yesNo));
    }
  });

  it('every cell not on the printed chart is marked rebuilt and cites a rule outside the chart', () => {
    const chart = { from: parseCitation(ORDERS_COMPARISON.source).line, to: parseCitation(ORDERS_COMPARISON.shock.march.source).line };
    let rebuilt = 0;
    for (const [key, row] of Object.entries(ORDERS_COMPARISON)) {
      if (typeof row !== 'object' || !('march' in row)) continue;
      for (const cell of Object.values(row as Record<string, OrdersCell<unknown>>)) {
        const at = parseCitation(cell.source).line;
        const onChart = at >= chart.from && at <= chart.to;
        expect(onChart, `${key} ${cell.source}`).toBe(cell.rebuilt !== true);
        if (cell.rebuilt) rebuilt++;
      }
    }
    expect(rebuilt).toBe(7 * 3);
    expect(line(ORDERS_COMPARISON.movementAllowance.attack.source)).toContain('Its MA is halved, rounding up');
    expect(line(ORDERS_COMPARISON.preShockCheckDrm.march.source)).toContain('Pre-Shock Cohesion Check DRM of +2');
    expect(line(ORDERS_COMPARISON.artillery.attack.source)).toContain('Artillery is never under Attack Orders');
    expect(line(ORDERS_COMPARISON.retreatBeforeShock.attack.source)).toContain('May not Retreat Before Shock');
  });
});

describe('the numbers the book gives in its prose', () => {
  it('leaders: stars, ratings and movement (4.1, 9.11)', () => {
    const words = { 4: 'four stars', 3: 'three stars', 2: 'two stars', 1: 'one star' } as const;
    for (const rank of Object.values(LEADER_RANKS)) expect(line(rank.source)).toContain(words[rank.stars]);
    expect(line(LEADER_RANKS.brigade.movementSource)).toContain('it is ten (10) for all brigade and division leaders');
    expect(line(LEADER_RANKS.corps.movementSource)).toContain('The MA for these leaders is 40');
    expect(line(MOVEMENT.leaderAllowance.source)).toContain('it is 10 for brigadiers and division leaders, and 40 for corps and army commanders');
    expect(line(COMMAND_RANGE.source)).toContain("including the subordinate's hex but not the superior's hex");
    expect(line(COMMAND_RANGE.dawnDuskNightHalved.source)).toContain('All Command Ranges are halved, rounding up');
    expect(line(COMMAND_RANGE.corpsCommanderOverMoved.source)).toContain('more than ten of his allowed 40 MPs, his Command Range is reduced to 0');
  });

  it('initiative and efficiency (5.1–5.4)', () => {
    expect(line(INITIATIVE.heldLastTurn.source)).toContain('adds one (+1)');
    expect(line(INITIATIVE.commanderRating.source)).toContain('did not use more than 10 MPs');
    expect(line(INITIATIVE.tie.source)).toContain('If the modified rolls are tied, no one has the Initiative');
    expect(line(EFFICIENCY.markers.source)).toContain('numbered 1 through 4');
    expect(line(EFFICIENCY.corpsBounds.source)).toContain('may never end up below one or above four');
    expect(line(CORPS_EFFICIENCY_RATING['2'].source)).toMatch(/\+2, the Activation Efficiency of one In Command Division may be increased by two, or .* two In Command Divisions may be increased by one each/);
    expect(line(CORPS_EFFICIENCY_RATING['1'].source)).toMatch(/\+1, he may increase the Activation Efficiency of any one, In Command division leader by one/);
    expect(line(CORPS_EFFICIENCY_RATING['-1'].source)).toMatch(/-1, the corps Efficiency for that turn is reduced by one for all In Command divisions/);
    expect(line(DIVISION_ACTIVATIONS.outOfCorpsRange.source)).toContain('subtract one from that number');
    expect(line(DIVISION_ACTIVATIONS.bounds.source)).toContain('may never be below one or above four');
    expect(line(DIVISION_ACTIVATIONS.outOfCorpsRangeCap.source)).toContain('may never use more than 3 AMs');
    expect(line(DIVISION_ACTIVATIONS.combatIneffective.source)).toContain('may not have more than two Activations');
    expect(line(EFFICIENCY_TRANSFER.source)).toContain("add one to a division's number of Activations by lowering another division's by two, or lowering two other divisions' by one each");
    expect(line(EFFICIENCY_TRANSFER.perTurn.source)).toContain('only one Efficiency Transfer per turn');
    expect(line(BRIGADE_ACTIVATIONS.brigadierOutOfRange.source)).toContain('must skip one division AM');
    expect(line(BRIGADE_ACTIVATIONS.combatIneffective.source)).toContain('maximum of twice in a turn');
    expect(line(BRIGADE_ACTIVATIONS.unitOutOfCommand.source)).toContain('one fewer times than the division, with a minimum of one');
    expect(line(MARCH_ACTIVATIONS.source)).toContain('maximum possible Activation Level of four');
    expect(line(DEFAULT_ORDERS.source)).toContain('considered to be under Orders to Advance');
  });

  it('facing, refusal and stacking (7.0, 8.1)', () => {
    expect(line(FACING_COSTS.vertexOrders.source)).toContain('one vertex for each hex it starts in or enters at no cost in MPs. Any change of more than one vertex (per hex) costs 1 MP');
    expect(line(FACING_COSTS.march.source)).toContain('pay 1 MP for a change of more than one hexside');
    expect(line(FACING_COSTS.attackInWoods.source)).toMatch(/pay 1 MP per vertex .* pay only 1 MP to change 180/);
    expect(line(REFUSED_FLANKS.cost.source)).toContain('It costs each unit in a stack 1 MP to Refuse');
    expect(line(REFUSED_FLANKS.minStrength.source)).toContain('must have at least 3 SPs to refuse');
    expect(line(REFUSED_FLANKS.leave.source)).toContain('pays 1 MP to leave Refused status');
    expect(line(REFUSED_FLANKS.fire.source)).toContain('round down for the Refused Frontal hex; round up for the normal Frontal hexes');
    expect(line(STACKING.march.source)).toContain(`up to ${STACKING.march.infantrySps} SPs of infantry`);
    expect(line(STACKING_SOURCES.marchCavalry)).toContain('up to four mounted cavalry SPs');
    expect(STACKING.march.cavalrySps).toBe(4);
    expect(line(STACKING_SOURCES.marchArtillery)).toMatch(new RegExp(`Two batteries, regardless of the number of guns, or ${STACKING.march.artilleryAlone.guns} guns`));
    expect(line(STACKING.advance.source)).toContain(`up to a maximum of ${STACKING.advance.infantrySps} SPs per hex, or any one unit regardless of strength`);
    expect(line(STACKING_SOURCES.advanceCavalry)).toContain(`${STACKING.advance.cavalrySps} mounted SPs from the same brigade`);
    expect(line(STACKING_SOURCES.advanceCavalry)).toContain(`one battery or ${STACKING.advance.artilleryWithOthers!.guns} guns`);
    expect(line(STACKING_SOURCES.advanceArtillery)).toContain(`up to two artillery batteries per hex, regardless of strength, or ${STACKING.attack.artilleryAlone.guns} guns`);
    expect(line(STACKING.leadersSource)).toContain('no stacking limits for leaders');
  });

  it('extensions (8.4, 8.5)', () => {
    expect(line(EXTENSIONS.line.source)).toContain(`with ${EXTENSIONS.line.infantry[0]!.minSps} SPs or more`);
    expect(line(EXTENSIONS.line.doubleSource)).toContain(`Units with ${EXTENSIONS.line.infantry[1]!.minSps} SPs or more may Extend to both sides`);
    expect(line(EXTENSIONS.column.source)).toContain(`infantry units of ${EXTENSIONS.column.infantry[0]!.minSps} SPs or more`);
    expect(line(EXTENSIONS.column.source)).toContain(`cavalry units of ${EXTENSIONS.column.cavalry[0]!.minSps} SPs or more`);
    expect(line(EXTENSIONS.column.twoSource)).toContain(`infantry unit with ${EXTENSIONS.column.infantry[1]!.minSps} SPs or more, or a cavalry unit with ${EXTENSIONS.column.cavalry[1]!.minSps} SPs or more, must Extend two hexes`);
    expect(line(EXTENSIONS.maxCost.source)).toContain('must not be greater than 2 MPs');
    expect(line(EXTENSIONS.advanceColumnPenalty.source)).toContain('subtract 1 MP');
    expect(line(EXTENSIONS.advanceColumnPenalty.source)).toContain('subtract 2 MP');
    expect(line(EXTENSIONS.shares.example)).toMatch(/9-SP unit would have 5 SPs .* 4 SPs .* 17-SP unit .* 6 SPs .* 6 SPs .* and 5 SPs/);
  });

  it('movement (9.0) and the terrain Disorder codes', () => {
    expect(line(MOVEMENT.attackHalves.source)).toContain('Its MA is halved, rounding up');
    expect(line(MOVEMENT.marchRoad.source)).toContain('the cost to enter a Road or Pike hex is ½ MP');
    expect(line(MOVEMENT.trail.down.source)).toContain('Round down, to a minimum of 1 MP, if under March, and for Leaders');
    expect(line(MOVEMENT.trail.up.source)).toContain('Round up, if under Advance');
    expect(line(MOVEMENT.connectedOnly)).toContain('only if they enter such a hex from a connecting Pike/Road/Trail hex');
    expect(line(MOVEMENT.withdrawal.source)).toContain('a maximum of two hexes');
    expect(line(MOVEMENT.withdrawal.source)).toContain('+1 DRM for each MP in excess of one');
    expect(line(MOVEMENT.charge.source)).toContain('using no more than 5 MPs');
    expect(line(MOVEMENT.charge.pathSource)).toMatch(/last three hexes .* costs more than 1 MP/);
    expect(line(MOVEMENT.artilleryReactOrRetreat.source)).toContain('more than 2 MPs');
    expect(line(MOVEMENT.breastworksRemoval.source)).toContain('expending one additional MP');
    expect(line(TERRAIN_DISORDER.D.source)).toMatch(/with a "D," that unit is automatically Disordered/);
    expect(line(TERRAIN_DISORDER.d.source)).toMatch(/with a "d" or "dr," that unit undergoes a UDD/);
    expect(TERRAIN_DISORDER.dr).toMatchObject({ automatic: false, udd: true });
  });

  it('fire (8.3, 10.0): the per-hex limits, and every DRM of 10.81 with the sign its own rule gives', () => {
    expect(line(MAX_FIRE_PER_HEX.infantry.source)).toContain(`${MAX_FIRE_PER_HEX.infantry.sps} SPs of infantry or dismounted cavalry or ${MAX_FIRE_PER_HEX.mountedCavalry.sps} SPs of mounted cavalry`);
    expect(line(MAX_FIRE_PER_HEX.artilleryAlone.source)).toContain(`${MAX_FIRE_PER_HEX.artilleryAlone.sps} artillery SPs`);
    expect(line(MAX_FIRE_PER_HEX.artilleryAboveInfantry.source)).toContain('any combination of 7 total SPs or one battery');
    expect(line(MAX_FIRE_PER_HEX.artilleryAboveMountedCavalry.source)).toContain('cavalry firing no more than 4 SPs');
    expect(line(MASSED_DISPERSED.source)).toMatch(/8 SPs or more .* \+1 .* 2 SPs or fewer, apply a Dispersed Target adjustment of -1/);
    for (const [id, d] of Object.entries(FIRE_DRMS)) {
      const printed = line(d.source);
      const magnitude = Math.abs(d.drm);
      // The 10.81 list: "- +1 …" keeps its sign; "- 1 …" lost its minus in the extraction.
      const m = /^- (\+\/-|\+)?(\d) /.exec(printed);
      if (m) {
        expect(Number(m[2]), id).toBe(magnitude);
        if (m[1] === '+') expect(d.drm, id).toBeGreaterThan(0);
        if (!m[1]) {
          expect(d.drm, id).toBeLessThan(0);
          expect(line(d.confirmedBy!), `${id}: the rule that gives the sign`).toMatch(new RegExp(`-\\s?${magnitude}|subtract|-${magnitude} DRM`));
        }
      } else {
        expect(printed, id).toMatch(new RegExp(`[-+]${magnitude}|${magnitude === 1 ? 'add one' : '-'}`));
      }
    }
    expect(line(ARTILLERY.canisterRange.source)).toContain('one, two or three hexes');
    expect(line(ARTILLERY.shotShellRange.source)).toContain('four hexes or greater');
    expect(line(ARTILLERY.rapidFire.ammoSource)).toContain('unadjusted 0 or 5');
    expect(line(ARTILLERY.ammo.source)).toContain('unadjusted 5, it incurs a Low Ammo -2 DRM');
    expect(line(HORSE_HOLDERS.source)).toContain('subtract one from every 4 SPs');
  });

  it('Dawn, Dusk and Night (16.1): the printed night penalties are the cumulative sum, and ranges halve', () => {
    const printed = line(NIGHT_FIRE.source);
    for (const { range, drm } of NIGHT_FIRE.printed) {
      expect(printed).toContain(String(drm));
      expect(nightFireDrm(range)).toBe(drm);
    }
    expect(nightFireDrm(3)).toBe(-6);
    expect(line(FIRE_DRMS['dawn-dusk'].confirmedBy!)).toContain('-2 DRM for any fire over one hex range');
    expect(TIME_OF_DAY_RULES.night.commandRangeHalved && TIME_OF_DAY_RULES.dawn.commandRangeHalved && !TIME_OF_DAY_RULES.day.commandRangeHalved).toBe(true);
  });

  it('reaction and shock (9.6, 11.0)', () => {
    expect(line(REACTION_FACING.perEnemyBrigadeActivation.source)).toContain('only once per enemy brigade Activation');
    expect(line(REACTION_FACING.vertices.source)).toContain('by only one vertex');
    expect(line(REACTION_MOVE.hexes.source)).toContain('one or two hexes');
    expect(line(REACTION_MOVE.source) + line(REACTION_MOVE.hexes.source)).toContain('in reaction');
    expect(line(SHOCK_STRENGTH.artillery.source)).toContain('add 1 SP for every four guns in the hex, rounded down (with a minimum strength of 1 SP)');
    expect(line(SHOCK_STRENGTH.cavalryFlankOrRear.source)).toMatch(/Flank or Rear has its strength doubled, while mounted cavalry shocking or charging into Woods or Cedar hexes, or defending in such hexes, has its strength halved/);
    expect(line(SHOCK_RATIO.bounds.source)).toContain('less than 1-4 is treated as 1-4; a ratio more than 5-1 is treated as 5-1');
    const words: Record<string, RegExp> = {
      surrounded: /\+5 DRM/,
      'frontal-hex-of-untargeted-enemy': /subtract one from the shock resolution die roll/,
      'infantry-charge': /\+1 DRM in favor of the attacker/,
      'cavalry-charge': /A \+1 DRM for Charging/,
      'countercharge-against-infantry': /suffers a -1 shock DRM/,
      'no-brigadier': /subtracts one from the roll/,
      'aggressive-brigadier': /add one to the Shock Resolution die roll/,
      'continued-shock': /subtract one \(-1\) from the Shock DR/,
      breastworks: /^- -1 Defending against shock within Breastworks/,
    };
    for (const [id, d] of Object.entries(SHOCK_DRMS)) expect(line(d.source), id).toMatch(words[id]!);
    expect(line(PRE_SHOCK_CHECK.drms.march.source)).toContain('Pre-Shock Cohesion Check DRM of +2');
    expect(line(PRE_SHOCK_CHECK.drms.charged.source)).toContain('add one (+1) to Pre-Shock Cohesion Checks');
    expect(line(PRE_SHOCK_CHECK.drms.breastworks.source)).toContain("-1 Defender's Pre-Shock Cohesion Check");
    expect(line(PRE_SHOCK_CHECK.march.fail.source)).toContain('it Routs (non-artillery) or is Abandoned (artillery)');
    expect(line(POST_SHOCK_DISORDER.attackerStackWithDisordered.source)).toContain('suffers a 1 SP loss');
    expect(line(POST_SHOCK_DISORDER.mountedCavalryDisordered.source)).toContain('All Disordered mounted cavalry are now Blown');
  });

  it('the 2nd Disorder Table rebuilt from 12.35–12.36, and retreats (12.4)', () => {
    expect(line(SECOND_DISORDER.fire.infantryCavalry.source)).toContain('FROM FIRE');
    expect(line(SECOND_DISORDER.shock.infantryCavalry.source)).toContain('FROM SHOCK');
    expect(line(SECOND_DISORDER.terrain.infantryCavalry.source)).toContain('FROM TERRAIN');
    expect(line(SECOND_DISORDER['post-shock'].infantryCavalry.source)).toContain('FROM AUTOMATIC POST-SHOCK DISORDER');
    expect(line(SECOND_DISORDER.fire.artillery.source)).toContain('From Fire, it loses 1 SP');
    expect(line(SECOND_DISORDER.shock.artillery.source)).toContain('it is abandoned');
    expect(line(RETREATS.oneHex.source)).toContain('ONE HEX');
    expect(line(RETREATS.twoHexes.source)).toContain('TWO HEXES');
    expect(line(RETREATS.oneOrTwo.source)).toContain('ONE OR TWO HEXES');
    expect(line(RETREATS.blocked.source)).toContain('loses 1 SP for each hex it should retreat but cannot');
  });

  it('cohesion, rally, recovery, leaders and breastworks (2.6, 11.7, 12.7, 13, 15, 16.2, 17)', () => {
    expect(line(UDD.source)).toContain('the same as or lower than the unit’s Cohesion Rating'.replace('’', "'"));
    expect(line(RALLY.loses.source)).toContain('At least two times higher than its Disordered Cohesion Rating or an adjusted 9 or higher');
    expect(line(RALLY.drms.adjacentEnemy.source)).toContain('+1 DRM');
    expect(line(RALLY.drms.mountedCavalry.source)).toContain('-1 DRM');
    expect(line(RALLY.drms.leaderStar.source)).toContain('subtract one (-1) for each rank (star)');
    expect(line(RECOVERY_FROM_ROUT.pass.source)).toContain('within one hex of its brigadier. However, reduce the unit by 1 SP');
    expect(line(RECOVERY_FROM_ROUT.eliminatedOn.source)).toContain('if a 9 is rolled the unit is permanently eliminated');
    expect(line(STRAGGLER_RECOVERY.gain.source)).toContain('increase its SP by one');
    expect(line(STRAGGLER_RECOVERY.cap.source)).toContain('one short of its original strength');
    expect(line(LEADERS_IN_COMBAT.casualty.source)).toContain('If the roll is a 0, that leader has been killed');
    expect(line(BREASTWORKS.where.source)).toContain('within three hexes of a Woods, Orchard, or Town hex');
    expect(line(BREASTWORKS.perHex.source)).toContain('No hex can contain more than two Breastworks');
    expect(line(BREASTWORKS.turns.source)).toContain('two complete Game Turns for construction, except at Night, when they require only one turn');
    expect(line(FATIGUE.brokenWheels.source)).toContain('if it is 6 - 9, the unit loses 1 SP');
    expect(line(FATIGUE.penalty.subtract)).toContain('Subtract half the Fatigue Level (rounding up)');
  });
});
