/**
 * What players do in a playtest, as named commands on the playtest's state: one file per act in
 * ./acts (move, face, formation, mount, fire, morale, charge, rout, reform, disengage, turns, by hand).
 * Each is a `Command<Playtest>` like the documents' (core/history): its patches are worked out once,
 * from the state as it stands (the dice from the state's seeded stream, ./dice.ts), so undo and redo are
 * the history's and replay exactly. Every number comes from the engines; the acts roll, apply and log.
 * The rules the acts read beyond the engines' are data in ./acts/rules.ts.
 */
export { bookLine, describeState, unitAt } from './acts/common';
export { charge, chargeRefusal } from './acts/charge';
export { COUNTER_CHARGE_RULES, counterChargeRefusal } from './acts/counterCharge';
export { DESPERATION_RULES, desperationFire, desperationOffers, desperationRefusal } from './acts/desperation';
export { disengage } from './acts/disengage';
export { faceUnit } from './acts/face';
export { fire, resolveFire, whyNoFire, type FireOutcome } from './acts/fire';
export { changeFormation, formationChangeOf, formationOptions, type FormationOption } from './acts/formation';
export { moraleCheck, type MoraleOutcome } from './acts/morale';
export { mountOrDismount } from './acts/mount';
export { moveUnit, placeUnit } from './acts/move';
export { currentBmp, INTERPENETRATION_RULES, passedThrough } from './acts/interpenetration';
export { reform } from './acts/reform';
export { rout } from './acts/rout';
export { ACT_RULES, CHARGE_RULES, DEFAULT_CHARGE_OPTIONS, FORMATION_CHOICES, type ActRules, type ChargeOptions } from './acts/rules';
export { nextPlayerTurn, rollInitiative } from './acts/turns';
export { removeUnit, setUnitState } from './acts/byHand';
