/**
 * A hex scenario's part of a module: the map image at a size that gives a hex at least 48 pixels, the
 * grid named as Muster numbers it (hexGrid.ts), a piece per counter of each side (its printed face, and
 * its reverse on a flip layer where the counter has one; a rotation in twelve steps where counters face),
 * and a set-up stack per hex holding its counters bottom first, at the hex's printed number.
 */
import { gridOf, hexCentre, hexId, parseHexId, placeableCounters, counterFace, onGrid, sheetSize, type CounterSide, type Grid } from '../../hex';
import { counterSquare, facingsClockwise } from '../../hex/layout';
import { renderMapSvgParts } from '../../map/render/svg';
import { scenarioHexInput } from '../../map/scenarioMap';
import { counterBodySvg, counterCss } from '../../map/render/hexSvg';
import { SIDE_STYLE } from '../../map/render/styles';
import type { OrderOfBattle } from '../../model/oob';
import type { Counter, HexMap, MusterScenario } from '../../model/scenario.generated';
import { vassalHexGrid } from './hexGrid';
import { cloneTrait, deleteTrait, flipTrait, rotateTrait } from './pieces';
import { BOARD, FileNames, VassalExportError, marker, pictureSvg, DEFAULT_HEX_PIXELS, MIN_HEX_PIXELS, type AtStart, type Contents, type PieceKind, type VassalImage, type VassalOptions } from './parts';
import { placementKey } from '../../model/keys';

export function hexContents(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>, options: VassalOptions, files: FileNames, images: VassalImage[]): Contents {
  const input = scenarioHexInput(scenario, armies)!;
  const map = scenario.map as HexMap;
  const grid = gridOf(map.grid);
  const { widthIn, heightIn } = sheetSize(grid);
  let hexPixels = Math.max(MIN_HEX_PIXELS, Math.round(options.hexPixels ?? DEFAULT_HEX_PIXELS));
  const sideOf = (px: number) => Math.ceil((Math.max(widthIn, heightIn) * px) / grid.hexSizeIn);
  if (sideOf(hexPixels) > options.maxImageSide) hexPixels = Math.floor((options.maxImageSide * grid.hexSizeIn) / Math.max(widthIn, heightIn));
  if (hexPixels < MIN_HEX_PIXELS) {
    throw new VassalExportError(`the map is ${grid.columns} × ${grid.rows} hexes: at ${MIN_HEX_PIXELS} pixels a hex its image would be more than ${options.maxImageSide} pixels a side`);
  }
  const ppi = hexPixels / grid.hexSizeIn;

  const parts = renderMapSvgParts(input, { layers: ['terrain', 'grid', 'labels'] });
  const mapImage: VassalImage = { file: files.take('map', '.png'), role: 'map', widthPx: Math.round(widthIn * ppi), heightPx: Math.round(heightIn * ppi), svg: '' };
  mapImage.svg = pictureSvg({ x: 0, y: 0, w: widthIn, h: heightIn }, mapImage.widthPx, mapImage.heightPx, parts.defs, parts.body);
  images.push(mapImage);

  // Counters face a side or a corner only in GBACW (7.1): twelve steps of 30°, sides and corners alike.
  const faces = scenario.ruleset === 'gbacw' || (map.units ?? []).some((u) => u.facing !== undefined || u.facingVertex !== undefined);
  const size = counterSquare(grid, { col: grid.firstColumn, row: grid.firstRow }, 0).size;
  const counterPx = Math.round(size * ppi);
  const pieces: PieceKind[] = [];
  const bySide = new Map<string, Map<string, PieceKind>>();
  for (const side of scenario.sides) {
    const counterSide: CounterSide = input.sides.find((s) => s.id === side.id)!;
    const own = new Map<string, PieceKind>();
    bySide.set(side.id, own);
    for (const counter of placeableCounters(counterSide)) {
      if (own.has(counter.id)) continue;
      const face = counterFace(counter);
      const image: VassalImage = {
        file: files.take(`counter-${side.id}-${counter.id}`, '.png'),
        role: 'counter',
        widthPx: counterPx,
        heightPx: counterPx,
        svg: pictureSvg({ x: 0, y: 0, w: size, h: size }, counterPx, counterPx, `<style>${counterCss(grid.hexSizeIn)}</style>`, `<g class="counter">${counterBodySvg(face, SIDE_STYLE[side.rulesSide], { x: 0, y: 0, size })}</g>`),
      };
      images.push(image);
      // A counter printed on both sides (reduced or disordered values) gets its reverse as a second image.
      const reverse: VassalImage | undefined = counter.reduced
        ? {
            file: files.take(`counter-${side.id}-${counter.id}-reverse`, '.png'),
            role: 'counter',
            widthPx: counterPx,
            heightPx: counterPx,
            svg: pictureSvg({ x: 0, y: 0, w: size, h: size }, counterPx, counterPx, `<style>${counterCss(grid.hexSizeIn)}</style>`, `<g class="counter">${counterBodySvg(counterFace(counter, true), SIDE_STYLE[side.rulesSide], { x: 0, y: 0, size }, { flipped: true })}</g>`),
          }
        : undefined;
      if (reverse) images.push(reverse);
      const kind: PieceKind = {
        key: placementKey({ side: side.id, unit: counter.id }),
        side,
        name: pieceName(face.name, counter),
        image: image.file,
        widthPx: counterPx,
        heightPx: counterPx,
        traits: (state) => [
          marker(side, counter.id, state),
          deleteTrait(),
          cloneTrait(),
          ...(faces ? [rotateTrait({ steps: 12, index: state.facing ?? 0 })] : []),
          ...(reverse ? [flipTrait(image.file, reverse.file, state.flipped ? 2 : 1)] : []),
        ],
      };
      own.set(counter.id, kind);
      pieces.push(kind);
    }
  }

  const steps = faces ? facingSteps(grid) : undefined;
  const stacks = new Map<string, AtStart>();
  for (const [i, u] of (map.units ?? []).entries()) {
    const where = `map.units[${i}] (${u.side} ${u.unit})`;
    const kind = bySide.get(u.side)?.get(u.unit);
    if (!kind) throw new VassalExportError(`${where}: side ${u.side} has no counter ${u.unit}`);
    const c = parseHexId(grid, u.hex);
    if (!c || !onGrid(grid, c)) throw new VassalExportError(`${where}: hex ${u.hex} is not on the map's grid`);
    const id = hexId(grid, c);
    let stack = stacks.get(id);
    if (!stack) {
      const centre = hexCentre(grid, c);
      stack = { attrs: { name: id, owningBoard: BOARD, useGridLocation: true, location: id, x: Math.round(centre.x * ppi), y: Math.round(centre.y * ppi) }, pieces: [] };
      stacks.set(id, stack);
    }
    const facing = steps && (u.facing !== undefined ? steps.get(`side:${u.facing}`) : u.facingVertex !== undefined ? steps.get(`corner:${u.facingVertex}`) : undefined);
    stack.pieces.push({ kind, state: { ...(facing !== undefined ? { facing } : {}), ...(u.flipped ? { flipped: true } : {}) } });
  }

  return {
    pieces,
    find: (side, ref) => bySide.get(side)?.get(ref),
    findAll: (side, ref) => {
      const one = bySide.get(side)?.get(ref);
      return one ? [one] : undefined;
    },
    atStart: [...stacks.values()],
    mapImage,
    grid: vassalHexGrid(grid, ppi),
    pixelsPerInch: ppi,
    scaleNote: `Hexes are ${hexPixels} pixels across the flats; VASSAL names each hex as the map prints it.`,
  };
}

/** A counter's name in the palette and the chat: its designation, with its id where the designation alone repeats. */
const pieceName = (designation: string, counter: Counter): string => (designation === counter.id ? designation : `${designation} (${counter.id})`);

/** The index of each side and corner among twelve facings of 30°, clockwise from north (FreeRotator's fixed angles). */
function facingSteps(grid: Grid): Map<string, number> {
  const out = new Map<string, number>();
  // facingsClockwise starts due north (a flat top's N side, a pointy top's N corner), 30° a step.
  for (const [i, f] of facingsClockwise(grid).entries()) out.set('side' in f ? `side:${f.side}` : `corner:${f.corner}`, i);
  return out;
}
