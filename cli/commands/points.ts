/**
 * `muster points FILE [--json]`: muster points per formation and side, with the organisation warnings
 * and every difference between the tables and a book's stated totals. Reads an army file
 * (`orderOfBattle` at the top) or a scenario file (each of `sides[]` with `orderOfBattle` or
 * `forces.orderOfBattle`, or `forces.armyFile` relative to the scenario).
 */
import { dirname, join, resolve } from 'node:path';
import { CliUsageError, type CliCommand, type CliIo } from '../command';
import { hasFlag, parseFlags } from '../args';
import { boughtForces, checkForceConstraints, costOrderOfBattle, FORCE_LIMIT_RULE, musterReport, organisationOptions, readOrganisation, scenarioRules, type FormationCost, type MusterWarning, type RuleSettings, type EraPresetId } from '../../core/muster';
import { locate, type OrderOfBattle } from '../../core/oob';
import type { ForceConstraint } from '../../core/model/scenario.generated';
import { formatProblem, type DocumentProblem } from '../../core/formats/index';
import { readDocumentFile } from '../../electron/services/files/index';
import { namedFile } from '../../electron/services/files/namedFile';

export const POINTS_USAGE = `Usage: muster points FILE [--json]

Muster points of an army file or of every side of a scenario file, per formation and side,
with the organisation warnings and any difference from the totals the source prints.

  --json    print {"sides":[{"name","total","statedTotal","formations","warnings"}]}

The file (and any army file a scenario names) is checked as muster validate checks it first.
Exit status: 0 done, 1 a file has problems, 2 usage or read error, 3 an internal error of Muster.`;

/** A file that is not an army or scenario with an order of battle: one line, exit code 1 (a problem with the file). */
class PointsFileError extends Error {}

/** A file `muster validate` refuses (or that cannot be read): its problems, as validate prints them. */
class PointsRefusal extends Error {
  constructor(
    readonly problems: Pick<DocumentProblem, 'file' | 'pointer' | 'message' | 'line' | 'column'>[],
    readonly unreadable: boolean,
  ) {
    super(problems.map(formatProblem).join('\n'));
  }
}

interface SideInput {
  name: string;
  oob: OrderOfBattle;
  statedTotal: number | null;
  settings: RuleSettings[];
  preset?: EraPresetId;
  /** The scenario's limits on what the side's points buy (its budget's constraints). */
  constraints?: readonly ForceConstraint[];
  budget?: SideBudget;
}

/**
 * A scenario side's budget and what it buys: the forces outside the budget (brought from the scenario before,
 * or named by the book beside the points) are counted apart and named.
 */
export interface SideBudget {
  points: number;
  bought: number;
  outside: number;
  outsideNames: string[];
}

export interface FormationTotal {
  name: string;
  total: number;
  children: FormationTotal[];
}

export interface SidePoints {
  name: string;
  total: number;
  statedTotal: number | null;
  formations: FormationTotal[];
  /** A scenario side with a points budget: what it buys and what lies outside it. */
  budget?: SideBudget;
  /** The organisation warnings, then the scenario's force limits the side breaks (rule `scenario.force-limit`). */
  warnings: Array<Pick<MusterWarning, 'severity' | 'message' | 'path'> & { rule: MusterWarning['rule'] | typeof FORCE_LIMIT_RULE }>;
}

/** Reads and validates a document; `shown` is the name problems are reported under. */
export async function readChecked(file: string, shown: string): Promise<unknown> {
  const result = await readDocumentFile(file, { displayName: shown });
  if (!result.ok) throw new PointsRefusal(result.errors, 'unreadable' in result);
  return result.document;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function asOrderOfBattle(v: unknown, file: string, where: string): OrderOfBattle {
  if (!isObject(v) || !Array.isArray(v.children) || (v.side !== 'union' && v.side !== 'confederate') || (v.era !== '1861-63' && v.era !== '1864-65')) {
    throw new PointsFileError(`${file}: ${where}: is not an order of battle (it needs side, era and children)`);
  }
  return v as unknown as OrderOfBattle;
}

/** The sides a (validated) army or scenario holds; army files a scenario names are read and validated too. */
export async function sidesOfFile(doc: unknown, file: string, shown = file): Promise<SideInput[]> {
  if (!isObject(doc)) throw new PointsFileError(`${shown}: /: not an army or scenario file (expected a JSON object)`);
  if ('orderOfBattle' in doc) {
    const oob = asOrderOfBattle(doc.orderOfBattle, shown, '/orderOfBattle');
    return [{ name: oob.name, oob, statedTotal: oob.statedTotal ?? null, ...organisationOptions(readOrganisation(doc.organisation)) }];
  }
  if (Array.isArray(doc.sides)) {
    const out: SideInput[] = [];
    for (const [i, side] of (doc.sides as unknown[]).entries()) {
      if (!isObject(side)) continue;
      const forces = isObject(side.forces) ? side.forces : {};
      let raw: unknown = side.orderOfBattle ?? forces.orderOfBattle;
      let statedTotal: unknown = forces.statedTotal;
      if (raw === undefined && typeof forces.armyFile === 'string') {
        const named = await namedFile(file, forces.armyFile);
        if (!named.ok) throw new PointsFileError(`${join(dirname(shown), forces.armyFile)}: /: side ${i + 1} names this file as its army, and it is refused: ${named.message}`);
        const armyPath = named.path;
        const army = await readChecked(armyPath, join(dirname(shown), forces.armyFile));
        raw = isObject(army) ? army.orderOfBattle : undefined;
      }
      if (raw === undefined) continue;
      const oob = asOrderOfBattle(raw, shown, `/sides/${i}/forces/orderOfBattle`);
      if (typeof statedTotal !== 'number') statedTotal = oob.statedTotal ?? null;
      const settings: RuleSettings[] = [];
      const budget = isObject(forces.budget) && typeof forces.budget.points === 'number' ? forces.budget.points : undefined;
      // Formations the side has outside its budget (brought from the scenario before, or named by the book beside the points) are not bought from it.
      const outsideBudget = Array.isArray(forces.outsideBudget) ? forces.outsideBudget.filter((x): x is string => typeof x === 'string') : [];
      const bought = costOrderOfBattle(boughtForces(oob, outsideBudget)).total;
      const outside = outsideBudget.length ? costOrderOfBattle(oob).total - bought : 0;
      if (budget !== undefined) settings.push(scenarioRules({ budget: budget + outside }));
      const outsideNames = outsideBudget.map((id) => locate(oob, id)?.node.name ?? id);
      const constraints = isObject(forces.budget) && Array.isArray(forces.budget.constraints) ? (forces.budget.constraints as ForceConstraint[]) : [];
      const name = typeof side.name === 'string' ? side.name : oob.name;
      // A stated total on the scenario side is the one the book prints; compare against it.
      out.push({ name, oob: { ...oob, statedTotal: statedTotal as number | null }, statedTotal: statedTotal as number | null, settings, constraints, ...(budget !== undefined ? { budget: { points: budget, bought, outside, outsideNames } } : {}) });
    }
    if (out.length === 0) throw new PointsFileError(`${shown}: /sides: no side of this scenario has an order of battle (embedded or from an army file)`);
    return out;
  }
  throw new PointsFileError(`${shown}: /: not an army or scenario file (no orderOfBattle and no sides)`);
}

const formationTotals = (f: FormationCost): FormationTotal => ({ name: f.formation.name, total: f.total, children: f.children.map(formationTotals) });

export function pointsOfSide(side: SideInput): SidePoints {
  const report = musterReport(side.oob, { settings: side.settings, ...(side.preset ? { preset: side.preset } : {}) });
  return {
    name: side.name,
    total: report.cost.total,
    statedTotal: side.statedTotal,
    formations: report.cost.formations.map(formationTotals),
    ...(side.budget ? { budget: side.budget } : {}),
    warnings: [
      ...report.warnings.map((w) => ({ rule: w.rule, severity: w.severity, message: w.message, path: w.path })),
      ...checkForceConstraints(side.oob, side.constraints ?? []).map((f): SidePoints['warnings'][number] => ({ rule: FORCE_LIMIT_RULE, severity: 'error', message: f.message, path: f.path })),
    ],
  };
}

function printText(sides: SidePoints[], io: CliIo): void {
  const lines: string[] = [];
  const tree = (f: FormationTotal, depth: number): void => {
    lines.push(`${'  '.repeat(depth + 1)}${f.name}: ${f.total} MP`);
    f.children.forEach((c) => tree(c, depth + 1));
  };
  for (const side of sides) {
    const stated = side.statedTotal === null ? '' : side.statedTotal === side.total ? ` (stated ${side.statedTotal})` : ` (stated ${side.statedTotal}: differs)`;
    lines.push(`${side.name}: ${side.total} MP${stated}`);
    side.formations.forEach((f) => tree(f, 0));
    const b = side.budget;
    if (b) lines.push(`  budget: ${b.bought} of ${b.points} MP bought${b.outsideNames.length ? `; outside the budget: ${b.outsideNames.join(', ')} (${b.outside} MP)` : ''}`);
    for (const w of side.warnings) lines.push(`  ${w.severity}: ${w.path ? `${w.path}: ` : ''}${w.message} [${w.rule}]`);
    lines.push('');
  }
  io.out(lines.join('\n').trimEnd());
}

/**
 * A file this command (or `print`) refuses, told as `validate` tells it: exit 2 for a file that cannot be
 * read, 1 for one with problems. Anything else is not a refusal and goes on up.
 */
export function refusalExit(error: unknown, io: CliIo): number {
  if (error instanceof PointsRefusal) {
    for (const p of error.problems) io.err(formatProblem(p));
    return error.unreadable ? 2 : 1;
  }
  if (error instanceof PointsFileError) {
    io.err(error.message);
    return 1;
  }
  throw error;
}

export const pointsCommand: CliCommand = {
  name: 'points',
  usage: POINTS_USAGE,
  async run(argv, io) {
    const args = parseFlags(argv, { json: { boolean: true } });
    if (args.positionals.length !== 1) throw new CliUsageError(args.positionals.length === 0 ? 'needs a FILE (an army or scenario file)' : 'takes one FILE');
    const name = args.positionals[0]!;
    const file = resolve(io.cwd, name);
    let sides: SidePoints[];
    try {
      sides = (await sidesOfFile(await readChecked(file, name), file, name)).map(pointsOfSide);
    } catch (error) {
      return refusalExit(error, io);
    }
    if (hasFlag(args, 'json')) io.out(JSON.stringify({ sides }));
    else printText(sides, io);
    return 0;
  },
};
