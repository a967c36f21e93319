/**
 * `muster print [FILE] --sheet charts|roster|deployment|briefing|map|campaign-roster [--scale 10mm|15mm|25mm] [--side NAME]
 * [--paper letter|a4] [--margin INCHES] --out OUT.pdf`: a print sheet as a PDF, laid out and printed by
 * Chromium from the same HTML the app's print preview shows (core/print).
 */
import { writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { DEFAULT_PRINT_SETTINGS, PAPERS, SHEET_KINDS, SHEET_LABELS, SHEET_MAKERS, MARGIN_BOUNDS_IN, type Paper, type PrintSettings, type SheetKind, type RosterSide } from '../../core/print';
import type { FigureScale } from '../../core/model/words';
import { WorkJobs } from '../../electron/services/jobs/jobs';
import { printedUnderlays } from '../../electron/services/ground/printUnderlays';
import { printedImages } from '../../core/ground';
import { browserHost } from '../../electron/services/jobs/browserHost';
import { boardCovering, scenarioRenderInput, type MapRenderInput } from '../../core/map/index';
import type { MusterMapFile, MusterScenario } from '../../core/model/scenario.generated';
import type { OrderOfBattle } from '../../core/model/oob';
import { RULESET_LABELS } from '../../core/vocabulary';
import { flag, parseFlags } from '../args';
import { CliUsageError, type CliCommand, type CliIo } from '../command';
import { readChecked, refusalExit, sidesOfFile } from './points';
import { armiesOf } from './render';
import { readStepScenarios } from './campaign';
import { campaignStanding, type MusterCampaign } from '../../core/campaign/index';
import { campaignRosterData, type CampaignRosterData } from '../../core/campaign/roster';

const SCALES: readonly FigureScale[] = ['10mm', '15mm', '25mm'];

const USAGE = [
  'Usage: muster print [FILE] --sheet charts|roster|deployment|briefing|map|campaign-roster [--scale 10mm|15mm|25mm]',
  '                    [--side NAME] [--paper letter|a4] [--margin INCHES] [--save-ink] --out OUT.pdf',
  '',
  'Prints a sheet as a PDF: the reference charts of a figure scale (FILE may be left out) or of a Blue &',
  'Grey or GBACW scenario\'s own game, the roster of an army file or of a scenario\'s sides, or a',
  'scenario\'s or map\'s board at 1:1 on as many pages as it takes (with an assembly page, crop marks and',
  'a one-inch bar), or a scenario\'s briefing or deployment sheets (one a side; --side for one), or a',
  'campaign\'s roster (each side\'s units with their losses so far; its scenario files are read beside',
  'it). For a scenario the scale is its own.',
  '',
  `  --sheet KIND    ${SHEET_KINDS.map((k) => `${k} (${SHEET_LABELS[k].toLowerCase()})`).join(', ')}`,
  '  --scale SCALE   10mm, 15mm or 25mm (ADF charts; default the scenario\'s, else 15mm)',
  '  --side NAME     only that side (its name or id)',
  `  --paper PAPER   letter or a4 (default ${DEFAULT_PRINT_SETTINGS.paper})`,
  `  --margin IN     margins in inches, ${MARGIN_BOUNDS_IN.min} to ${MARGIN_BOUNDS_IN.max} (default ${DEFAULT_PRINT_SETTINGS.marginIn})`,
  '  --save-ink      the map at 1:1 leaves the open ground unfilled',
  '',
  'Exit status: 0 printed, 1 the document cannot be printed (the reason is given), 2 usage or read error.',
].join('\n');

export const printCommand: CliCommand = {
  name: 'print',
  usage: USAGE,
  async run(argv, io) {
    const args = parseFlags(argv, { sheet: {}, scale: {}, side: {}, paper: {}, margin: {}, out: {}, 'save-ink': { boolean: true } });
    const sheet = flag(args, 'sheet');
    if (!sheet) throw new CliUsageError(`--sheet is required: ${SHEET_KINDS.join(', ')}`);
    if (!(SHEET_KINDS as readonly string[]).includes(sheet)) throw new CliUsageError(`--sheet ${sheet}: choose ${SHEET_KINDS.join(', ')}`);
    const out = flag(args, 'out');
    if (!out) throw new CliUsageError('--out OUT.pdf is required');
    if (extname(out).toLowerCase() !== '.pdf') throw new CliUsageError(`--out ${out}: the file name must end in .pdf`);
    const paper = flag(args, 'paper') ?? DEFAULT_PRINT_SETTINGS.paper;
    if (!(PAPERS as readonly string[]).includes(paper)) throw new CliUsageError(`--paper ${paper}: choose ${PAPERS.join(' or ')}`);
    const scaleFlag = flag(args, 'scale');
    if (scaleFlag !== undefined && !(SCALES as readonly string[]).includes(scaleFlag)) throw new CliUsageError(`--scale ${scaleFlag}: choose ${SCALES.join(', ')}`);
    const marginFlag = flag(args, 'margin');
    const marginIn = marginFlag === undefined ? DEFAULT_PRINT_SETTINGS.marginIn : Number(marginFlag);
    if (!(marginIn >= MARGIN_BOUNDS_IN.min && marginIn <= MARGIN_BOUNDS_IN.max)) throw new CliUsageError(`--margin ${marginFlag}: choose between ${MARGIN_BOUNDS_IN.min} and ${MARGIN_BOUNDS_IN.max} inches`);
    if (args.positionals.length > 1) throw new CliUsageError('takes at most one FILE');
    const kind = sheet as SheetKind;
    const maker = SHEET_MAKERS[kind];
    const settings: PrintSettings = { paper: paper as Paper, orientation: maker.orientation, marginIn, ...(args.flags.has('save-ink') ? { saveInk: true } : {}) };
    const name = args.positionals[0];
    let scale: FigureScale = (scaleFlag as FigureScale | undefined) ?? '15mm';
    let sides: RosterSide[] = [];
    let title: string | undefined;
    let map: MapRenderInput | undefined;
    let sideId: string | undefined;
    let scenario: MusterScenario | undefined;
    let armies: Record<string, OrderOfBattle> | undefined;
    if (maker.needs === 'report') throw new CliUsageError(`--sheet ${kind}: the battle report is printed from the app's playtest board`);
    if (maker.needs === 'balance') throw new CliUsageError(`--sheet ${kind}: the designer's notes are printed from a balance run in the app (Scenario ▸ Balance…); \`muster balance\` prints its numbers`);
    let campaign: CampaignRosterData | undefined;
    if (name === undefined) {
      if (maker.needs !== 'scale') throw new CliUsageError(`--sheet ${kind} needs a FILE (${maker.needs === 'campaign' ? 'a campaign file' : 'an army or scenario file'})`);
    } else {
      const file = resolve(io.cwd, name);
      try {
        const doc = (await readChecked(file, name)) as { scale?: unknown; title?: unknown; orderOfBattle?: { scale?: unknown } };
        const own = doc.scale ?? doc.orderOfBattle?.scale;
        if (scaleFlag === undefined && typeof own === 'string' && (SCALES as readonly string[]).includes(own)) scale = own as FigureScale;
        if (typeof doc.title === 'string') title = doc.title;
        if (maker.needs === 'sides') sides = await sidesOfFile(doc, file, name);
        if (maker.usesScenario && Array.isArray((doc as { sides?: unknown }).sides)) {
          scenario = doc as MusterScenario;
          if (scaleFlag !== undefined && scenario.scale === 'counters') throw new CliUsageError(`--scale ${scaleFlag}: ${name} is a ${RULESET_LABELS[scenario.ruleset]} scenario, whose charts are its own game's, not a figure scale's`);
        }
        if (maker.needs === 'scenario') {
          if (!Array.isArray((doc as { sides?: unknown }).sides)) {
            io.err(`${name}: /: the ${SHEET_LABELS[kind].toLowerCase()} is printed from a scenario file`);
            return 1;
          }
          scenario = doc as MusterScenario;
          armies = await armiesOf(scenario, file, io);
          if (!armies) return 1;
          map = scenarioRenderInput(scenario, armies);
          title = scenario.title;
        }
        if (maker.needs === 'campaign') {
          if (!Array.isArray((doc as { scenarios?: unknown }).scenarios)) {
            io.err(`${name}: /: the campaign roster is printed from a campaign file`);
            return 1;
          }
          const c = doc as unknown as MusterCampaign;
          const read = await readStepScenarios(c, file, name, io);
          if (read.failed) return read.failed;
          campaign = campaignRosterData(campaignStanding(c, read.scenarios), read.scenarios);
          title = c.title;
        }
        if (maker.needs === 'map') {
          const found = await mapOf(doc, file, name, io);
          if (typeof found === 'number') return found;
          map = found.input;
          title = found.title;
        }
        if (map) {
          const laid = await withPrintedImages(map, file, name, io);
          if (typeof laid === 'number') return laid;
          map = laid;
        }
      } catch (error) {
        return refusalExit(error, io);
      }
      const side = flag(args, 'side');
      if (side !== undefined && scenario) {
        const picked = scenario.sides.find((s) => s.id === side.toLowerCase() || s.name.toLowerCase() === side.toLowerCase());
        if (!picked) throw new CliUsageError(`--side ${side}: the sides are ${scenario.sides.map((s) => s.name).join(', ')}`);
        sideId = picked.id;
      } else if (side !== undefined && map) {
        const picked = map.sides.find((s) => s.id === side.toLowerCase() || s.name.toLowerCase() === side.toLowerCase());
        if (!picked) throw new CliUsageError(`--side ${side}: the sides are ${map.sides.map((s) => s.name).join(', ') || 'none'}`);
        sideId = picked.id;
      } else if (side !== undefined) {
        const picked = sides.filter((s) => s.name.toLowerCase() === side.toLowerCase() || s.oob.side === side.toLowerCase());
        if (picked.length === 0) throw new CliUsageError(`--side ${side}: the sides are ${sides.map((s) => s.name).join(', ') || 'none'}`);
        sides = picked;
      }
    }
    const input = { scale, sides, ...(title ? { title } : {}), ...(map ? { map } : {}), ...(sideId ? { side: sideId } : {}), ...(scenario ? { scenario } : {}), ...(armies ? { armies } : {}), ...(campaign ? { campaign } : {}) };
    try {
      // Made and printed as the app prints: in a worker with the sheet's time and memory limits, so a file far
      // larger than a table is refused with the reason instead of running on and growing without end.
      const printed = await new WorkJobs(browserHost()).print({ task: 'sheet', kind, input, settings });
      await writeFile(resolve(io.cwd, out), printed.pdf);
      io.out(`Wrote ${out}: ${printed.title}, ${printed.pages} ${printed.pages === 1 ? 'page' : 'pages'} (${paper}).`);
      return 0;
    } catch (error) {
      // By name: the job's errors come back from its worker.
      if (error instanceof Error && ['ChromiumMissingError', 'JobStopped', 'PrintStopped'].includes(error.name)) {
        io.err(`muster print: ${error.message}`);
        return 1;
      }
      throw error;
    }
  },
};

/** The command reads whatever files its user names: an image beside the file is read as the user would. */
const READ_AS_THE_USER = { check: async (path: string) => path };

/**
 * The map with the reference images it prints faded laid under it, read beside the file as the app reads
 * them (by name, or by content hash in images/); an exit code when one is not there, since a print
 * without it would look like one with it.
 */
async function withPrintedImages(map: MapRenderInput, file: string, name: string, io: CliIo): Promise<MapRenderInput | number> {
  if (printedImages(map.map).length === 0) return map;
  const { pictures, missing } = await printedUnderlays(READ_AS_THE_USER, file, map, map.georeference);
  if (missing.length > 0) {
    io.err(`${name}: /map/referenceImages: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} to print faded under the map but not found beside the file (its folder or images/): put ${missing.length === 1 ? 'it' : 'them'} back, or turn off its print option`);
    return 1;
  }
  return { ...map, underlays: pictures };
}

/** A scenario's or map file's tabletop map, ready to draw; an exit code when it cannot be. */
async function mapOf(doc: unknown, file: string, name: string, io: CliIo): Promise<{ input: MapRenderInput; title: string } | number> {
  const d = doc as { sides?: unknown; map?: { kind?: string }; title?: string };
  if (Array.isArray(d.sides)) {
    const scenario = doc as MusterScenario;
    const armies = await armiesOf(scenario, file, io);
    if (!armies) return 1;
    const input = scenarioRenderInput(scenario, armies);
    if (!input) {
      io.err(`${name}: /map: this scenario is played on a hex map; the map at 1:1 prints tabletop maps`);
      return 1;
    }
    return { input, title: scenario.title };
  }
  if (d.map) {
    const mapFile = doc as MusterMapFile;
    if (mapFile.map.kind !== 'tabletop') {
      io.err(`${name}: /map: this is a hex map; the map at 1:1 prints tabletop maps`);
      return 1;
    }
    return { input: { board: boardCovering(mapFile.map), map: mapFile.map, scale: '15mm', sides: [] }, title: mapFile.title ?? name };
  }
  io.err(`${name}: /: this is an army file; the map at 1:1 prints scenarios and maps`);
  return 1;
}
