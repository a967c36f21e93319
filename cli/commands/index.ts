/**
 * Every `muster` subcommand, in the order `muster --help` lists them: its name, its line for the help,
 * and how to load it. A command's code (and the core it pulls in: schemas, the print sheets, the
 * records) is loaded only when that command runs, so `muster --version` or `muster validate` does not
 * pay for all the others at every start (issue 30). Register new commands here.
 */
import type { CliCommand, CliCommandEntry } from '../command';
import { EXPORT_FORMAT_IDS } from '../../core/export/formats';

export const commands: readonly CliCommandEntry[] = [
  { name: 'validate', summary: 'check scenario, army and map files against their schemas', load: async () => (await import('./validate')).validateCommand },
  { name: 'info', summary: 'summarise a scenario: board, terrain kinds, units per side', load: async () => (await import('./info')).infoCommand },
  { name: 'odds', summary: 'exact odds of a fire, a morale check or a charge impact (ADF)', load: async () => (await import('./odds')).oddsCommand },
  { name: 'points', summary: 'muster points and organisation warnings of an army or scenario file (ADF)', load: async () => (await import('./points')).pointsCommand },
  { name: 'random', summary: 'seeded random force strengths and random reinforcements by card draws (ADF)', load: async () => (await import('./random')).randomCommand },
  { name: 'render', summary: 'draw a scenario or map file as an SVG or PNG in real inches', load: async () => (await import('./render')).renderCommand },
  { name: 'print', summary: 'print reference charts, rosters, briefings, deployment sheets or the map at 1:1 as a PDF', load: async () => (await import('./print')).printCommand },
  { name: 'los', summary: 'line of sight, range, arc and range band between two units of a scenario (ADF)', load: async () => (await import('./los')).losCommand },
  { name: 'check', summary: 'what is wrong with a scenario on its table: placements, command, sight, entries, budgets', load: async () => (await import('./check')).checkCommand },
  { name: 'export', summary: `export a scenario for others to play: ${EXPORT_FORMAT_IDS.join(', ')}`, load: async () => (await import('./export')).exportCommand },
  {
    name: 'import',
    summary: 'make Muster documents from other sources: bluegrey (the Blue & Grey charts), package (a .muster.zip), tmj (a Tiled map), ground (a GeoTIFF DEM), features (GeoJSON or OSM XML)',
    load: async () => (await import('./import')).importCommand,
  },
  { name: 'history', summary: 'the public records of Civil War battles and the units in each', load: async () => (await import('./history')).historyCommand },
  { name: 'balance', summary: 'play a scenario many times with computer opponents and measure its balance (ADF)', load: async () => (await import('./balance')).balanceCommand },
  { name: 'campaign', summary: 'where a campaign stands: results so far, the next scenario, its branch and what carries over', load: async () => (await import('./campaign')).campaignCommand },
];

/** Every command, loaded: for the tests and tools that look at all of them. */
export const loadAllCommands = (): Promise<CliCommand[]> => Promise.all(commands.map((c) => c.load()));
