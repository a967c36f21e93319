/**
 * A scenario as a VASSAL module (`.vmod`): the text of `buildFile.xml` and `moduledata`, and the list of
 * images the module names, each with the SVG to rasterise and the pixel size the build file states. The
 * desktop process (electron/services/export/vassal.ts) renders them and zips the lot.
 *
 * What the module holds, in VASSAL's own components (class names as VASSAL 3.7 reads them):
 * - one `Map` whose `Board` is the map image (terrain, labels, the hex grid or the board squares, no
 *   units); on a hex map a `HexGrid` with a `HexGridNumbering` that names every hex as Muster does
 *   (hexGrid.ts); a tabletop board has no grid, and one image pixel is 1/`pixelsPerInch` of an inch;
 * - a `PieceWindow` with a list per side holding a `PieceSlot` for every unit (hex games: the side's
 *   counters; tabletop: every unit and leader of its order of battle), each a piece of the traits in
 *   pieces.ts with its own image;
 * - a `SetupStack` per hex holding the counters set up there, bottom first (hex), or per placed unit at
 *   its position and facing (tabletop);
 * - reinforcements on a second map, "Reinforcements", whose board lists each entry (turn, side, where it
 *   comes on) with a `SetupStack` of its units beside the line. A map rather than a piece window per turn:
 *   pieces in a window are templates that can be dragged out any number of times, while a stack on a map
 *   is the one set of counters that arrives, moved onto the main map when it does, as players do with a
 *   printed turn record;
 * - a `TurnTracker` counting the scenario's turns, and a `ChartWindow` with the briefing and charts.
 */
import { gridOf, hexCentre, hexId, parseHexId, placeableCounters, counterFace, onGrid, sheetSize, type CounterSide, type Grid } from '../../hex';
import { counterSquare, facingsClockwise } from '../../hex/layout';
import { scenarioHexInput, scenarioRenderInput, renderMapSvgParts, placedSvg, UNIT_LABEL_CSS, type MapRenderInput } from '../../map/render/svg';
import { counterBodySvg, counterCss } from '../../map/render/hexSvg';
import { SIDE_STYLE } from '../../map/render/styles';
import { esc } from '../../map/render/svgParts';
import { placedStands, unitsByReference } from '../../map/placements';
import { boxOf, type Point } from '../../map/geometry';
import { isFormation, type Leader, type OobNode, type OrderOfBattle, type Unit } from '../../oob/types';
import type { Counter, Entry, Formation, HexMap, MusterScenario, ScenarioSide, TabletopPlacement } from '../../scenario/types.generated';
import { arrivalWords } from '../../print/sheets/scenarioSheets';
import { MUSTER_VERSION } from '../../version';
import { RULESET_LABELS, plural } from '../../vocabulary';
import { vassalHexGrid, type VassalHexGrid } from './hexGrid';
import { basicPiece, cloneTrait, deleteTrait, flipTrait, markerTrait, pieceDefinition, rotateTrait, type Trait } from './pieces';
import { XML_DECLARATION, el } from './xml';

/** Tabletop boards: image pixels per inch of the table, so VASSAL's pixels are inches divided by this. */
export const DEFAULT_TABLETOP_PIXELS_PER_INCH = 100;
/** Hex maps: pixels across a hex's flats (VASSAL's `dy`), and the fewest a hex may be drawn with. */
export const DEFAULT_HEX_PIXELS = 64;
export const MIN_HEX_PIXELS = 48;
/** The VASSAL release whose build file this follows. */
export const VASSAL_VERSION = '3.7.0';

/** A picture the module names: its SVG, drawn to exactly `widthPx` × `heightPx`. */
export interface VassalImage {
  file: string;
  svg: string;
  widthPx: number;
  heightPx: number;
  role: 'map' | 'reinforcements' | 'counter';
}

/** A printed sheet shown in the chart window, as an image the caller prints and photographs. */
export interface VassalChart {
  file: string;
  title: string;
  sheet: 'briefing' | 'charts';
}

export interface VassalModule {
  buildFile: string;
  moduledata: string;
  images: VassalImage[];
  charts: VassalChart[];
  /** What the module holds, for the summary and the tests. */
  counts: { pieces: number; atStart: number; reinforcements: number; turns: number };
  /** Tabletop: pixels per inch of the board image. Hex: pixels per printed inch of the map. */
  pixelsPerInch: number;
}

export interface VassalOptions {
  /** Tabletop boards: image pixels per inch (default 100). */
  pixelsPerInch?: number;
  /** Hex maps: pixels across a hex's flats (default 64, at least 48). */
  hexPixels?: number;
  /** The largest picture side the renderer can make, in pixels. */
  maxImageSide: number;
  /** Whether the reference charts of the scenario's figure scale go in the chart window. */
  withCharts: boolean;
  now?: Date;
}

/** A scenario VASSAL cannot be given, with the reason (the caller words it as a refusal). */
export class VassalExportError extends Error {
  override name = 'VassalExportError';
}

const BOARD = 'Map';
const REINFORCEMENTS = 'Reinforcements';

/** One piece: its definition's traits (without the BasicPiece's gpid), its image and name. */
interface PieceKind {
  key: string;
  side: ScenarioSide;
  name: string;
  image: string;
  widthPx: number;
  heightPx: number;
  /** The traits outside the BasicPiece; the marker's values, the rotation's and the flip's states are set per copy. */
  traits: (state: { facing?: number; turn?: string; entry?: string; flipped?: boolean }) => Trait[];
}

/** Builds the module's files from a scenario and the orders of battle its sides' army files hold. */
export function buildVassalModule(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>, options: VassalOptions): VassalModule {
  const files = new FileNames();
  const images: VassalImage[] = [];
  let gpid = 0;
  const slot = (kind: PieceKind, state: Parameters<PieceKind['traits']>[0] = {}): string =>
    el('VASSAL.build.widget.PieceSlot', { entryName: kind.name, gpid: ++gpid, height: kind.heightPx, width: kind.widthPx }, pieceDefinition([...kind.traits(state), basicPiece(kind.image, kind.name, gpid)]));

  const hex = scenario.map.kind === 'hex';
  const made = hex ? hexContents(scenario, armies, options, files, images) : tabletopContents(scenario, armies, options, files, images);

  // The at-start stacks: built after the palettes so each copy gets its own gpid after theirs.
  const palette = scenario.sides.map((side) =>
    el('VASSAL.build.widget.ListWidget', { entryName: side.name, scale: 1 }, made.pieces.filter((p) => p.side.id === side.id).map((p) => slot(p))),
  );
  const stacks = made.atStart.map((s) => el('VASSAL.build.module.map.SetupStack', s.attrs, s.pieces.map((p) => slot(p.kind, p.state))));

  const reinforcements = reinforcementBoard(scenario, made, files);
  images.push(reinforcements.image);
  const reinforcementStacks = reinforcements.stacks.map((s) =>
    el('VASSAL.build.module.map.SetupStack', { name: s.name, owningBoard: REINFORCEMENTS, useGridLocation: false, x: s.x, y: s.y }, s.pieces.map((p) => slot(p.kind, p.state))),
  );

  const charts: VassalChart[] = [{ file: files.take('chart-briefing', '.png'), title: 'Briefing', sheet: 'briefing' }];
  if (options.withCharts) charts.push({ file: files.take(`chart-reference-${scenario.scale}`, '.png'), title: `Reference charts, ${scenario.scale}`, sheet: 'charts' });

  const turns = Math.max(1, Math.floor(scenario.length.turns));
  const description = `${scenario.title}: ${RULESET_LABELS[scenario.ruleset]}, ${turns} turns. Made by Muster ${MUSTER_VERSION}. ${made.scaleNote}`;
  const moduleVersion = '1.0';

  const mainMap = el('VASSAL.build.module.Map', mapAttrs(BOARD, false), [
    el('VASSAL.build.module.map.BoardPicker', { slotWidth: 350, slotHeight: 125, title: 'Choose a board', addRowText: 'Add row', addColumnText: 'Add column', boardPrompt: 'Select board' }, [
      el('VASSAL.build.module.map.boardPicker.Board', { name: BOARD, image: made.mapImage.file, reversible: false, width: made.mapImage.widthPx, height: made.mapImage.heightPx }, made.grid ? [gridXml(made.grid)] : []),
    ]),
    ...MAP_COMPONENTS,
    ...stacks,
  ]);
  const reinforcementMap = el('VASSAL.build.module.Map', mapAttrs(REINFORCEMENTS, true), [
    el('VASSAL.build.module.map.BoardPicker', { slotWidth: 350, slotHeight: 125, title: 'Choose a board', addRowText: 'Add row', addColumnText: 'Add column', boardPrompt: 'Select board' }, [
      el('VASSAL.build.module.map.boardPicker.Board', { name: REINFORCEMENTS, image: reinforcements.image.file, reversible: false, width: reinforcements.image.widthPx, height: reinforcements.image.heightPx }),
    ]),
    ...MAP_COMPONENTS,
    ...reinforcementStacks,
  ]);

  const buildFile =
    XML_DECLARATION +
    el('VASSAL.build.GameModule', { ModuleOther1: '', ModuleOther2: '', VassalVersion: VASSAL_VERSION, description, name: scenario.title, nextPieceSlotId: gpid + 1, version: moduleVersion }, [
      el('VASSAL.build.module.BasicCommandEncoder'),
      el('VASSAL.build.module.Documentation'),
      el('VASSAL.build.module.PlayerRoster', { buttonText: 'Retire', buttonToolTip: 'Switch sides, become observer, or release faction' }, scenario.sides.map((s) => el('entry', {}, s.name))),
      el('VASSAL.build.module.GlobalOptions', { autoReport: 'Always', centerOnMove: 'Use Preferences Setting', nonOwnerUnmaskable: 'Use Preferences Setting', playerIdFormat: '$PlayerName$', promptString: 'Opponents can unmask pieces' }),
      el('VASSAL.build.module.Chatter'),
      el('VASSAL.build.module.KeyNamer'),
      el('VASSAL.build.module.PrototypesContainer'),
      mainMap,
      reinforcementMap,
      el('VASSAL.build.module.PieceWindow', { name: 'Counters', text: 'Counters', tooltip: 'Every unit of each side', hidden: false, scale: 1 }, [el('VASSAL.build.widget.TabWidget', { entryName: 'Counters' }, palette)]),
      el('VASSAL.build.module.turn.TurnTracker', { name: 'Turn', buttonText: 'Turn', buttonTooltip: 'Turn record', turnFormat: '$level1$', reportFormat: '* <$PlayerId$> Turn Updated from $oldTurn$ to $newTurn$', lengthStyle: 'Maximum', length: -1, turnButtonHeight: 22, fwdOnly: true }, [
        el('VASSAL.build.module.turn.CounterTurnLevel', { property: 'Turn', start: 1, incr: 1, loop: true, loopLimit: turns, turnFormat: `Turn $value$ of ${turns}` }),
      ]),
      el('VASSAL.build.module.ChartWindow', { name: 'Charts', text: 'Briefing and charts', tooltip: 'The scenario briefing and the reference charts' }, [
        el('VASSAL.build.widget.TabWidget', { entryName: 'Charts' }, charts.map((c) => el('VASSAL.build.widget.Chart', { chartName: c.title, description: c.title, fileName: c.file }))),
      ]),
    ]) +
    '\n';

  const moduledata =
    XML_DECLARATION +
    el('data', { version: '1' }, [
      el('version', {}, moduleVersion),
      el('VassalVersion', {}, VASSAL_VERSION),
      el('dateSaved', {}, String((options.now ?? new Date()).getTime())),
      el('description', {}, description),
      el('name', {}, scenario.title),
    ]) +
    '\n';

  return {
    buildFile,
    moduledata,
    images,
    charts,
    counts: {
      pieces: made.pieces.length,
      atStart: made.atStart.reduce((a, s) => a + s.pieces.length, 0),
      reinforcements: reinforcements.stacks.reduce((a, s) => a + s.pieces.length, 0),
      turns,
    },
    pixelsPerInch: made.pixelsPerInch,
  };
}

/** The mouse, keyboard and view components VASSAL adds to a map it makes itself (Map.build without XML), which a map read from a build file must list. */
const MAP_COMPONENTS = [
  'ForwardToKeyBuffer',
  'Scroller',
  'ForwardToChatter',
  'MenuDisplayer',
  'MapCenterer',
  'StackExpander',
  'PieceMover',
  'KeyBufferer',
  'ImageSaver',
  'CounterDetailViewer',
  'Zoomer',
].map((c) => el(`VASSAL.build.module.map.${c}`));

function mapAttrs(name: string, launched: boolean) {
  return {
    allowMultiple: false,
    backgroundcolor: '255,255,255',
    buttonName: launched ? name : '',
    changeFormat: '$message$',
    color: '0,0,0',
    createFormat: '$pieceName$ created in $location$ *',
    edgeHeight: 0,
    edgeWidth: 0,
    hideKey: '',
    hotkey: '',
    launch: launched,
    mapName: name,
    markMoved: 'Never',
    markUnmovedHotkey: '',
    markUnmovedIcon: '/images/unmoved.gif',
    markUnmovedReport: '',
    markUnmovedText: '',
    markUnmovedTooltip: 'Mark all pieces on this map as not moved',
    moveKey: '',
    moveToFormat: '$pieceName$ moves $previousLocation$ → $location$ *',
    moveWithinFormat: '$pieceName$ moves $previousLocation$ → $location$ *',
    showKey: '',
    thickness: 3,
  };
}

function gridXml(g: VassalHexGrid): string {
  return el(
    'VASSAL.build.module.map.boardPicker.board.HexGrid',
    { ...g.grid, snapTo: true, edgesLegal: false, cornersLegal: false, visible: false, dotsVisible: false, color: '0,0,0' },
    [el('VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering', { ...g.numbering, visible: false, fontSize: 9, color: '0,0,0', rotateText: 0, hDrawOff: 0, vDrawOff: 0 })],
  );
}

// ---------------------------------------------------------------------------
// What each kind of map contributes
// ---------------------------------------------------------------------------

interface AtStart {
  attrs: Record<string, string | number | boolean>;
  pieces: Array<{ kind: PieceKind; state: Parameters<PieceKind['traits']>[0] }>;
}

interface Contents {
  pieces: PieceKind[];
  /** A side's piece by the name an entry or placement gives it (an id, or a name in an order of battle). */
  find: (side: string, ref: string) => PieceKind | undefined;
  /** The pieces an entry's reference brings: the one piece, or every leader and unit of a formation it names. */
  findAll: (side: string, ref: string) => PieceKind[] | undefined;
  atStart: AtStart[];
  mapImage: VassalImage;
  grid?: VassalHexGrid;
  pixelsPerInch: number;
  scaleNote: string;
}

function marker(side: ScenarioSide, unitId: string, state: { turn?: string; entry?: string }): Trait {
  return markerTrait([['Side', side.name], ['UnitId', unitId], ...(state.turn !== undefined ? ([['Turn', state.turn]] as const) : []), ...(state.entry !== undefined ? ([['Entry', state.entry]] as const) : [])]);
}

/** A picture in pixels of a drawing in inches: the drawing's box stretched over exactly that many pixels. */
function pictureSvg(box: { x: number; y: number; w: number; h: number }, widthPx: number, heightPx: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}" viewBox="${box.x} ${box.y} ${box.w} ${box.h}" preserveAspectRatio="none"><defs>${defs}</defs>${body}</svg>`;
}

function hexContents(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>, options: VassalOptions, files: FileNames, images: VassalImage[]): Contents {
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
        key: `${side.id}/${counter.id}`,
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

function tabletopContents(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>, options: VassalOptions, files: FileNames, images: VassalImage[]): Contents {
  const input = scenarioRenderInput(scenario, armies) as MapRenderInput;
  const { board, map } = input;
  const ppi = options.pixelsPerInch ?? DEFAULT_TABLETOP_PIXELS_PER_INCH;
  if (Math.max(board.widthIn, board.heightIn) * ppi > options.maxImageSide) {
    throw new VassalExportError(`the board is ${board.widthIn}" × ${board.heightIn}": at ${ppi} pixels an inch its image would be more than ${options.maxImageSide} pixels a side; choose fewer pixels an inch`);
  }
  const parts = renderMapSvgParts(input, { layers: ['terrain', 'contours', 'grid', 'setup', 'labels'] });
  const mapImage: VassalImage = { file: files.take('map', '.png'), role: 'map', widthPx: Math.round(board.widthIn * ppi), heightPx: Math.round(board.heightIn * ppi), svg: '' };
  mapImage.svg = pictureSvg({ x: 0, y: 0, w: board.widthIn, h: board.heightIn }, mapImage.widthPx, mapImage.heightPx, parts.defs, parts.body);
  images.push(mapImage);

  const footing = { scale: input.scale, ...(map.standSizes ? { sizes: map.standSizes } : {}) };
  const pieces: PieceKind[] = [];
  const byItem = new Map<Unit | Leader, PieceKind>();
  const refs = new Map<string, Map<string, Unit | Leader>>();
  const formations = new Map<string, Map<string, Array<Unit | Leader>>>();
  // Where a piece's picture centre lies from the unit's front centre, facing north: the rotation turns it.
  const offsets = new Map<PieceKind, Point>();
  for (const side of scenario.sides) {
    const oob = (side.forces.orderOfBattle as OrderOfBattle | undefined) ?? armies[side.id];
    if (!oob && (side.forces.armyFile || side.forces.libraryArmy)) {
      throw new VassalExportError(`side ${side.name} uses an army Muster was not given (${side.forces.armyFile ?? side.forces.libraryArmy?.title})`);
    }
    const byRef = unitsByReference(oob);
    refs.set(side.id, byRef);
    formations.set(side.id, formationMembers(oob));
    const items = [...new Set(byRef.values())];
    for (const item of items) {
      // Each unit is drawn in the formation it first appears in: set up, else arriving, else as the stands' default ('any').
      const formation: Formation =
        map.units?.find((u) => u.side === side.id && byRef.get(u.unit) === item)?.formation ??
        side.entries?.find((e) => e.units?.some((r) => byRef.get(r) === item))?.formation ??
        'any';
      const placed = placedStands({ side: side.id, unit: item.id, at: { x: 0, y: 0 }, facingDeg: 0, formation }, byRef, footing);
      // What the table needs to read off a unit besides its stands: its figures (guns for a battery).
      const strength = 'figures' in item ? plural(item.figures, 'figure') : 'sections' in item ? plural(item.sections, 'section') : undefined;
      const label = strength ? `${item.name} · ${strength}` : item.name;
      const corners = placed.stands.flatMap((s) => s.corners);
      const stands = boxOf(corners);
      // The name sits under the stands (placedSvg): the picture reaches down to it and is as wide as it.
      const labelW = Math.max(stands.maxX - stands.minX, label.length * 0.2);
      const box = { x: Math.min(stands.minX, -labelW / 2) - 0.1, y: stands.minY - 0.1, w: 0, h: 0 };
      box.w = Math.max(stands.maxX, labelW / 2) + 0.1 - box.x;
      box.h = stands.maxY + 0.6 - box.y;
      const widthPx = Math.max(8, Math.round(box.w * ppi));
      const heightPx = Math.max(8, Math.round(box.h * ppi));
      const image: VassalImage = {
        file: files.take(`unit-${side.id}-${item.id}`, '.png'),
        role: 'counter',
        widthPx,
        heightPx,
        svg: pictureSvg(box, widthPx, heightPx, `<style>${UNIT_LABEL_CSS}</style>`, placedSvg(placed, SIDE_STYLE[side.rulesSide], label)),
      };
      images.push(image);
      const kind: PieceKind = {
        key: `${side.id}/${item.id}`,
        side,
        name: item.name,
        image: image.file,
        widthPx,
        heightPx,
        traits: (state) => [marker(side, item.id, state), deleteTrait(), cloneTrait(), rotateTrait({ steps: 1, facingDeg: state.facing ?? 0 })],
      };
      offsets.set(kind, { x: box.x + box.w / 2, y: box.y + box.h / 2 });
      byItem.set(item, kind);
      pieces.push(kind);
    }
  }
  const find = (side: string, ref: string) => {
    const item = refs.get(side)?.get(ref);
    return item ? byItem.get(item) : undefined;
  };
  const findAll = (side: string, ref: string) => {
    const one = find(side, ref);
    if (one) return [one];
    const members = formations.get(side)?.get(ref);
    return members?.map((m) => byItem.get(m)!);
  };

  const atStart = (map.units ?? []).map((u: TabletopPlacement, i): AtStart => {
    const kind = find(u.side, u.unit);
    if (!kind) throw new VassalExportError(`map.units[${i}]: side ${u.side} has no unit or leader ${u.unit} in its order of battle`);
    // VASSAL puts a piece's picture centre at the stack's point and turns it about that centre.
    const o = offsets.get(kind)!;
    const t = (u.facingDeg * Math.PI) / 180;
    const x = u.at.x + o.x * Math.cos(t) - o.y * Math.sin(t);
    const y = u.at.y + o.x * Math.sin(t) + o.y * Math.cos(t);
    return { attrs: { name: kind.name, owningBoard: BOARD, useGridLocation: false, x: Math.round(x * ppi), y: Math.round(y * ppi) }, pieces: [{ kind, state: { facing: u.facingDeg } }] };
  });

  return {
    pieces,
    find,
    findAll,
    atStart,
    mapImage,
    pixelsPerInch: ppi,
    scaleNote: `The board is drawn at ${ppi} pixels an inch: a distance VASSAL measures in pixels, divided by ${ppi}, is inches on the table.`,
  };
}

/** Every formation of an order of battle, by id and by name, to its leaders and units at every depth, leaders first. */
function formationMembers(oob: OrderOfBattle | undefined): Map<string, Array<Unit | Leader>> {
  const out = new Map<string, Array<Unit | Leader>>();
  const visit = (node: OobNode): Array<Unit | Leader> => {
    if (!isFormation(node)) return [node];
    const members = [...node.leaders, ...node.children.flatMap(visit)];
    if (!out.has(node.id)) out.set(node.id, members);
    if (!out.has(node.name)) out.set(node.name, members);
    return members;
  };
  oob?.children.forEach(visit);
  return out;
}

// ---------------------------------------------------------------------------
// Reinforcements
// ---------------------------------------------------------------------------

interface ReinforcementStack {
  name: string;
  x: number;
  y: number;
  pieces: AtStart['pieces'];
}

const arrivalOrder = (e: Entry) => (e.arrival.kind === 'turn' ? (e.arrival.turn ?? 1) : (e.arrival.rollOnTurn ?? 0) + 0.5);

/** The reinforcement board: a line per entry in order of arrival, its units in a stack beside it. */
function reinforcementBoard(scenario: MusterScenario, made: Contents, files: FileNames): { image: VassalImage; stacks: ReinforcementStack[] } {
  const entries = scenario.sides.flatMap((side) => (side.entries ?? []).map((entry) => ({ side, entry }))).sort((a, b) => arrivalOrder(a.entry) - arrivalOrder(b.entry));
  const rows = entries.map(({ side, entry }) => {
    const kinds = (entry.units ?? []).flatMap((ref) => {
      const found = made.findAll(side.id, ref);
      if (!found) throw new VassalExportError(`side ${side.name}, entry ${entry.id}: ${ref} is not one of the side's ${scenario.map.kind === 'hex' ? 'counters' : 'units, leaders or formations'}`);
      return found;
    });
    const where = entry.hexes?.length ? `enters at ${entry.hexes.join(', ')}` : entry.entrance ? `enters at entrance ${entry.entrance}` : entry.edge ? `enters on the ${entry.edge} edge` : entry.between ? `enters between ${entry.between.join(' and ')}` : '';
    const also = [entry.alternativeTo ? `instead of ${entry.alternativeTo}` : '', entry.condition ?? '', entry.points !== undefined ? `${entry.points} points` : '', entry.text ?? ''].filter(Boolean).join(' · ');
    return { side, entry, kinds, lines: [arrivalWords(entry.arrival), `${side.name}${where ? ` · ${where}` : ''}`, also] };
  });
  const LABEL_W = 640;
  const PAD = 16;
  const stackW = Math.max(64, ...rows.flatMap((r) => r.kinds.map((k) => k.widthPx)));
  const rowH = (r: (typeof rows)[number]) => Math.max(72, ...r.kinds.map((k) => k.heightPx)) + 2 * PAD;
  const width = LABEL_W + stackW + 2 * PAD;
  const parts: string[] = [];
  const stacks: ReinforcementStack[] = [];
  let y = 56;
  parts.push(`<text x="${PAD}" y="36" font-size="22" font-weight="bold">${esc(`Reinforcements: ${scenario.title}`)}</text>`);
  if (rows.length === 0) {
    parts.push(`<text x="${PAD}" y="${y + 28}" font-size="16">No reinforcements: every unit starts on the map.</text>`);
    y += 48;
  }
  for (const r of rows) {
    const h = rowH(r);
    const colour = SIDE_STYLE[r.side.rulesSide].fill;
    parts.push(`<rect x="4" y="${y}" width="${width - 8}" height="${h - 4}" fill="#ffffff" stroke="${colour}" stroke-width="2" rx="6"/>`);
    // Three lines that stay left of the stack's box: when, who and where, and the scenario's words.
    parts.push(`<text x="${PAD}" y="${y + 28}" font-size="17" font-weight="bold" fill="${colour}">${esc(clip(r.lines[0]!, 58))}</text>`);
    parts.push(`<text x="${PAD}" y="${y + 52}" font-size="15" fill="${colour}">${esc(clip(r.lines[1]!, 68))}</text>`);
    if (r.lines[2]) parts.push(`<text x="${PAD}" y="${y + 74}" font-size="13" fill="#333333">${esc(clip(r.lines[2], 84))}</text>`);
    if (r.kinds.length === 0) parts.push(`<text x="${LABEL_W + PAD + 8}" y="${y + h / 2 + 4}" font-size="13" fill="#666666">no named units</text>`);
    const x = LABEL_W + PAD + stackW / 2;
    parts.push(`<rect x="${LABEL_W + PAD}" y="${y + PAD - 4}" width="${stackW}" height="${h - 2 * PAD}" fill="none" stroke="#bbbbbb" stroke-dasharray="6 4"/>`);
    if (r.kinds.length) {
      const turn = r.entry.arrival.kind === 'turn' ? String(r.entry.arrival.turn ?? 1) : 'roll';
      stacks.push({ name: `${r.side.name}: ${r.lines[0]}`, x: Math.round(x), y: Math.round(y + h / 2 - 2), pieces: r.kinds.map((kind) => ({ kind, state: { turn, entry: r.entry.id } })) });
    }
    y += h;
  }
  const height = y + PAD;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><style>text{font-family:"DejaVu Sans",Arial,sans-serif}</style><rect width="${width}" height="${height}" fill="#f3f1e3"/>${parts.join('')}</svg>`;
  return { image: { file: files.take('reinforcements', '.png'), role: 'reinforcements', widthPx: width, heightPx: height, svg }, stacks };
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Image names in the module: letters, digits, dots and dashes only, each used once. */
class FileNames {
  private used = new Set<string>();
  take(base: string, ext: string): string {
    const clean = base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'image';
    let name = `${clean}${ext}`;
    for (let k = 2; this.used.has(name.toLowerCase()); k++) name = `${clean}-${k}${ext}`;
    this.used.add(name.toLowerCase());
    return name;
  }
}
