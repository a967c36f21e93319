/**
 * What the GBACW series book fixes about the order of play and who may do what, as data with its lines:
 * the Sequence of Play (3.0), artillery command (4.3), the Reserve (6.3), the fire procedure (10.1,
 * 10.3–10.5, 10.7), the advance after combat (12.6) and the unit states (13.1). The functions answer the
 * questions the hex preview and the checks ask ("may this unit fire now, and how?", "must it advance?");
 * each answer carries the cases it rests on.
 */
import { gbacwLine } from '../trace';
import type { Orders } from './types';

export interface PlayStep {
  id: string;
  name: string;
  /** What is done, in Muster's words. */
  does: string;
  source: string;
  steps?: PlayStep[];
}

const step = (id: string, name: string, line: number, does: string, steps?: PlayStep[]): PlayStep => ({ id, name, does, source: gbacwLine(line), ...(steps ? { steps } : {}) });

/** The Sequence of Play (3.0): four segments, their phases in order. */
export const SEQUENCE_OF_PLAY: readonly PlayStep[] = [
  step('I', 'Initiative Segment', 225, 'each player rolls for the Initiative (5.1)'),
  step('II', 'Orders Segment', 229, 'command, Efficiency, Orders and Reserve are settled before anything moves', [
    step('II.A', 'Determine Chain of Command Phase', 231, 'who is within the chain of command (4.2)'),
    step('II.B', 'Activation Efficiency Determination Phase', 233, 'Efficiency Markers give each corps its Efficiency and each division its AMs (5.2, 5.4)'),
    step('II.C', 'Division Orders Phase', 235, 'Orders changed down an unbroken chain of command; division artillery attached to brigades (4.32)'),
    step('II.D', 'Reinforcement Orders Phase', 240, 'Orders for the reinforcements arriving this turn'),
    step('II.E', 'Reserve Placement Phase', 242, 'qualifying commands placed In Reserve (6.3)'),
    step('II.F', 'Engineering Phase', 244, 'Breastwork construction begun'),
  ]),
  step('III', 'Activation Segment', 246, 'the divisions activate one AM at a time', [
    step('III.A', 'Initiative Activation Choice', 248, 'the Initiative player picks the AM that goes first'),
    step('III.B', 'AM Pool Placement', 250, 'every other AM goes into the pool'),
    step('III.C', 'Activation', 252, 'AMs drawn one by one; the drawn command acts', [
      step('III.C.1', 'Change Orders Phase', 254, 'brigadiers may roll to change Orders (6.2)'),
      step('III.C.2', 'Brigade Coordination Phase', 255, 'the division leader may roll to activate all its brigades at once (5.34)'),
      step('III.C.3', 'Action Phase', 256, 'each unit moves and/or fires, or resupplies and rallies; Shock after the brigade\'s other actions'),
    ]),
  ]),
  step('IV', 'End of Turn Segment', 264, 'commanders move, the Reserve recovers, effectiveness is checked', [
    step('IV.A', 'Commander Movement Phase', 266, 'corps and Overall Commanders move (their only voluntary move)'),
    step('IV.B', 'Replacement/Recovery Phase', 268, 'leaders replaced, In-Reserve activities (6.35) and the automatic Rally or Fatigue reduction of a brigade that stood still (17.42, line 271), Reserve left, Abandoned guns, Breastworks finished'),
    step('IV.C', 'Combat Effectiveness Phase', 277, 'brigades and divisions checked for Combat Ineffectiveness (13.2, 13.3)'),
    step('IV.D', 'Turn Record Phase', 279, 'the turn marker advances'),
  ]),
];

/** Artillery command (4.3). */
export const ARTILLERY_COMMAND = {
  /** An artillery brigadier activates like a brigadier; his batteries act when he does. */
  brigadier: gbacwLine(356),
  /** Division artillery may be attached to that division's brigades, one battery a brigade, in the Division Orders Phase. */
  attached: { perBrigade: 1, source: gbacwLine(358) },
  /** Artillery commanders and Reserve formations are the Battle Book's. */
  battleBook: gbacwLine(360),
} as const;

/** The Reserve (6.3): who qualifies, and what it costs to be shot at. */
export const RESERVE = {
  qualifies: gbacwLine(665),
  orders: ['advance', 'attack'] as readonly Orders[],
  /** Out of every enemy's sight and this far from the nearest enemy combat unit, or that far with no sight rule. */
  outOfSightHexes: 5,
  anyHexes: 10,
  nightHexes: 5,
  placed: gbacwLine(673),
  /** Shock, or fire at four hexes or less, at any unit of the brigade: all Disorder and take Advance Orders. */
  removedByFireWithin: 4,
  removed: gbacwLine(677),
  /** 6.34's involuntary removal, the one way a Reserve ends before the Recovery Phase. */
  removedInvoluntarily: gbacwLine(680),
  /** 6.32: no action a unit not In Reserve may take; only reinforcements entering heed drawn AMs. */
  noActions: gbacwLine(673),
  activities: gbacwLine(682),
} as const;

/**
 * Whether being shot at or shocked ends a command's Reserve (6.34): Shock, or fire at four hexes or less,
 * at any unit of the brigade does, at once; fire from further off does not.
 */
export function reserveEndedBy(attack: { kind: 'shock' } | { kind: 'fire'; rangeHexes: number }): { ends: boolean; why: string; source: string } {
  if (attack.kind === 'shock') return { ends: true, why: 'a Shock on any unit of the brigade ends its Reserve: all its units Disorder and take Advance Orders, then the Shock is made', source: RESERVE.removedInvoluntarily };
  if (attack.rangeHexes <= RESERVE.removedByFireWithin) return { ends: true, why: `fire at a range of ${attack.rangeHexes} (four hexes or less) ends the brigade's Reserve: all its units Disorder and take Advance Orders, then the fire is made`, source: RESERVE.removedInvoluntarily };
  return { ends: false, why: `fire at ${attack.rangeHexes} hexes, more than four, leaves the brigade In Reserve`, source: RESERVE.removedInvoluntarily };
}

/** End-of-turn recovery (3.0 IV.B, line 271): 6.35 for a command In Reserve, 17.42 for a brigade that stood still. */
export const RECOVERY = {
  inReserve: gbacwLine(682),
  stoodStill: gbacwLine(2510),
  rally: gbacwLine(2512),
  fatigue: gbacwLine(2513),
  phase: gbacwLine(271),
} as const;

export interface RecoveryFacts {
  inReserve: boolean;
  /** Its non-artillery units did not move, reaction move, use Phasing Fire, build Breastworks, declare a Shock or stand as a Shock target all turn (17.42). */
  stoodStill: boolean;
}

/** What a brigade may do in the Replacement/Recovery Phase: the In-Reserve activities, or 17.42's one choice, or nothing. */
export function endOfTurnRecovery(f: RecoveryFacts): Array<{ does: string; source: string }> {
  if (f.inReserve) {
    return [
      { does: 'reduce Fatigue by two levels', source: RECOVERY.inReserve },
      { does: 'flip every Disordered unit to its normal side unless Collapsed', source: RECOVERY.inReserve },
      { does: 'attempt Straggler Recovery and recovery from Rout, resupply ammunition fully, take Attack or Advance Orders', source: RECOVERY.inReserve },
    ];
  }
  if (!f.stoodStill) return [];
  return [
    { does: 'either rally every Disordered unit within Command Range of its brigadier automatically', source: RECOVERY.rally },
    { does: 'or reduce Fatigue by one level', source: RECOVERY.fatigue },
  ];
}

export interface ReserveFacts {
  orders: Orders;
  /** Every unit of the command within its superior's command range. */
  inCommand: boolean;
  /** Hexes from the command's nearest unit to the nearest enemy combat unit. */
  nearestEnemy: number;
  /** Whether any enemy unit sees any unit of the command. */
  seen: boolean;
  night?: boolean;
}

/** Whether a command may be placed In Reserve (6.31), with each condition and its answer. */
export function reserveQualification(f: ReserveFacts): { qualifies: boolean; reasons: Array<{ met: boolean; text: string; source: string }> } {
  const far = f.night ? RESERVE.nightHexes : RESERVE.anyHexes;
  const distance =
    f.nearestEnemy >= far
      ? { met: true, text: `the nearest enemy combat unit is ${f.nearestEnemy} hexes off (${far} or more${f.night ? ' at night' : ''} needs no sight rule)` }
      : !f.seen && f.nearestEnemy >= RESERVE.outOfSightHexes
        ? { met: true, text: `out of every enemy's sight and ${f.nearestEnemy} hexes from the nearest enemy combat unit (${RESERVE.outOfSightHexes} or more)` }
        : { met: false, text: `the nearest enemy combat unit is ${f.nearestEnemy} hexes off${f.seen ? ' and an enemy sees the command' : ''}: it needs ${RESERVE.outOfSightHexes} out of sight, or ${far}` };
  const reasons = [
    { met: f.inCommand, text: f.inCommand ? 'every unit is within its superior\'s command range' : 'a unit is outside its superior\'s command range', source: RESERVE.qualifies },
    { met: RESERVE.orders.includes(f.orders), text: `under ${f.orders[0]!.toUpperCase()}${f.orders.slice(1)} Orders${RESERVE.orders.includes(f.orders) ? '' : ': a command In Reserve is under Advance or Attack Orders'}`, source: RESERVE.qualifies },
    { ...distance, source: RESERVE.qualifies },
  ];
  return { qualifies: reasons.every((r) => r.met), reasons };
}

// ---------------------------------------------------------------------------
// The fire procedure (10.1, 10.3–10.5, 10.7)
// ---------------------------------------------------------------------------

export const FIRE_OCCASIONS = ['phasing', 'return', 'pre-shock', 'withdrawal', 'approach'] as const;
export type FireOccasion = (typeof FIRE_OCCASIONS)[number];
export const FIRE_OCCASION_LABELS: Readonly<Record<FireOccasion, string>> = {
  phasing: 'Phasing Fire',
  return: 'Return Fire',
  'pre-shock': 'Pre-Shock Fire',
  withdrawal: 'Withdrawal Fire',
  approach: 'Approach Fire',
};

export const FIRE_PROCEDURE = {
  whenActivated: gbacwLine(1245),
  range: gbacwLine(1251),
  voluntary: gbacwLine(1253),
  separately: gbacwLine(1255),
  split: gbacwLine(1263),
  phasingOnce: gbacwLine(1399),
  phasingByOrders: gbacwLine(1403),
  phasingNot: gbacwLine(1410),
  nonPhasing: gbacwLine(1417),
  nonPhasingOrders: gbacwLine(1421),
  return: gbacwLine(1431),
  preShock: gbacwLine(1444),
  withdrawal: gbacwLine(1450),
  /** Artillery only, at a unit moving within three hexes, once per enemy brigade Activation. */
  approach: { hexes: 3, source: gbacwLine(1454) },
  artilleryMoveAndFire: gbacwLine(1474),
  prepared: { drm: 1, source: gbacwLine(1468), who: gbacwLine(1460), range: gbacwLine(1458) },
  /** Each SP lost to small arms or grapeshot is one gun lost. */
  smallArmsVsArtillery: { gunsPerSp: 1, source: gbacwLine(1530) },
} as const;

export interface FirerFacts {
  orders: Orders;
  arm: 'infantry' | 'cavalry' | 'artillery';
  /** Dismounted cavalry counts as infantry for fire but not for phasing Prepared Fire. */
  dismounted?: boolean;
  disordered?: boolean;
  /** Its brigade is the one activated now. */
  phasing: boolean;
  /** MPs it has spent (or will) this Activation. */
  movedMps?: number;
  /** Its printed MA, for artillery's half-MA limit. */
  ma?: number;
  /** It changed stacking order, advanced, retreated or stands in Extended Column this Activation (10.52). */
  unsettled?: boolean;
  inReserve?: boolean;
  /** An individual unit entering as a Reinforcement, which heeds drawn AMs though its command is In Reserve (6.32). */
  enteringAsReinforcement?: boolean;
  /** It only changes facing by one vertex before or after firing, spending no other MP (10.61). */
  turnsOneVertexOnly?: boolean;
  /** Artillery that started the brigade Activation stacked under non-artillery and is now the top unit (10.61). */
  uncoveredThisActivation?: boolean;
}

export interface FireOpportunity {
  kind: FireOccasion;
  allowed: boolean;
  why: string;
  source: string;
  /** The Prepared Fire +1, when it may be claimed (within the weapon's Prepared Fire range). */
  prepared?: boolean;
  /** Artillery that moves and fires takes −2 (10.61). */
  drm?: number;
  /** It may not Rapid Fire (10.61: guns uncovered this Activation). */
  noRapidFire?: boolean;
}

/** 10.61's artillery details, with their lines. */
export const ARTILLERY_FIRE = {
  movedDrm: { drm: -2, source: gbacwLine(1477) },
  halfMa: gbacwLine(1478),
  disordered: gbacwLine(1479),
  uncovered: { drm: -2, source: gbacwLine(1480) },
} as const;

/** Which kinds of fire a unit may use now, and on what terms (10.11, 10.3–10.5, 10.61). */
export function fireOpportunities(f: FirerFacts): FireOpportunity[] {
  const guns = f.arm === 'artillery';
  const out: FireOpportunity[] = [];
  const march = f.orders === 'march';
  const reserve = f.inReserve && !f.enteringAsReinforcement ? 'a command In Reserve takes no action (6.32)' : undefined;
  // Guns uncovered this Activation fire at −2 and may not Rapid Fire (10.61).
  const uncovered = guns && f.uncoveredThisActivation;
  const prepared = (phasing: boolean): boolean =>
    !guns && !f.disordered && !f.unsettled && f.orders !== 'march' && (phasing ? f.arm === 'infantry' && !f.dismounted && !(f.movedMps ?? 0) : f.arm === 'infantry' || (f.arm === 'cavalry' && !!f.dismounted));
  if (f.phasing) {
    let allowed = !march && !reserve;
    let why = march ? 'under March Orders: no Phasing Fire' : (reserve ?? '');
    let drm: number | undefined;
    if (allowed && guns) {
      if (f.disordered) [allowed, why] = [false, 'Disordered artillery may move but not fire'];
      else if (f.ma !== undefined && (f.movedMps ?? 0) > f.ma / 2) [allowed, why] = [false, `it moved ${f.movedMps} of ${f.ma} MPs, more than half: moving batteries beyond half their MA may not fire`];
      else if (f.movedMps) [why, drm] = ['guns that move and fire take −2; firing halves their MA', ARTILLERY_FIRE.movedDrm.drm];
      else why = f.turnsOneVertexOnly ? 'once this Activation; turning one vertex before or after firing costs no −2; firing halves its MA' : 'once this Activation; firing halves its MA';
      if (allowed && uncovered) [why, drm] = [`${why}; it was stacked under non-artillery when the Activation began: −2 to any fire and no Rapid Fire`, (drm ?? 0) + ARTILLERY_FIRE.uncovered.drm];
    } else if (allowed && f.orders === 'advance' && (f.movedMps ?? 0) > 0) [allowed, why] = [false, 'under Advance Orders it fires instead of moving, and it has spent MPs'];
    else if (allowed) why = f.orders === 'attack' ? 'once this Activation, before, during or after its movement' : 'once, instead of moving (it may turn a vertex first)';
    out.push({
      kind: 'phasing',
      allowed,
      why,
      source: reserve ? RESERVE.noActions : uncovered && allowed ? ARTILLERY_FIRE.uncovered.source : guns && allowed ? FIRE_PROCEDURE.artilleryMoveAndFire : march || (f.orders === 'advance' && (f.movedMps ?? 0) > 0) ? FIRE_PROCEDURE.phasingNot : FIRE_PROCEDURE.phasingByOrders,
      ...(allowed && prepared(true) ? { prepared: true } : {}),
      ...(drm ? { drm } : {}),
      ...(allowed && uncovered ? { noRapidFire: true } : {}),
    });
    return out;
  }
  const nonPhasing = (kind: FireOccasion, source: string, onlyFor?: 'guns' | 'small-arms'): void => {
    const wrongArm = onlyFor === 'guns' ? !guns : onlyFor === 'small-arms' ? guns : false;
    // In Reserve it takes no action, Non-Phasing Fire included (6.32); the Reserve ends only when Shock, or fire
    // at four hexes or less, targets its brigade (6.34), and then it fires Disordered under Advance Orders.
    const allowed = !march && !wrongArm && !(guns && f.disordered) && !reserve;
    const why = march
      ? 'under March Orders: no Non-Phasing Fire'
      : wrongArm
        ? onlyFor === 'guns' ? 'artillery only' : 'infantry and cavalry only'
        : guns && f.disordered
          ? 'Disordered artillery may not fire'
          : reserve
            ? 'a command In Reserve takes no action, so no Non-Phasing Fire; only Shock or fire at four hexes or less at its brigade ends the Reserve, and then every unit Disorders and takes Advance Orders (6.34)'
            : uncovered
              ? 'once per enemy brigade Activation, with all its SPs; stacked under non-artillery when the Activation began: −2 and no Rapid Fire'
              : 'once per enemy brigade Activation, with all its SPs';
    out.push({
      kind,
      allowed,
      why,
      source: march ? FIRE_PROCEDURE.nonPhasingOrders : reserve && !wrongArm ? RESERVE.noActions : uncovered && allowed ? ARTILLERY_FIRE.uncovered.source : source,
      ...(allowed && prepared(false) ? { prepared: true } : {}),
      ...(allowed && uncovered ? { drm: ARTILLERY_FIRE.uncovered.drm, noRapidFire: true } : {}),
    });
  };
  nonPhasing('return', FIRE_PROCEDURE.return);
  nonPhasing('pre-shock', FIRE_PROCEDURE.preShock);
  nonPhasing('withdrawal', FIRE_PROCEDURE.withdrawal, 'small-arms');
  nonPhasing('approach', FIRE_PROCEDURE.approach.source, 'guns');
  return out;
}

// ---------------------------------------------------------------------------
// Advance after combat (12.6)
// ---------------------------------------------------------------------------

export const ADVANCE = {
  source: gbacwLine(2118),
  afterShock: gbacwLine(2120),
  afterFire: gbacwLine(2121),
  prohibited: gbacwLine(2123),
  disorderTerrain: gbacwLine(2124),
  /** "Advance is voluntary when the defender Retreats Before Shock [11.35]" (11.46). */
  retreatBeforeShock: gbacwLine(1772),
  artillery: gbacwLine(2125),
  notApproachOrWithdrawalTarget: gbacwLine(2126),
} as const;

export interface AdvanceFacts {
  /** What emptied the hex. */
  cause: 'shock' | 'fire';
  artillery: boolean;
  /** For fire: the firer started the Activation next to the target. */
  startedAdjacent?: boolean;
  /** The hex may not be entered from where the unit stands. */
  prohibited?: boolean;
  orders?: Orders;
  /** After Shock: the defender Retreated Before Shock (11.35). */
  retreatedBeforeShock?: boolean;
  /** The hex's terrain cost for the advancing unit carries a "d" (a UDD) or a "D" (Auto Disorder). */
  terrainDisorder?: 'd' | 'D';
  /** The advancing unit is Disordered already. */
  disordered?: boolean;
}

export interface AdvanceAnswer {
  advance: 'must' | 'may' | 'may-not';
  why: string;
  source: string;
  /** What entering the hex costs the advancing unit in order (12.6, line 2124). */
  terrain?: { why: string; source: string };
}

/** The "d" or "D" of the hex entered, taken as part of the advance (line 2124). */
function terrainOnAdvance(f: AdvanceFacts): AdvanceAnswer['terrain'] {
  if (!f.terrainDisorder) return undefined;
  const why =
    f.terrainDisorder === 'd'
      ? `the hex costs "d": it makes an Uncontrolled Disorder check (UDD) as it advances${f.disordered ? '; already Disordered, a failed UDD halts the advance' : ''}`
      : `the hex costs "D": it Disorders automatically as it advances${f.disordered ? '; already Disordered, the D halts the advance' : ''}`;
  return { why, source: ADVANCE.disorderTerrain };
}

/** Whether a phasing unit must, may or may not advance into a hex emptied by its combat (12.6). */
export function advanceAfterCombat(f: AdvanceFacts): AdvanceAnswer {
  if (f.artillery) return { advance: 'may-not', why: 'artillery never advances', source: ADVANCE.artillery };
  if (f.prohibited) return { advance: 'may-not', why: 'no advance across a hexside or into a hex where movement is prohibited', source: ADVANCE.prohibited };
  const terrain = terrainOnAdvance(f);
  const withTerrain = (a: AdvanceAnswer): AdvanceAnswer => (terrain ? { ...a, terrain } : a);
  if (f.cause === 'shock' && f.retreatedBeforeShock) return withTerrain({ advance: 'may', why: 'the defender Retreated Before Shock: the attackers may advance into the hex it left, or stay', source: ADVANCE.retreatBeforeShock });
  if (f.cause === 'shock') return withTerrain({ advance: 'must', why: 'a hex emptied in Shock must be taken by every attacking unit the stacking limits allow, chargers first', source: ADVANCE.afterShock });
  if (!f.startedAdjacent) return { advance: 'may-not', why: 'after fire only a firer that started the Activation next to the target may advance', source: ADVANCE.afterFire };
  return withTerrain({ advance: 'may', why: `the firer may advance, decided at once${f.orders === 'attack' ? '; under Attack Orders it may not move after' : ''}`, source: ADVANCE.afterFire });
}

// ---------------------------------------------------------------------------
// Unit states (13.1)
// ---------------------------------------------------------------------------

export const UNIT_STATES = ['good-order', 'disordered', 'collapsed', 'routed'] as const;
export type UnitState = (typeof UNIT_STATES)[number];
export const UNIT_STATE_RULES: Readonly<Record<UnitState, { label: string; what: string; improvedBy?: string; source: string }>> = {
  'good-order': { label: 'Good Order', what: 'on its front side', source: gbacwLine(2182) },
  disordered: { label: 'Disordered', what: 'on its Disordered side', improvedBy: 'Rally (13.4)', source: gbacwLine(2183) },
  collapsed: { label: 'Collapsed', what: 'Disordered and below half strength', improvedBy: 'Straggler Recovery (16.2)', source: gbacwLine(2184) },
  routed: { label: 'Routed', what: 'off the map', improvedBy: 'Recovery From Rout (13.5)', source: gbacwLine(2185) },
};

/** A unit's state from its counter: routed off the map, collapsed below half its printed SPs, else its side (13.1, 12.23). */
export function unitState(u: { disordered?: boolean; routed?: boolean; strength?: number; stepsLost?: number; artillery?: boolean }): UnitState {
  if (u.routed) return 'routed';
  const printed = u.strength ?? 0;
  const left = printed - (u.stepsLost ?? 0);
  // Collapse is for non-artillery units (12.23); a unit below half strength is on its Disordered side.
  if (!u.artillery && printed > 0 && left < printed / 2) return 'collapsed';
  return u.disordered ? 'disordered' : 'good-order';
}
