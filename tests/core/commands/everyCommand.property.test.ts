/**
 * Every named command, in random sequences on the bundled documents, undone back to the exact original
 * and redone to the same end. The tables below name a way to build each command from the document as
 * it stands; a test checks that they cover every command the command folders export, so a new command
 * cannot be added without joining this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArmyFile } from '../../../core/army';
import * as army from '../../../core/army/commands';
import { History, inOrder, Refusal, type Command } from '../../../core/history';
import * as map from '../../../core/map/commands';
import { LAYERS } from '../../../core/map/render/styles';
import { ERA_PRESET_IDS, RULE_IDS } from '../../../core/muster';
import { allIds, buildCatalogue, formations, ordersOfBattleIn, units, type OobNode, type OrderOfBattle } from '../../../core/oob';
import * as oob from '../../../core/oob/commands';
import type { MusterScenario } from '../../../core/scenario';
import type { HexMap, MusterMap, MusterMapFile, TabletopMap } from '../../../core/model/scenario.generated';
import { cornersOf, gridOf, hexId, hexKindUse, kindsFor, neighbour, parseHexId, sidesOf } from '../../../core/hex';
import * as scenario from '../../../core/scenario/commands';

const SCENARIOS = join(__dirname, '../../../scenarios');
// The top-level bundled files, and for scenarios also the one combined hex map (its sheets are what the
// sheet commands remove and edit; a random sequence seldom adds a sheet before it removes one).
const COMBINED_MAP = 'bluegrey/grand-chancellorsville.scenario.json';
const bundled = (suffix: string) => readdirSync(SCENARIOS).filter((f) => f.endsWith(suffix)).concat(suffix === '.scenario.json' ? [COMBINED_MAP] : []);
const read = <T>(file: string): T => JSON.parse(readFileSync(join(SCENARIOS, file), 'utf8')) as T;

/** Random numbers a step draws its choices from. */
interface Dice {
  a: number;
  b: number;
  c: number;
}
const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

type Make<D> = (doc: D, r: Dice) => Command<D> | undefined;

/** The catalogue of the bundled armies and the book's leaders, as the army editor offers it. */
const CATALOGUE = buildCatalogue(
  readdirSync(SCENARIOS)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => ordersOfBattleIn(read(f)).map((tree) => ({ origin: 'bundled' as const, title: f, oob: tree }))),
);

// ── order-of-battle commands, on any document with an order of battle at `path` ──────────────────

function oobMakers<D>(oobAt: (doc: D, r: Dice) => { path: oob.OobPath<D>; tree: OrderOfBattle } | undefined): Record<string, Make<D>> {
  const node = (t: OrderOfBattle, n: number): OobNode | undefined => pick([...formations(t), ...units(t)], n);
  const leader = (t: OrderOfBattle, n: number) => pick(formations(t).flatMap((f) => f.leaders), n);
  const formation = (t: OrderOfBattle, n: number) => pick(formations(t), n);
  const on = (make: (path: oob.OobPath<D>, t: OrderOfBattle, r: Dice) => Command<D> | undefined): Make<D> => (doc, r) => {
    const at = oobAt(doc, r);
    return at && make(at.path, at.tree, r);
  };
  const ARMS = ['infantry', 'cavalry', 'artillery', 'engineers'] as const;
  return {
    addUnit: on((p, t, r) => oob.addUnit(p, r.b % 3 ? (formation(t, r.b)?.id ?? null) : null, oob.newUnit(ARMS[r.c % 4]!, oob.nextId(t, 'unit'), 'New unit'), r.c % 2 ? 0 : undefined)),
    addFormation: on((p, t, r) => oob.addFormation(p, formation(t, r.b)?.id ?? null, oob.newFormation('brigade', oob.nextId(t, 'brigade'), 'New brigade'))),
    addLeader: on((p, t, r) => {
      const f = formation(t, r.b);
      return f && oob.addLeader(p, f.id, oob.newLeader('brigade', oob.nextId(t, 'leader'), 'Col. New'), r.c % 2);
    }),
    rename: on((p, t, r) => {
      const target = r.c % 3 === 0 ? leader(t, r.b) : node(t, r.b);
      return target && oob.rename(p, target.id, `Name ${r.c}`);
    }),
    updateUnit: on((p, t, r) => {
      const u = pick(units(t), r.b);
      if (!u) return undefined;
      if (u.arm === 'artillery') return oob.updateUnit(p, u.id, { sections: ((r.c % 3) + 1) as 1 | 2 | 3, notes: r.c % 2 ? 'Moved up' : undefined });
      return oob.updateUnit(p, u.id, { quality: (['green', 'trained', 'veteran', 'elite'] as const)[r.c % 4]!, manualCost: r.c % 5 === 0 ? r.c : undefined });
    }),
    updateFormation: on((p, t, r) => {
      const f = formation(t, r.b);
      return f && oob.updateFormation(p, f.id, { notes: r.c % 2 ? `Note ${r.c}` : undefined, statedTotal: r.c % 3 ? r.c : undefined });
    }),
    updateLeader: on((p, t, r) => {
      const l = leader(t, r.b);
      return l && oob.updateLeader(p, l.id, { lb: (r.c % 3) as 0 | 1 | 2, rank: r.c % 2 ? 'Col' : undefined });
    }),
    moveNode: on((p, t, r) => {
      const n = node(t, r.b);
      return n && oob.moveNode(p, n.id, r.c % 4 === 0 ? null : (formation(t, r.c)?.id ?? null), r.a % 3 === 0 ? undefined : r.a % 4);
    }),
    moveLeader: on((p, t, r) => {
      const l = leader(t, r.b);
      const f = formation(t, r.c);
      return l && f && oob.moveLeader(p, l.id, f.id, r.a % 2 ? 0 : undefined);
    }),
    reorder: on((p, t, r) => {
      const n = node(t, r.b);
      return n && oob.reorder(p, n.id, r.c % 3);
    }),
    duplicate: on((p, t, r) => {
      const n = node(t, r.b);
      return n && oob.duplicate(p, n.id);
    }),
    paste: on((p, t, r) => {
      const n = node(t, r.b);
      return n && oob.paste(p, formation(t, r.c)?.id ?? null, n, r.a % 2 ? 0 : undefined);
    }),
    pasteLeader: on((p, t, r) => {
      const l = leader(t, r.b);
      const f = formation(t, r.c);
      return l && f && oob.pasteLeader(p, f.id, l);
    }),
    remove: on((p, t, r) => {
      const target = r.c % 3 === 0 ? leader(t, r.b) : node(t, r.b);
      return target && oob.remove(p, target.id);
    }),
    setOobField: on((p, _t, r) => oob.setOobField(p, 'notes', r.c % 2 ? `Notes ${r.c}` : undefined)),
    setEra: on((p, _t, r) => oob.setEra(p, r.c % 2 ? '1864-65' : '1861-63')),
    setSide: on((p, _t, r) => oob.setSide(p, r.c % 2 ? 'confederate' : 'union')),
    setScale: on((p, _t, r) => oob.setScale(p, pick(['10mm', '15mm', '25mm', undefined] as const, r.c))),
    addFromCatalogue: on((p, t, r) => {
      const entry = pick(CATALOGUE, r.b);
      const f = formation(t, r.c);
      return entry && oob.addFromCatalogue(p, entry.kind === 'leader' || r.a % 3 ? (f?.id ?? null) : null, entry, r.a % 2 ? 0 : undefined);
    }),
    replaceOrderOfBattle: on((p, t, r) => (r.c % 4 === 0 ? oob.replaceOrderOfBattle(p, { ...t, name: 'Imported', children: t.children.slice(0, 1) }) : undefined)),
    addNewUnit: on((p, t, r) => oob.addNewUnit(p, r.b % 3 ? (formation(t, r.b)?.id ?? null) : null, ARMS[r.c % 4]!, 'New unit', r.c % 2 ? 0 : undefined)),
    addNewFormation: on((p, t, r) => oob.addNewFormation(p, formation(t, r.b)?.id ?? null, 'brigade', 'New brigade')),
    addNewLeader: on((p, t, r) => {
      const f = formation(t, r.b);
      return f && oob.addNewLeader(p, f.id, 'brigade', 'Col. New');
    }),
  };
}

// ── scenario commands ──────────────────────────────────────────────────────────────────────────

const sideIndex = (doc: MusterScenario, n: number) => n % doc.sides.length;

const COUNTER_TYPES = ['leader', 'infantry', 'cavalry', 'artillery', 'train'] as const;
/** A counter of a side that has some, as side index and counter id. */
const counterOf = (doc: MusterScenario, r: Dice): { side: number; id: string } | undefined => {
  const withCounters = doc.sides.map((s, i) => ({ i, counters: s.forces.counters ?? [] })).filter((s) => s.counters.length > 0);
  const side = pick(withCounters, r.b);
  return side && { side: side.i, id: pick(side.counters, r.c)!.id };
};

const SCENARIO: Record<string, Make<MusterScenario>> = {
  setField: (doc, r) =>
    pick(
      [
        scenario.setField('Edit title', ['title'], `Title ${r.c}`),
        scenario.setField('Change season', ['weather', 'season'], pick(['spring', 'summer', 'fall', 'winter', undefined] as const, r.c)),
        scenario.setField('Edit side name', ['sides', sideIndex(doc, r.b), 'name'], `Side ${r.c}`),
        scenario.setField('Edit edge', ['board', 'edges', 'north'], r.c % 2 ? 'Ridge road' : undefined),
        scenario.setField('Edit victory text', ['victory', 'text'], r.c % 2 ? 'Hold the ridge' : undefined),
        scenario.setField('Change initiative text', ['initiative', 'text'], r.c % 2 ? 'Union moves first' : undefined),
      ],
      r.a,
    ),
  setScenarioField: (_doc, r) => scenario.setScenarioField('historicalResult', r.c % 2 ? `Result ${r.c}` : undefined),
  setTurns: (_doc, r) => scenario.setTurns(1 + (r.c % 20)),
  deleteItem: (doc, r) =>
    pick(
      [
        scenario.deleteItem(['specialRules'], r.c % 4, 'special rule'),
        scenario.deleteItem(['sides', sideIndex(doc, r.b), 'entries'], r.c % 2, 'entry'),
        scenario.deleteItem(['victory', 'conditions'], r.c % 3, 'victory condition', { keepEmpty: true }),
      ],
      r.a,
    ),
  moveListItem: (doc, r) => pick([scenario.moveListItem(['specialRules'], r.c % 4, r.b % 4, 'special rule'), scenario.moveListItem(['victory', 'conditions'], r.c % 3, r.b % 3, 'victory condition')], r.a),
  addSpecialRule: (_doc, r) => (r.b % 3 ? scenario.addSpecialRule({ id: `sr-${r.c}`, title: 'Rule', text: 'Text' }, r.a % 2 ? 0 : undefined) : scenario.addSpecialRule()),
  removeSpecialRule: (_doc, r) => scenario.removeSpecialRule(r.c % 4),
  // Each list's "+ Add": the new item is made from the document (refused where the list cannot be: no weather table, no campaign, no budget).
  addIntersectionPoint: () => scenario.addIntersectionPoint(),
  addRoadEntrance: () => scenario.addRoadEntrance(),
  addSetupArea: () => scenario.addSetupArea(),
  addSetupInstruction: (doc, r) => scenario.addSetupInstruction(sideIndex(doc, r.b)),
  addEntry: (doc, r) => scenario.addEntry(sideIndex(doc, r.b)),
  addForceConstraint: (doc, r) => scenario.addForceConstraint(sideIndex(doc, r.b)),
  addVictoryCondition: () => scenario.addVictoryCondition(),
  addWeatherRow: () => scenario.addWeatherRow(),
  addCampaignLink: () => scenario.addCampaignLink(),
  renameSideId: (doc, r) => scenario.renameSideId(sideIndex(doc, r.b), pick(['north', 'south', 'union', 'confederate', 'Bad Id'], r.c)!),
  setSideField: (doc, r) => scenario.setSideField(sideIndex(doc, r.b), 'notes', r.c % 2 ? `Notes ${r.c}` : undefined),
  setPointsBudget: (doc, r) => scenario.setPointsBudget(sideIndex(doc, r.b), 50 + r.c),
  setSideForces: (doc, r) => (r.c % 3 === 0 ? scenario.setSideForces(sideIndex(doc, r.b), { budget: { points: 100 + r.c } }) : undefined),
  // Now and then, as setSideForces: a side whose order of battle went leaves the tree commands nothing to do.
  attachLibraryArmy: (doc, r) => (r.c % 3 === 2 ? undefined : scenario.attachLibraryArmy(sideIndex(doc, r.b), pick([{ id: 'lib-iron-brigade', title: 'Iron Brigade' }, { id: 'lib-heth', title: "Heth's Division" }], r.c)!, r.a % 2 ? 'union' : 'confederate')),
  detachLibraryArmy: (doc, r) => scenario.detachLibraryArmy(sideIndex(doc, r.b)),
  startOrderOfBattle: (doc, r) => scenario.startOrderOfBattle(sideIndex(doc, r.b), r.c % 2 ? 'brigade' : 'regiment'),
  embedArmyCopy: (doc, r) => {
    // A copy of another side's army, as a side takes one from the library or an army file.
    const from = doc.sides[sideIndex(doc, r.c)]!.forces.orderOfBattle as OrderOfBattle | undefined;
    return from && scenario.embedArmyCopy(sideIndex(doc, r.b), { ...from, name: `Copy ${r.a}` });
  },
  // A hex game's counters: on the bundled hex example they edit a real chain of command; on the others a side gains counters beside its order of battle.
  addCounter: (doc, r) => {
    const i = sideIndex(doc, r.b);
    const counters = doc.sides[i]!.forces.counters;
    const leader = pick((counters ?? []).filter((c) => c.type === 'leader'), r.c);
    return scenario.addCounter(i, scenario.newCounter(COUNTER_TYPES[r.a % COUNTER_TYPES.length]!, scenario.nextCounterId(counters, 'new'), `New ${r.c}`, r.a % 3 ? leader?.id : undefined), r.c % 5 === 0 ? 0 : undefined);
  },
  setCounterField: (doc, r) => {
    const at = counterOf(doc, r);
    if (!at) return undefined;
    const other = pick(doc.sides[at.side]!.forces.counters!, r.a)!.id;
    return pick(
      [
        scenario.setCounterField(at.side, at.id, ['strength'], r.c % 12),
        scenario.setCounterField(at.side, at.id, ['movement'], r.c % 3 ? 4 + (r.c % 5) : undefined),
        scenario.setCounterField(at.side, at.id, ['reduced', 'strength'], r.c % 2 ? r.c % 6 : undefined),
        scenario.setCounterField(at.side, at.id, ['ratings', 'actionProfile'], pick(['A', 'N', 'C', 'U', undefined] as const, r.c)),
        scenario.setCounterField(at.side, at.id, ['name'], r.c % 7 ? `Name ${r.c}` : undefined),
        scenario.setCounterField(at.side, at.id, ['replacement'], r.c % 2 ? other : undefined),
      ],
      r.b,
    );
  },
  renameCounterId: (doc, r) => {
    const at = counterOf(doc, r);
    return at && scenario.renameCounterId(at.side, at.id, r.a % 4 ? `${at.id}-r${r.a}` : pick(doc.sides[at.side]!.forces.counters!, r.a)!.id);
  },
  removeCounter: (doc, r) => {
    const at = counterOf(doc, r);
    return at && scenario.removeCounter(at.side, at.id, { withReferences: r.a % 2 === 0 });
  },
  moveCounter: (doc, r) => {
    const at = counterOf(doc, r);
    return at && scenario.moveCounter(at.side, at.id, r.a % doc.sides[at.side]!.forces.counters!.length);
  },
  duplicateCounter: (doc, r) => {
    const at = counterOf(doc, r);
    return at && scenario.duplicateCounter(at.side, at.id);
  },
  setCommander: (doc, r) => {
    const at = counterOf(doc, r);
    const leader = at && pick(doc.sides[at.side]!.forces.counters!.filter((c) => c.type === 'leader'), r.a);
    return at && scenario.setCommander(at.side, at.id, r.a % 5 === 0 ? undefined : leader?.id);
  },
  setEntryHexes: (doc, r) => {
    const i = sideIndex(doc, r.b);
    const entries = doc.sides[i]!.entries ?? [];
    return entries.length ? scenario.setEntryHexes(i, r.c % entries.length, pick([['0101', '0102'], ['1205'], ['9999'], []], r.a)) : undefined;
  },
  setEntryAlternative: (doc, r) => {
    const i = sideIndex(doc, r.b);
    const entries = doc.sides[i]!.entries ?? [];
    return entries.length ? scenario.setEntryAlternative(i, r.c % entries.length, r.a % 4 ? pick(entries, r.a)!.id : undefined) : undefined;
  },
  setArrival: (doc, r) => {
    const i = sideIndex(doc, r.b);
    const entries = doc.sides[i]!.entries ?? [];
    return entries.length ? scenario.setArrival(i, r.c % entries.length, r.a % 2 ? { kind: 'turn', turn: 1 + (r.c % 6) } : { kind: 'roll', die: '1D6', rollOnTurn: 2, nowOn: [1, 2], otherwise: 'die-is-turn' }) : undefined;
  },
  setArrivalKind: (doc, r) => {
    const i = sideIndex(doc, r.b);
    const entries = doc.sides[i]!.entries ?? [];
    return entries.length ? scenario.setArrivalKind(i, r.c % entries.length, r.a % 2 ? 'turn' : 'roll') : undefined;
  },
  setArrivalFace: (doc, r) => {
    const i = sideIndex(doc, r.b);
    const entries = doc.sides[i]!.entries ?? [];
    return entries.length ? scenario.setArrivalFace(i, r.c % entries.length, 1 + (r.a % 6), r.a % 3 !== 0) : undefined;
  },
  setEntryCounter: (doc, r) => {
    const i = sideIndex(doc, r.b);
    const entries = doc.sides[i]!.entries ?? [];
    const counter = pick(doc.sides[i]!.forces.counters ?? [], r.a);
    return entries.length && counter ? scenario.setEntryCounter(i, r.c % entries.length, r.a % 5 ? counter.id : 'no-such-counter', r.c % 3 !== 0) : undefined;
  },
  setWeatherRolled: (_doc, r) => scenario.setWeatherRolled(r.c % 3 !== 0),
  setWeatherFace: (doc, r) => {
    const rows = doc.weather?.table?.rows.length ?? 0;
    return scenario.setWeatherFace(rows ? r.b % rows : 0, 1 + (r.a % 6), r.c % 2 === 0);
  },
  setInitiativeRule: (_doc, r) => scenario.setInitiativeRule(pick(['side', 'most-leadership', 'roll-each-turn', undefined] as const, r.c)),
  setInCampaign: (_doc, r) => scenario.setInCampaign(r.c % 2 === 0),
  setHiddenDeployment: (_doc, r) => scenario.setHiddenDeployment(r.c % 3 !== 0),
  setSideHidden: (doc, r) => scenario.setSideHidden(r.a % 7 ? doc.sides[sideIndex(doc, r.b)]!.id : 'nobody', r.c % 2 === 0),
  setObjectiveCounted: (doc, r) => {
    const objective = pick(doc.map.objectives ?? [], r.a);
    return scenario.setObjectiveCounted(r.b % (doc.victory.conditions.length + 1), objective?.id ?? 'no-such-objective', r.c % 3 !== 0);
  },
  raiseSide: (doc, r) => (r.a % 4 === 1 ? scenario.raiseSide(sideIndex(doc, r.b), pick(['oob', 'budget', 'file', 'counters'] as const, r.a)!) : undefined),
  setConstraintQuality: (doc, r) => {
    const i = sideIndex(doc, r.b);
    const constraints = doc.sides[i]!.forces.budget?.constraints ?? [];
    return constraints.length ? scenario.setConstraintQuality(i, r.c % constraints.length, pick(['green', 'trained', 'veteran', 'elite'] as const, r.a)!, r.a % 3 !== 0) : undefined;
  },
  drawForces: (_doc, r) => scenario.drawForces(r.a * 1000 + r.c, { union: r.b % 5, confederate: r.c % 5 }, r.a % 2 === 0),
  removeWithPlacements: (doc, r) => {
    const i = sideIndex(doc, r.b);
    const tree = doc.sides[i]!.forces.orderOfBattle as OrderOfBattle | undefined;
    const target = tree && pick([...formations(tree), ...units(tree)], r.c);
    return target && scenario.removeWithPlacements(i, target.id, target.name);
  },
  setTableMeasure: (_doc, r) => scenario.setTableMeasure(pick(['widthIn', 'heightIn', 'squareIn'] as const, r.a)!, pick([12, 18, 24, 36, 54, 60, 72], r.c)),
};

/** Map commands, on any document that keeps a map under `map` (a scenario or a map file). */
function mapMakers<D extends { map: MusterMap }>(): Record<string, Make<D>> {
  const tabletop = (doc: D): TabletopMap | undefined => (doc.map.kind === 'tabletop' ? (doc.map as TabletopMap) : undefined);
  const feature = (doc: D, n: number) => {
    const m = tabletop(doc);
    return m && pick(m.features, n);
  };
  const placed = (doc: D, n: number, count = 1) => {
    const units = tabletop(doc)?.units ?? [];
    return units.length ? Array.from({ length: Math.min(count, units.length) }, (_, k) => units[(n + k) % units.length]!).map((u) => ({ side: u.side, unit: u.unit })) : undefined;
  };
  const FORMATIONS = ['battle-line', 'road-column', 'skirmishers', 'limbered', 'mounted'] as const;
  return {
    moveVertex: (doc, r) => {
      const m = tabletop(doc);
      if (!m) return undefined;
      const f = r.b % Math.max(1, m.features.length);
      const feature = m.features[f];
      return feature && map.moveVertex(f, r.c % feature.points.length, { x: r.a % 72, y: r.c % 48 });
    },
    addFeatures: (doc, r) => {
      const m = tabletop(doc);
      return m && map.addFeatures([{ id: map.freshFeatureId(m, 'light-woods'), kind: 'light-woods', shape: 'polygon', points: [{ x: r.a % 60, y: 1 }, { x: 5 + (r.a % 60), y: 1 }, { x: 5, y: 1 + (r.c % 40) }] }]);
    },
    removeFeatures: (doc, r) => {
      const f = feature(doc, r.b);
      return f && map.removeFeatures([f.id]);
    },
    moveFeatures: (doc, r) => {
      const f = feature(doc, r.b);
      return f && map.moveFeatures([f.id], (r.a % 5) - 2, (r.c % 5) - 2);
    },
    reshapeFeatures: (doc, r) => {
      const f = feature(doc, r.b);
      return f && map.reshapeFeatures([{ id: f.id, points: f.points.map((p) => ({ x: p.x + 1, y: p.y + (r.c % 3) })) }], 'Reshape');
    },
    restackFeatures: (doc, r) => {
      const f = feature(doc, r.b);
      return f && map.restackFeatures([f.id], r.c % 2 ? 'front' : 'back');
    },
    setFeatureField: (doc, r) => {
      const f = feature(doc, r.b);
      if (f && r.a % 4 === 2) return map.setFeatureField([f.id], 'weather', r.c % 2 ? 'wet' : undefined);
      if (f && r.a % 4 === 0 && r.c % 3 === 0) return map.setFeatureField([f.id], 'season', r.b % 2 ? 'winter' : undefined);
      return f && (r.a % 2 ? map.setFeatureField([f.id], 'label', r.c % 2 ? `Label ${r.c}` : undefined) : map.setFeatureField([f.id], 'height', r.c % 3));
    },
    insertVertex: (doc, r) => {
      const f = feature(doc, r.b);
      return f && map.insertVertex(f.id, r.c % (f.points.length + 1), { x: r.a % 72, y: r.c % 48 });
    },
    removeVertex: (doc, r) => {
      const f = feature(doc, r.b);
      return f && map.removeVertex(f.id, r.c % f.points.length);
    },
    placeUnits: (doc, r) => {
      const units = tabletop(doc)?.units ?? [];
      const u = pick(units, r.b);
      return u && map.placeUnits([{ ...u, at: { x: r.a % 72, y: r.c % 48 } }]);
    },
    moveUnits: (doc, r) => {
      const keys = placed(doc, r.b, 1 + (r.c % 3));
      return keys && map.moveUnits(keys, (r.a % 5) - 2, 1);
    },
    turnUnits: (doc, r) => {
      const keys = placed(doc, r.b, 1 + (r.c % 3));
      return keys && map.turnUnits(keys, 15 * ((r.a % 23) + 1), r.c % 2 ? { x: 30, y: 20 } : undefined);
    },
    faceUnits: (doc, r) => {
      const keys = placed(doc, r.b);
      return keys && map.faceUnits(keys, r.a % 360);
    },
    setFormation: (doc, r) => {
      const keys = placed(doc, r.b);
      return keys && map.setFormation(keys, FORMATIONS[r.c % FORMATIONS.length]!);
    },
    setHidden: (doc, r) => {
      const keys = placed(doc, r.b);
      return keys && map.setHidden(keys, r.c % 2 === 0);
    },
    removePlacements: (doc, r) => {
      const keys = placed(doc, r.b);
      return keys && map.removePlacements(keys);
    },
    lineUpUnits: (doc, r) => {
      const keys = placed(doc, r.b, 2);
      return keys && map.lineUpUnits(keys, keys.map(() => 2.4), { x: r.a % 50, y: 10 }, { x: 20 + (r.a % 50), y: 10 + (r.c % 7) });
    },
    setLayerState: (_doc, r) => map.setLayerState(LAYERS[r.a % LAYERS.length]!, r.b % 2 ? 'hidden' : 'locked', r.c % 2 === 0),
    addOverlay: (doc, r) => {
      const m = tabletop(doc);
      if (!m) return undefined;
      const at = { x: r.a % 60, y: r.c % 40 };
      if (r.b % 6 === 4) return map.addOverlay('arrows', { id: map.freshOverlayId(m, 'arrows', 'arrow'), points: [at, { x: at.x + 4, y: at.y + (r.a % 3) }], ...(r.c % 2 ? { side: 'union' } : {}) });
      if (r.b % 6 === 5) return map.addOverlay('dummies', { id: map.freshOverlayId(m, 'dummies', 'dummy'), side: r.c % 2 ? 'union' : 'confederate', at, facingDeg: (r.a * 15) % 360 });
      if (r.b % 4 === 0) return map.addOverlay('objectives', { id: map.freshOverlayId(m, 'objectives', 'objective'), name: `Hill ${r.c}`, at });
      if (r.b % 4 === 1) return map.addOverlay('labels', { id: map.freshOverlayId(m, 'labels', 'label'), text: `Note ${r.c}`, at, ...(r.c % 2 ? { arrowTo: { x: 1, y: 1 } } : {}) });
      if (r.b % 4 === 2) return map.addOverlay('contours', { id: map.freshOverlayId(m, 'contours', 'contour'), level: r.c % 4, crest: r.a % 2 === 0, points: [at, { x: at.x + 5, y: at.y + 1 }] });
      return map.addOverlay('setupAreas', { id: map.freshOverlayId(m, 'setupAreas', 'setup'), side: 'union', area: [at, { x: at.x + 6, y: at.y }, { x: at.x + 3, y: at.y + 4 }] });
    },
    removeOverlay: (doc, r) => {
      const m = tabletop(doc);
      const list = OVERLAY_LISTS[r.b % OVERLAY_LISTS.length]!;
      const item = m && pick<{ id: string }>(m[list] ?? [], r.c);
      return item && map.removeOverlay(list, item.id);
    },
    moveOverlay: (doc, r) => {
      const m = tabletop(doc);
      const list = OVERLAY_LISTS[r.b % OVERLAY_LISTS.length]!;
      const item = m && pick<{ id: string }>(m[list] ?? [], r.c);
      return item && map.moveOverlay(list, item.id, (r.a % 5) - 2, 1);
    },
    setOverlayField: (doc, r) => {
      const m = tabletop(doc);
      if (!m) return undefined;
      const area = pick(m.setupAreas ?? [], r.c);
      if (r.b % 3 === 0 && area) return map.setOverlayField('setupAreas', area.id, 'withinInOfEdge', r.a % 2 ? { edge: 'south', distanceIn: 1 + (r.a % 12) } : undefined);
      const contour = pick(m.contours ?? [], r.c);
      if (r.b % 3 === 1 && contour) return r.a % 2 ? map.setOverlayField('contours', contour.id, 'level', r.c % 5) : map.setOverlayField('contours', contour.id, 'crest', r.a % 4 === 0 ? true : undefined);
      const dummy = pick(m.dummies ?? [], r.c);
      if (r.a % 5 === 0 && dummy) return map.setOverlayField('dummies', dummy.id, 'facingDeg', (r.c * 15) % 360);
      const objective = pick(m.objectives ?? [], r.c);
      return objective && map.setOverlayField('objectives', objective.id, 'name', `Objective ${r.a}`);
    },
    // No bundled map has a free label yet, so now and then one is added first, in the same edit.
    setLabelArrow: (doc, r) => {
      const m = tabletop(doc);
      if (!m) return undefined;
      const label = pick(m.labels ?? [], r.c);
      if (label) return map.setLabelArrow(label.id, r.a % 2 === 0);
      const id = map.freshOverlayId(m, 'labels', 'label');
      return inOrder('Add label with arrow', [map.addOverlay<D, 'labels'>('labels', { id, text: `Ford ${r.c}`, at: { x: r.a % 60, y: r.b % 40 } }), map.setLabelArrow<D>(id, true)]);
    },
    setSetupAreaEdge: (doc, r) => {
      const area = pick(tabletop(doc)?.setupAreas ?? [], r.c);
      return area && map.setSetupAreaEdge(area.id, pick(['north', 'south', 'east', 'west', undefined] as const, r.a), r.b % 7);
    },
    moveOverlayVertex: (doc, r) => {
      const m = tabletop(doc);
      const list = OUTLINED[r.b % OUTLINED.length]!;
      const item = m && pick<{ id: string; area?: unknown; points?: unknown }>(m[list] ?? [], r.c);
      const n = item && outlineLength(item);
      return n ? map.moveOverlayVertex(list, item.id, r.a % n, { x: r.a % 60, y: r.c % 40 }) : undefined;
    },
    insertOverlayVertex: (doc, r) => {
      const m = tabletop(doc);
      const list = OUTLINED[r.b % OUTLINED.length]!;
      const item = m && pick<{ id: string; area?: unknown; points?: unknown }>(m[list] ?? [], r.c);
      const n = item && outlineLength(item);
      return n ? map.insertOverlayVertex(list, item.id, r.a % (n + 1), { x: r.a % 60, y: r.c % 40 }) : undefined;
    },
    removeOverlayVertex: (doc, r) => {
      const m = tabletop(doc);
      const list = OUTLINED[r.b % OUTLINED.length]!;
      const item = m && pick<{ id: string; area?: unknown; points?: unknown }>(m[list] ?? [], r.c);
      const n = item && outlineLength(item);
      return n ? map.removeOverlayVertex(list, item.id, r.a % n) : undefined;
    },
    ...hexMakers<D>(),
    setStandSize: (_doc, r) => {
      if (r.b % 3 === 0) return map.setStandSize('infantry', r.c % 2 ? { frontagePerFigureIn: 0.25 + (r.a % 4) / 10, depthIn: 0.75 } : undefined);
      return map.setStandSize(r.b % 3 === 1 ? 'gun' : 'marker', r.c % 2 ? { widthIn: 1 + (r.a % 3) / 4, depthIn: 1 } : undefined);
    },
  };
}

/** The hex map commands, on the bundled hex example (The Mill Ford) and its map as a map file. */
function hexMakers<D extends { map: MusterMap }>(): Record<string, Make<D>> {
  const hexOf = (doc: D): HexMap | undefined => (doc.map.kind === 'hex' ? (doc.map as HexMap) : undefined);
  /** A hex of the map (now and then one just off it, which is refused). */
  const someHex = (m: HexMap, n: number, k = 7): string => {
    const g = gridOf(m.grid);
    return hexId(g, { col: g.firstColumn + (n % (g.columns + 1)), row: g.firstRow + ((n * k) % g.rows) });
  };
  const step = (m: HexMap, id: string, n: number): string | undefined => {
    const g = gridOf(m.grid);
    const c = parseHexId(g, id);
    return c && hexId(g, neighbour(g, c, sidesOf(g)[n % 6]!));
  };
  const counter = (m: HexMap, n: number) => {
    const u = pick(m.units ?? [], n);
    return u && { side: u.side, unit: u.unit };
  };
  /** Counters a side of the scenario has (a map file has no sides: it moves the counters already placed). */
  const placeable = (doc: D): Array<{ side: string; unit: string }> =>
    ((doc as { sides?: Array<{ id: string; forces: { counters?: Array<{ id: string }> } }> }).sides ?? []).flatMap((s) => (s.forces.counters ?? []).map((c) => ({ side: s.id, unit: c.id })));
  return {
    paintHexes: (doc, r) => {
      const m = hexOf(doc);
      return m && map.paintHexes([someHex(m, r.a), someHex(m, r.b), someHex(m, r.a + 1)], pick(kindsFor('hex', m), r.c)!);
    },
    fillHexes: (doc, r) => {
      const m = hexOf(doc);
      return m && map.fillHexes(someHex(m, r.a), pick(kindsFor('hex', m), r.c)!);
    },
    setElevation: (doc, r) => {
      const m = hexOf(doc);
      return m && map.setElevation([someHex(m, r.a), someHex(m, r.b)], r.c % 4);
    },
    changeElevation: (doc, r) => {
      const m = hexOf(doc);
      return m && map.changeElevation([someHex(m, r.a)], r.c % 2 ? 1 : -1);
    },
    setHexLabel: (doc, r) => {
      const m = hexOf(doc);
      return m && map.setHexLabel(someHex(m, r.a), r.c % 3 ? `Farm ${r.c}` : undefined);
    },
    setHexside: (doc, r) => {
      const m = hexOf(doc);
      if (!m) return undefined;
      const hex = someHex(m, r.a);
      const direction = sidesOf(gridOf(m.grid))[r.b % 6]!;
      const kind = pick(kindsFor('hexside', m), r.c)!;
      const inside = hexKindUse(kind, m).inside ? (r.a % 2 ? hex : step(m, hex, r.b)) : undefined;
      return map.setHexside({ hex, direction }, kind, inside);
    },
    clearHexside: (doc, r) => {
      const m = hexOf(doc);
      const side = m && pick(m.hexsides ?? [], r.b);
      return side && map.clearHexside({ hex: side.hex, direction: side.direction }, r.c % 2 ? side.kind : undefined);
    },
    addPath: (doc, r) => {
      const m = hexOf(doc);
      if (!m) return undefined;
      const from = someHex(m, r.a);
      const to = step(m, from, r.b);
      const kind = pick(kindsFor('path', m), r.c)!;
      return to ? map.addPath({ id: map.freshPathId(m, kind), kind, hexes: [from, to] }) : undefined;
    },
    extendPath: (doc, r) => {
      const m = hexOf(doc);
      const path = m && pick(m.paths ?? [], r.b);
      if (!m || !path) return undefined;
      const end = r.a % 2 ? path.hexes[0]! : path.hexes.at(-1)!;
      const next = step(m, end, r.c);
      return next ? map.extendPath(path.id, [next], r.a % 2 ? 'start' : 'end') : undefined;
    },
    removePath: (doc, r) => {
      const path = pick(hexOf(doc)?.paths ?? [], r.b);
      return path && map.removePath(path.id);
    },
    placeCounter: (doc, r) => {
      const m = hexOf(doc);
      const who = m && (pick(placeable(doc), r.b) ?? counter(m, r.b));
      return m && who && map.placeCounter({ ...who, hex: someHex(m, r.a), ...(r.c % 3 === 0 ? { facing: sidesOf(gridOf(m.grid))[r.c % 6]! } : {}) });
    },
    moveCounter: (doc, r) => {
      const m = hexOf(doc);
      const who = m && counter(m, r.b);
      return m && who && map.moveCounter(who, someHex(m, r.a));
    },
    removeCounter: (doc, r) => {
      const who = hexOf(doc) && counter(hexOf(doc)!, r.b);
      return who && map.removeCounter(who);
    },
    restackCounter: (doc, r) => {
      const who = hexOf(doc) && counter(hexOf(doc)!, r.b);
      return who && map.restackCounter(who, (['up', 'down', 'top', 'bottom'] as const)[r.c % 4]!);
    },
    setCounterFacing: (doc, r) => {
      const m = hexOf(doc);
      const who = m && counter(m, r.b);
      if (!m || !who) return undefined;
      const g = gridOf(m.grid);
      return map.setCounterFacing(who, r.c % 3 === 0 ? undefined : r.c % 3 === 1 ? { side: sidesOf(g)[r.a % 6]! } : { corner: cornersOf(g)[r.a % 6]! });
    },
    extendCounter: (doc, r) => {
      const m = hexOf(doc);
      const u = m && pick(m.units ?? [], r.b);
      if (!m || !u) return undefined;
      const next = step(m, u.hex, r.a);
      return map.extendCounter({ side: u.side, unit: u.unit }, r.c % 3 === 0 || !next ? [] : [next]);
    },
    setCounterFlag: (doc, r) => {
      const who = hexOf(doc) && counter(hexOf(doc)!, r.b);
      return who && map.setCounterFlag(who, r.a % 2 ? 'flipped' : 'hidden', r.c % 2 === 0);
    },
    setGridField: (doc, r) => {
      const m = hexOf(doc);
      if (!m) return undefined;
      const g = m.grid;
      return pick(
        [
          map.setGridField('columns', g.columns + (r.c % 2 ? 1 : -1)),
          map.setGridField('rows', g.rows + (r.c % 2 ? 2 : -1)),
          map.setGridField('prefix', r.c % 2 ? 'H' : undefined),
          map.setGridField('digits', r.c % 2 ? 3 : 2),
          map.setGridField('hexSizeIn', r.c % 2 ? 0.5 : 0.625),
          map.setGridField('oddColumnsShifted', r.c % 2 ? 'up' : 'down'),
          map.setGridField('orientation', r.c % 2 ? 'pointy-top' : 'flat-top'),
        ],
        r.a,
      );
    },
    addSheet: (doc) => (hexOf(doc) ? map.addSheet() : undefined),
    setSheetField: (doc, r) => {
      const sheets = hexOf(doc)?.grid.sheets ?? [];
      if (!sheets.length) return undefined;
      const i = r.b % sheets.length;
      const s = sheets[i]!;
      return pick(
        [
          map.setSheetField(i, 'name', r.c % 2 ? `Sheet ${r.c}` : undefined),
          map.setSheetField(i, 'lastColumn', Math.max(s.firstColumn, s.lastColumn - (r.c % 3))),
          map.setSheetField(i, 'rowShift', (r.c % 3) - 1),
          map.setSheetField(i, 'prefix', 'ABCDEFGH'[r.c % 8]!),
        ],
        r.a,
      );
    },
    removeSheet: (doc, r) => {
      const sheets = hexOf(doc)?.grid.sheets ?? [];
      return sheets.length ? map.removeSheet(r.b % sheets.length) : undefined;
    },
  };
}

const OVERLAY_LISTS = ['setupAreas', 'objectives', 'contours', 'labels', 'arrows', 'dummies'] as const;
const OUTLINED = ['setupAreas', 'objectives', 'contours', 'arrows'] as const;
/** Corners of an item's outline: an area's, or a contour's or arrow's points (an objective's `points` are victory points). */
const outlineLength = (item: { area?: unknown; points?: unknown }): number | undefined => (Array.isArray(item.area) ? item.area.length : Array.isArray(item.points) ? item.points.length : undefined);
const MAP = mapMakers<MusterScenario>();

/** A map file's own name and notes. */
const MAP_FILE: Record<string, Make<MusterMapFile>> = {
  renameMap: (_doc, r) => map.renameMap(r.c % 3 ? `Board ${r.c}` : ''),
  setMapNotes: (_doc, r) => map.setMapNotes(r.c % 3 ? `Notes ${r.a}` : ''),
};

const sideOob = (doc: MusterScenario, r: Dice) => {
  const i = sideIndex(doc, r.a);
  const tree = doc.sides[i]!.forces.orderOfBattle as OrderOfBattle | undefined;
  return tree && { path: oob.sideOobPath<MusterScenario>(i), tree };
};

const ARMY: Record<string, Make<ArmyFile>> = {
  setOrganisation: (_doc, r) =>
    pick(
      [
        army.setOrganisation('budget', r.c % 3 ? 100 + r.c : undefined, 'Change points budget'),
        army.setOrganisation('bonus', r.c % 2 ? true : undefined, 'Change bonus'),
        army.setOrganisation('preset', pick(ERA_PRESET_IDS, r.c), 'Change era preset'),
      ],
      r.a,
    ),
  setRuleEnabled: (_doc, r) => army.setRuleEnabled(pick(RULE_IDS, r.b)!, r.c % 2 === 0),
  setRuleSeverity: (_doc, r) => army.setRuleSeverity(pick(RULE_IDS, r.b)!, r.c % 2 ? 'error' : 'warning'),
  setRuleParam: (_doc, r) => army.setRuleParam('brigade.regiment-count', 'max', r.c % 3 ? 3 + (r.c % 5) : undefined),
  setRuleSideParam: (_doc, r) => army.setRuleSideParam('brigade.points-cap', 'caps', r.c % 2 ? 'union' : 'confederate', 20 + r.c),
  resetRule: (_doc, r) => army.resetRule(pick(RULE_IDS, r.b)!),
  resetAllRules: (_doc, r) => (r.c % 4 === 0 ? army.resetAllRules() : undefined),
};

/** Refusals by design: an impossible edit throws a `Refusal` and leaves the document as it was; anything else is a bug. */
const refused = (e: unknown) => e instanceof Refusal;

function runRandomly<D>(start: D, makers: Record<string, Make<D>>, ran: Set<string>, check?: (doc: D) => void) {
  const names = Object.keys(makers);
  const step = fc.record({ kind: fc.nat(names.length - 1), a: fc.nat(100), b: fc.nat(100), c: fc.nat(100) });
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
      const history = new History(start);
      for (const s of steps) {
        const name = names[s.kind]!;
        const command = makers[name]!(history.doc, s);
        if (!command) continue;
        const before = history.doc;
        try {
          history.execute(command);
          ran.add(name);
        } catch (e) {
          if (!refused(e)) throw e;
          expect(history.doc).toBe(before);
        }
        check?.(history.doc);
      }
      const end = history.doc;
      while (history.canUndo) history.undo();
      expect(history.doc).toEqual(start);
      while (history.canRedo) history.redo();
      expect(history.doc).toEqual(end);
    }),
    { numRuns: 400, seed: 13 },
  );
}

/** Ids stay unique in every order of battle, whatever the commands did. */
const uniqueIds = (t: OrderOfBattle | undefined) => {
  if (!t) return;
  const count = formations(t).length + formations(t).reduce((n, f) => n + f.leaders.length, 0) + units(t).length;
  expect(allIds(t).size).toBe(count);
};

const SCENARIO_MAKERS: Record<string, Make<MusterScenario>> = { ...SCENARIO, ...MAP, ...oobMakers(sideOob) };
const MAP_FILE_MAKERS: Record<string, Make<MusterMapFile>> = { ...mapMakers<MusterMapFile>(), ...MAP_FILE };
const ARMY_MAKERS: Record<string, Make<ArmyFile>> = { ...ARMY, ...oobMakers((doc) => ({ path: oob.ARMY_OOB_PATH, tree: doc.orderOfBattle })) };

describe('random sequences of every named command undo to the exact original', () => {
  const ranOnScenarios = new Set<string>();
  const ranOnArmies = new Set<string>();

  it.each(bundled('.scenario.json'))('on %s', (file) => {
    runRandomly(read<MusterScenario>(file), SCENARIO_MAKERS, ranOnScenarios, (doc) =>
      doc.sides.forEach((s) => {
        uniqueIds(s.forces.orderOfBattle as OrderOfBattle | undefined);
        const counters = (s.forces.counters ?? []).map((c) => c.id);
        expect(new Set(counters).size).toBe(counters.length);
      }),
    );
  });

  it.each(bundled('.army-union.json').concat(bundled('.army-confederate.json')))('on %s', (file) => {
    runRandomly(read<ArmyFile>(file), ARMY_MAKERS, ranOnArmies, (doc) => uniqueIds(doc.orderOfBattle));
  });

  // Each bundled scenario's map as a map file of its own (no map file is bundled yet).
  const ranOnMapFiles = new Set<string>();
  it.each(bundled('.scenario.json'))('on the map of %s as a map file', (file) => {
    const mapFile: MusterMapFile = { $schema: 'https://muster.app/schemas/map.schema.json', formatVersion: 2, title: 'Board', map: read<MusterScenario>(file).map };
    runRandomly(mapFile, MAP_FILE_MAKERS, ranOnMapFiles);
  });

  it('each command ran (was not refused) at least once', () => {
    expect(Object.keys(SCENARIO_MAKERS).filter((n) => !ranOnScenarios.has(n))).toEqual([]);
    expect(Object.keys(MAP_FILE_MAKERS).filter((n) => !ranOnMapFiles.has(n))).toEqual([]);
    expect(Object.keys(ARMY_MAKERS).filter((n) => !ranOnArmies.has(n))).toEqual([]);
  });
});

describe('the tables above name every command', () => {
  /** Exports of a command folder that are not commands: helpers for ids, new items, paths and checks. */
  const NOT_COMMANDS = new Set(['sideIdProblem', 'addedId', 'duplicatedId', 'pastedId', 'pastedLeaderId', 'newUnit', 'newFormation', 'newLeader', 'nextId', 'catalogueId', 'nodeWord', 'sideOobPath', 'freshFeatureId', 'placementKey', 'layerState', 'freshOverlayId', 'newCounter', 'nextCounterId', 'copyOfCounter', 'counterIdProblem', 'entryHexesProblem', 'freshPathId', 'hexMapOf', 'raisedBy', 'freshId', 'nextPointId', 'nextLetter']);
  const commandsOf = (module: object) => Object.entries(module).filter(([name, v]) => typeof v === 'function' && !NOT_COMMANDS.has(name)).map(([name]) => name).sort();

  it('scenario, map and order-of-battle commands', () => {
    expect(commandsOf(scenario)).toEqual(Object.keys(SCENARIO).sort());
    expect(commandsOf(map)).toEqual([...Object.keys(MAP), ...Object.keys(MAP_FILE)].sort());
    expect(commandsOf(oob)).toEqual(Object.keys(oobMakers(() => undefined)).sort());
  });

  it('army commands', () => {
    expect(commandsOf(army)).toEqual(Object.keys(ARMY).sort());
  });
});
