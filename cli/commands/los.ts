import { roundPoint } from '../../core/map/index';
import { findUnit, lineOfSight, rangeBand, rangeBetween, round2 } from '../../core/preview/adf/index';
import { flag, hasFlag, parseFlags } from '../args';
import { CliUsageError, type CliCommand } from '../command';
import { readScenarioTable } from '../scenarioTable';

export const LOS_USAGE = `Usage: muster los FILE --from UNIT --to UNIT [--json]

Whether one unit of a scenario sees another where they stand on its map, by the ADF rules: woods,
orchards and brush by season, heavy woods and buildings, hills and steep crests, units in the way. Also
the range from the first unit's front centre to the nearest point of the second, where the second lies in
the first's arcs, and the range band of the first unit's weapon or guns at the scenario's scale.

  --from UNIT   the unit that looks (a unit's id, or its name in its side's order of battle)
  --to UNIT     the unit looked at
  --json        print {"visible","distanceInches","arc","rangeBand","blockedBy","trace"}

Exit status: 0 done (whether or not the unit is seen), 1 a unit is not found or the file has problems,
2 usage or read error.`;

/** \`muster los FILE --from UNIT --to UNIT [--json]\`. */
export const losCommand: CliCommand = {
  name: 'los',
  usage: LOS_USAGE,
  async run(argv, io) {
    const args = parseFlags(argv, { from: {}, to: {}, json: { boolean: true } });
    if (args.positionals.length !== 1) throw new CliUsageError(args.positionals.length === 0 ? 'needs a scenario FILE' : 'takes one FILE');
    const from = flag(args, 'from');
    const to = flag(args, 'to');
    if (!from || !to) throw new CliUsageError('needs --from UNIT and --to UNIT');
    const name = args.positionals[0]!;
    const read = await readScenarioTable(name, io);
    if (!read.ok) return read.exit;
    const { table } = read;
    const a = findUnit(table, from);
    const b = findUnit(table, to);
    for (const [found, which] of [[a, '--from'], [b, '--to']] as const) {
      if (!found.ok) {
        io.err(`${name}: ${which} ${found.message}`);
        return 1;
      }
    }
    if (!a.ok || !b.ok) return 1;
    const sight = lineOfSight(table, a.unit, b.unit);
    const range = rangeBetween(a.unit, b.unit);
    const band = rangeBand(a.unit, range.distanceInches, table.scale);
    const answer = {
      visible: sight.visible,
      distanceInches: round2(range.distanceInches),
      arc: range.arc,
      rangeBand: band.band,
      blockedBy: sight.blockedBy.map((x) => ({ feature: x.feature, kind: x.kind, at: roundPoint(x.at) })),
      trace: [...sight.trace, ...range.trace, { step: 'range band', value: band.band, detail: band.why, source: band.source }],
    };
    if (hasFlag(args, 'json')) {
      io.out(JSON.stringify(answer));
      return 0;
    }
    const lines = [
      `${a.unit.name} ${sight.visible ? 'sees' : 'does not see'} ${b.unit.name}.`,
      `Range ${answer.distanceInches}" (${answer.rangeBand ?? 'out of range'}); ${b.unit.name} is in ${a.unit.name}'s ${range.arc === 'front' ? 'frontal arc' : range.arc}.`,
      ...sight.blockedBy.map((x) => `  blocked by ${x.kind} ${x.feature} at (${roundPoint(x.at).x}, ${roundPoint(x.at).y}): ${x.why} [${x.source}]`),
    ];
    io.out(lines.join('\n'));
    return 0;
  },
};
