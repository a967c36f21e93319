import { writeFile } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import { formatProblem } from '../../core/formats/index';
import { boardCovering, isHexInput, LAYERS, renderMapSvg, renderMapSvgParts, scenarioHexInput, scenarioRenderInput, type AnyMapRenderInput, type LayerId } from '../../core/map/index';
import type { HexMap } from '../../core/model/scenario.generated';
import type { OrderOfBattle } from '../../core/model/oob';
import type { MusterMapFile, MusterScenario } from '../../core/model/scenario.generated';
import { readDocumentFile } from '../../electron/services/files/index';
import { namedFile } from '../../electron/services/files/namedFile';
import { ChromiumMissingError } from '../../electron/services/render/chromium';
import { svgToPng } from '../../electron/services/render/rasterise';
import { flag, intFlag, parseFlags } from '../args';
import { CliUsageError, type CliCommand, type CliIo } from '../command';

/** The orders of battle that a scenario's sides keep in army files beside it. */
export async function armiesOf(scenario: MusterScenario, file: string, io: CliIo): Promise<Record<string, OrderOfBattle> | undefined> {
  const armies: Record<string, OrderOfBattle> = {};
  for (const side of scenario.sides) {
    if (side.forces.orderOfBattle || !side.forces.armyFile) continue;
    const named = await namedFile(file, side.forces.armyFile);
    if (!named.ok) {
      io.err(`${side.forces.armyFile}: /: side '${side.id}' names this file as its army, and it is refused: ${named.message}`);
      return undefined;
    }
    const army = await readDocumentFile(named.path, { displayName: side.forces.armyFile });
    if (!army.ok) {
      for (const e of army.errors) io.err(formatProblem(e));
      return undefined;
    }
    if (army.kind !== 'army') {
      io.err(`${side.forces.armyFile}: /: side '${side.id}' names this file as its army, but it is a ${army.kind} file`);
      return undefined;
    }
    armies[side.id] = (army.document as { orderOfBattle: OrderOfBattle }).orderOfBattle;
  }
  return armies;
}

/** `muster render FILE --out OUT.svg|OUT.png [--side SIDE] [--layers terrain,units,…] [--ppi N] [--legend]`. */
export const renderCommand: CliCommand = {
  name: 'render',
  usage: [
    'Usage: muster render FILE --out OUT.svg|OUT.png [--side SIDE] [--layers LIST] [--ppi N] [--legend]',
    '',
    "Draws the map of a scenario (its board, terrain, contours, set-up areas, objectives and units as their",
    'stands, or its hex map with hex numbers and counters) or of a map file. An SVG is drawn in inches: its width',
    'and height are the board\'s (a hex map\'s printed sheet), so it prints',
    'at true size. A PNG is the same drawing rendered by Chromium at --ppi pixels an inch (default 96).',
    '',
    '  --side SIDE     only that side\'s set-up areas and units (a side id of the scenario)',
    `  --layers LIST   comma-separated layers to draw: ${LAYERS.join(', ')} (default: all)`,
    '  --legend        inset a legend of the terrain kinds used',
    '',
    'Exit status: 0 done, 1 the file has problems or cannot be drawn, 2 usage or read error.',
  ].join('\n'),
  async run(argv, io) {
    const args = parseFlags(argv, { out: {}, side: {}, layers: {}, ppi: {}, legend: { boolean: true } });
    if (args.positionals.length !== 1) throw new CliUsageError('name exactly one scenario or map FILE');
    const out = flag(args, 'out');
    if (!out) throw new CliUsageError('--out OUT.svg or --out OUT.png is required');
    const format = extname(out).toLowerCase();
    if (format !== '.svg' && format !== '.png') throw new CliUsageError(`--out ${out}: the file name must end in .svg or .png`);
    const ppi = intFlag(args, 'ppi', 10, 600);
    const layerList = flag(args, 'layers');
    const layers = layerList?.split(',').map((l) => l.trim()) ?? [...LAYERS];
    const unknown = layers.filter((l) => !(LAYERS as readonly string[]).includes(l));
    if (unknown.length > 0) throw new CliUsageError(`--layers: unknown layer ${unknown.join(', ')}; use ${LAYERS.join(', ')}`);

    const name = args.positionals[0]!;
    const file = resolve(io.cwd, name);
    const result = await readDocumentFile(file, { displayName: name });
    if (!result.ok) {
      for (const e of result.errors) io.err(formatProblem(e));
      return 'unreadable' in result ? 2 : 1;
    }
    let input: AnyMapRenderInput | undefined;
    let title: string;
    if (result.kind === 'scenario') {
      const scenario = result.document as unknown as MusterScenario;
      const armies = await armiesOf(scenario, file, io);
      if (!armies) return 1;
      input = scenario.map.kind === 'hex' ? scenarioHexInput(scenario, armies) : scenarioRenderInput(scenario, armies);
      title = scenario.title;
      if (!input) {
        io.err(`${name}: /board: this scenario has no board to draw`);
        return 1;
      }
    } else if (result.kind === 'map') {
      const mapFile = result.document as unknown as MusterMapFile;
      input = mapFile.map.kind === 'hex' ? { map: mapFile.map as HexMap, sides: [] } : { board: boardCovering(mapFile.map), map: mapFile.map, scale: '15mm', sides: [] };
      title = mapFile.title ?? name;
    } else {
      io.err(`${name}: /: this is an army file; muster render draws scenarios and maps`);
      return 1;
    }
    const side = flag(args, 'side');
    if (side !== undefined && !input.sides.some((s) => s.id === side)) {
      throw new CliUsageError(`--side ${side}: the scenario's sides are ${input.sides.map((s) => s.id).join(', ') || 'none'}`);
    }
    const size = isHexInput(input) ? renderMapSvgParts(input, { layers: [] }) : input.board;
    const svg = renderMapSvg(input, { layers: layers as LayerId[], title, ...(side ? { side } : {}), ...(args.flags.has('legend') ? { legend: true } : {}) });
    const target = resolve(io.cwd, out);
    if (format === '.svg') {
      await writeFile(target, svg);
    } else {
      try {
        await writeFile(target, await svgToPng(svg, size.widthIn, size.heightIn, ppi ? { pixelsPerInch: ppi } : {}));
      } catch (error) {
        if (error instanceof ChromiumMissingError || error instanceof RangeError) {
          io.err(`${name}: ${error.message}`);
          return 1;
        }
        throw error;
      }
    }
    io.out(`Wrote ${out} (${Math.round(size.widthIn * 100) / 100}" × ${Math.round(size.heightIn * 100) / 100}").`);
    return 0;
  },
};
