/**
 * `muster history`: the public records of the Civil War's principal battles and of the units that fought
 * in them, as Muster ships them (core/records). Three questions: which battles, one battle's facts, and
 * units (a battle's, or by name with the battles each fought in).
 */
import { CliUsageError, ownRow, type CliCommand, type CliIo } from '../command';
import { flag, hasFlag, intFlag, parseFlags } from '../args';
import {
  battleCitation,
  battleDates,
  battleUnits,
  casualtiesText,
  FORCE_SIDE_LABELS,
  FORCE_SIDES,
  RECORD_SIDES,
  RESULT_LABELS,
  searchBattles,
  searchUnits,
  strengthText,
  unitKindLabel,
  type BattleRow,
  type BattleUnit,
  type RecordSide,
  type Records,
  type UnitRecord,
} from '../../core/records';
import { plural } from '../../core/model/plural';
import { shippedRecords } from '../records';

export const HISTORY_USAGE = `Usage: muster history battles [--search TEXT] [--state XX] [--year YYYY] [--json]
       muster history battle ID [--json]
       muster history units --battle ID [--side union|confederate] [--json]
       muster history units --search TEXT [--side union|confederate] [--json]

The public records of the Civil War's principal battles (the Civil War Sites Advisory Commission's
384, with strengths and casualties per side where known) and of the units the National Park Service
lists in each (Union lists from Dyer, Confederate from Crute, for 129 of the battles).

  battles   the battles matching every word of --search (name, other names, place, state, campaign;
            a date YYYY, YYYY-MM or YYYY-MM-DD finds the battles fought on it), --state and --year
  battle    one battle: dates, place, campaign, result, strengths, casualties and units per side
  units     a battle's units per side, or the units whose name holds every word of --search
            ("19th Indiana") with the battles each is listed in
  --json    print the answer as JSON

Exit status: 0 done, 2 usage error (such as an id not in the records), 3 an internal error of Muster.`;

const SIDE_FLAG = { choices: RECORD_SIDES };

function battleSummary(b: BattleRow) {
  return { id: b.id, name: b.name, otherNames: b.otherNames, state: b.state, start: b.start, end: b.end, campaign: b.campaign, result: b.result };
}

const unitJson = (u: UnitRecord) => ({ code: u.code, name: u.name, shortName: u.shortName, side: u.side, state: u.state, type: u.type, function: u.function, arm: u.arm });

function battleById(records: Records, id: string | undefined): BattleRow {
  if (!id) throw new CliUsageError('needs a battle id, such as PA002 (muster history battles lists them)');
  const battle = records.battle(id);
  if (!battle) throw new CliUsageError(`no battle ${id} in the records; ids are a state and three digits, such as PA002 (muster history battles lists them)`);
  return battle;
}

function runBattles(argv: string[], io: CliIo, records: Records): number {
  const args = parseFlags(argv, { search: {}, state: {}, year: {}, json: { boolean: true } });
  if (args.positionals.length) throw new CliUsageError(`unexpected argument ${args.positionals[0]}; give the search with --search TEXT`);
  const state = flag(args, 'state');
  if (state !== undefined && !/^[A-Za-z]{2}$/.test(state)) throw new CliUsageError(`--state ${state} is not accepted; use a two-letter state, such as PA`);
  const year = intFlag(args, 'year', 1861, 1865);
  const found = searchBattles(records, { search: flag(args, 'search'), state, year });
  if (hasFlag(args, 'json')) {
    io.out(JSON.stringify({ battles: found.map(battleSummary) }));
    return 0;
  }
  if (found.length === 0) {
    io.out('No battle in the records matches.');
    return 0;
  }
  const lines = found.map((b) => `${b.id.padEnd(6)}  ${b.start}  ${b.name} (${b.state})  ${RESULT_LABELS[b.result]}`);
  io.out([...lines, '', `${found.length} of ${records.battles.length} battles. ${records.source.name} ${records.source.version}, ${records.source.licence}.`].join('\n'));
  return 0;
}

/** One labelled line of a battle's facts, the values in one column. */
const row = (label: string, value: string): string => `  ${`${label}:`.padEnd(19)}${value}`;

function runBattle(argv: string[], io: CliIo, records: Records): number {
  const args = parseFlags(argv, { json: { boolean: true } });
  if (args.positionals.length > 1) throw new CliUsageError(`one battle at a time; unexpected argument ${args.positionals[1]}`);
  const b = battleById(records, args.positionals[0]);
  const counts = { union: b.units.union.length, confederate: b.units.confederate.length };
  if (hasFlag(args, 'json')) {
    io.out(JSON.stringify({ ...battleSummary(b), places: b.places, url: b.url, strength: b.strength ?? null, casualties: b.casualties ?? null, forces: b.forces, units: counts, citation: battleCitation(records.source, b) }));
    return 0;
  }
  const lines = [
    `${b.id}  ${b.name}${b.otherNames.length ? ` (also ${b.otherNames.join(', ')})` : ''}`,
    ...[
      ['Dates', battleDates(b)],
      ['Place', b.places.join('; ') || b.state],
      ['Campaign', b.campaign],
      ['Result', RESULT_LABELS[b.result]],
    ].map(([k, v]) => row(k!, v!)),
  ];
  for (const side of FORCE_SIDES) {
    const force = b.forces[side];
    if (!force) continue;
    lines.push(row(FORCE_SIDE_LABELS[side], `strength ${strengthText(force) ?? 'not recorded'}; casualties ${casualtiesText(force) ?? 'not recorded'}`));
  }
  if (b.strength !== undefined || b.casualties !== undefined) lines.push(row('Total', `strength ${b.strength?.toLocaleString('en-US') ?? 'not recorded'}; casualties ${b.casualties?.toLocaleString('en-US') ?? 'not recorded'}`));
  for (const side of RECORD_SIDES) lines.push(row(`${FORCE_SIDE_LABELS[side]} units`, counts[side] ? String(counts[side]) : 'no list in the records'));
  lines.push(row('Record', b.url), '', `${battleCitation(records.source, b)}.`);
  io.out(lines.join('\n'));
  return 0;
}

const unitLine = (u: UnitRecord, note?: string): string => `  ${u.code.padEnd(12)} ${u.name}${note ? ` [${note}]` : ''}  (${unitKindLabel(u)})`;

function runUnits(argv: string[], io: CliIo, records: Records): number {
  const args = parseFlags(argv, { battle: {}, search: {}, side: SIDE_FLAG, json: { boolean: true } });
  if (args.positionals.length) throw new CliUsageError(`unexpected argument ${args.positionals[0]}; use --battle ID or --search TEXT`);
  const battleId = flag(args, 'battle');
  const search = flag(args, 'search');
  if ((battleId === undefined) === (search === undefined)) throw new CliUsageError('give either --battle ID (a battle\'s units) or --search TEXT (units by name)');
  const side = flag(args, 'side') as RecordSide | undefined;
  const json = hasFlag(args, 'json');
  if (battleId !== undefined) {
    const b = battleById(records, battleId);
    const sides = side ? [side] : RECORD_SIDES;
    const lists = Object.fromEntries(sides.map((s) => [s, battleUnits(records, b, s)])) as Partial<Record<RecordSide, BattleUnit[]>>;
    if (json) {
      io.out(JSON.stringify({ battle: b.id, name: b.name, units: Object.fromEntries(Object.entries(lists).map(([s, list]) => [s, list!.map((x) => ({ ...unitJson(x.unit), ...(x.note ? { note: x.note } : {}) }))])) }));
      return 0;
    }
    const lines = [`${b.id}  ${b.name}, ${battleDates(b)}`];
    for (const s of sides) {
      const list = lists[s]!;
      lines.push('', list.length ? `${FORCE_SIDE_LABELS[s]}: ${plural(list.length, 'unit')}` : `${FORCE_SIDE_LABELS[s]}: no list in the records`);
      for (const x of list) lines.push(unitLine(x.unit, x.note));
    }
    io.out(lines.join('\n'));
    return 0;
  }
  const found = searchUnits(records, search!, side);
  if (json) {
    io.out(JSON.stringify({ units: found.map((m) => ({ ...unitJson(m.unit), battles: m.battles.map((id) => battleSummary(records.battle(id)!)) })) }));
    return 0;
  }
  if (found.length === 0) {
    io.out(`No unit in the records is named with every word of "${search}".`);
    return 0;
  }
  const lines: string[] = [];
  for (const m of found) {
    lines.push(unitLine(m.unit).trimStart());
    lines.push(m.battles.length ? `    ${m.battles.map((id) => `${id} ${records.battle(id)!.name}`).join('; ')}` : '    no battle of the records lists it');
  }
  lines.push('', `${plural(found.length, 'unit')}.`);
  io.out(lines.join('\n'));
  return 0;
}

const SUBCOMMANDS: Record<string, (argv: string[], io: CliIo, records: Records) => number> = {
  battles: runBattles,
  battle: runBattle,
  units: runUnits,
};

export const historyCommand: CliCommand = {
  name: 'history',
  usage: HISTORY_USAGE,
  run(argv, io) {
    const [sub, ...rest] = argv;
    const run = ownRow(SUBCOMMANDS, sub);
    if (!run) {
      const names = Object.keys(SUBCOMMANDS).join(', ');
      throw new CliUsageError(sub === undefined ? `needs a question: one of ${names}` : `unknown question '${sub}'; use one of ${names}`);
    }
    return run(rest, io, shippedRecords());
  },
};
