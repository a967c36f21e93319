/**
 * A scenario as a VASSAL module (`.vmod`): the text of `buildFile.xml` and `moduledata`, and the list of
 * images the module names, each with the SVG to rasterise and the pixel size the build file states. The
 * desktop process (electron/services/export/vassal.ts) renders them and zips the lot.
 *
 * What the module holds, in VASSAL's own components (class names as VASSAL 3.7 reads them):
 * - one `Map` whose `Board` is the map image (terrain, labels, the hex grid or the board squares, no
 *   units); on a hex map a `HexGrid` with a `HexGridNumbering` that names every hex as Muster does
 *   (hexGrid.ts), or for a combined map a `ZonedGrid` of one `Zone` per sheet, each with its own; a tabletop board has no grid, and one image pixel is 1/`pixelsPerInch` of an inch;
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
 * - a `TurnTracker` counting the scenario's turns, and a `ChartWindow` with the briefing and the reference
 *   charts of the scenario's rules (ADF's at its figure scale, a hex game's its own: `chartsOf`).
 */
import type { OrderOfBattle } from '../../model/oob';
import type { MusterScenario } from '../../model/scenario.generated';
import { MUSTER_VERSION } from '../../version';
import { RULESET_LABELS } from '../../scenario/labels';
import type { VassalHexGrid, VassalNumbering } from './hexGrid';
import { basicPiece, pieceDefinition } from './pieces';
import { XML_DECLARATION, el } from './xml';
import { BOARD, REINFORCEMENTS, VASSAL_VERSION, FileNames, type PieceKind, type VassalChart, type VassalImage, type VassalModule, type VassalOptions } from './parts';
import { hexContents } from './hexCounters';
import { tabletopContents } from './tabletopUnits';
import { reinforcementBoard } from './reinforcements';
import { chartsOf, sheetScaleOf } from '../../print/sheets/referenceCharts';

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
  if (options.withCharts) {
    const reference = chartsOf(scenario, sheetScaleOf(scenario));
    charts.push({ file: files.take(`chart-${reference.stem}`, '.png'), title: reference.title, sheet: 'charts' });
  }

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
  const hexGrid = (numbering: VassalNumbering) =>
    el(
      'VASSAL.build.module.map.boardPicker.board.HexGrid',
      { ...g.grid, snapTo: true, edgesLegal: false, cornersLegal: false, visible: false, dotsVisible: false, color: '0,0,0' },
      [el('VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering', { ...numbering, visible: false, fontSize: 9, color: '0,0,0', rotateText: 0, hDrawOff: 0, vDrawOff: 0 })],
    );
  if (!g.zones) return hexGrid(g.numbering);
  // A combined map: a zone per sheet, in the map's order (the first names an overlap hex), the first sheet's numbering behind them.
  const zones = g.zones.map((z) =>
    el(
      'VASSAL.build.module.map.boardPicker.board.mapgrid.Zone',
      { name: z.name, path: z.path.map((p) => `${p.x},${p.y}`).join(';'), useParentGrid: false, locationFormat: '$gridLocation$', useHighlight: false, highlightProperty: '' },
      [hexGrid(z.numbering)],
    ),
  );
  return el('VASSAL.build.module.map.boardPicker.board.ZonedGrid', {}, [...zones, hexGrid(g.numbering)]);
}
