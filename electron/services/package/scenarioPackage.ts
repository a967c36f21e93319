/**
 * Making and reading scenario packages (`.muster.zip`, core/package): the zip itself (fflate), the
 * checksums (node:crypto), the printed sheets (the same sheet makers and printer as File ▸ Print…), and
 * the import into the library in one transaction.
 *
 * Inside a package: `manifest.json`; the scenario (`<title>.scenario.json`); each side's army as
 * `armies/<army>.army.json` (a side that used an army file names it there, so a package unpacked into a
 * folder opens as it was; an embedded order of battle stays embedded and is also there); the map as a
 * map file (`maps/…map.json`); and `pdf/` with the briefing, a deployment sheet per side, the rosters and
 * the reference charts of the scenario's rules (ADF's at its figure scale, a hex game's its own).
 */
import { createHash } from 'node:crypto';
import { makeSheetHere, type MakeSheet } from '../print/printService';
import { zipSync, type Zippable } from 'fflate';
import { DOCUMENTS } from '../../../core/model/documents';
import {
  MANIFEST_PATH,
  PACKAGE_FORMAT_VERSION,
  PACKAGE_LIMITS,
  PACKAGE_SCHEMA_URL,
  entryName,
  type PackageEntry,
  type PackageManifest,
} from '../../../core/package';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS, chartsOf, sheetScaleOf, type PrintSettings, type PrintSheet, type RosterSide, type SheetKind } from '../../../core/print';
import { scenarioRenderInput } from '../../../core/map/index';
import { printedImages, printedPicture, referenceImageFileName } from '../../../core/ground/underlay';
import { dataUrl } from '../ground/printUnderlays';
import type { OrderOfBattle } from '../../../core/model/oob';
import type { MusterScenario } from '../../../core/model/scenario.generated';
import { MUSTER_VERSION } from '../../../core/version';
import { printSheetToPdf, type DesktopPrinter } from '../print/pdf';

/** An army file a side of the scenario names, as it was read. */
export interface SideArmy {
  /** The army file's whole document (an `ArmyFile`). */
  document: { orderOfBattle: OrderOfBattle } & Record<string, unknown>;
  title: string;
}

export interface PackageSource {
  scenario: MusterScenario;
  /** By side id: the armies of sides that do not embed their order of battle (army files, library armies). */
  armies: Readonly<Record<string, SideArmy>>;
  /** A package for one player: only this side's deployment sheet. */
  onlySide?: string;
  /** The bytes of the reference images the map names, by content hash (`sha256:…`). */
  images?: Readonly<Record<string, Uint8Array>>;
}

export interface PackageProgress {
  step: string;
  done: number;
  total: number;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** The sheets a package carries for a scenario: what a club needs at the table. */
function sheetsFor(scenario: MusterScenario, onlySide?: string): Array<{ sheet: SheetKind; side?: string; title: string }> {
  const out: Array<{ sheet: SheetKind; side?: string; title: string }> = [{ sheet: 'briefing', title: `Briefing: ${scenario.title}` }];
  for (const side of scenario.sides.filter((s) => onlySide === undefined || s.id === onlySide)) out.push({ sheet: 'deployment', side: side.id, title: `Deployment: ${side.name}` });
  out.push({ sheet: 'roster', title: `Rosters: ${scenario.title}` });
  out.push({ sheet: 'charts', title: chartsOf(scenario, sheetScaleOf(scenario)).title });
  return out;
}

/** Sheets of a package printed at once (each lays out in its own Chromium renderer, so two cores both work). */
const PACKAGE_PRINT_CONCURRENCY = 2;

/**
 * Makes the package: documents first, then each sheet printed (the slow part, reported step by step), then
 * the manifest with every entry's size and checksum. Refuses, with the reason, a scenario whose sides'
 * armies it was not given.
 */
export async function makePackage(
  source: PackageSource,
  options: { printer?: Pick<DesktopPrinter, 'htmlToPdf'>; now?: Date; settings?: PrintSettings; onProgress?: (p: PackageProgress) => void; signal?: AbortSignal; makeSheet?: MakeSheet } = {},
): Promise<{ zip: Uint8Array; manifest: PackageManifest }> {
  const { scenario } = source;
  const files: Record<string, { bytes: Uint8Array; entry: Omit<PackageEntry, 'bytes' | 'sha256' | 'path'> }> = {};
  const used = new Set<string>();
  const unique = (base: string, ext: string) => {
    let name = `${base}${ext}`;
    for (let n = 2; used.has(name); n++) name = `${base}-${n}${ext}`;
    used.add(name);
    return name;
  };

  // Every side's army as an army file, for the club's army builders. A side that embeds its order of battle
  // keeps it (the scenario stays as the designer made it); one that used an army file or a library army
  // names its file's place in the package instead.
  const sides = scenario.sides.map((side) => {
    const embedded = side.forces.orderOfBattle as OrderOfBattle | undefined;
    if (embedded) {
      const path = unique(`armies/${entryName(embedded.name, side.id)}`, DOCUMENTS.army.extension);
      const document = { $schema: DOCUMENTS.army.schemaUrl, formatVersion: DOCUMENTS.army.formatVersion, orderOfBattle: embedded };
      files[path] = { bytes: json(document), entry: { kind: 'army', title: embedded.name } };
      return side;
    }
    // A side that names no army has none to write beside it: a hex game's counters are in the scenario
    // itself, and a side given only a points budget (Tan Yard Hill) is built by the players from it.
    if (side.forces.armyFile === undefined && side.forces.libraryArmy === undefined) return side;
    const army = source.armies[side.id];
    if (!army) {
      const place = `/sides/${scenario.sides.indexOf(side)}/forces/${side.forces.armyFile !== undefined ? 'armyFile' : 'libraryArmy'}`;
      throw new Error(`${place}: side ${side.name} uses the army ${JSON.stringify(side.forces.armyFile ?? side.forces.libraryArmy!.title)}, which Muster was not given`);
    }
    const path = unique(`armies/${entryName(army.title, side.id)}`, DOCUMENTS.army.extension);
    files[path] = { bytes: json(army.document), entry: { kind: 'army', title: army.title } };
    const { libraryArmy: _libraryArmy, ...forces } = side.forces;
    return { ...side, forces: { ...forces, armyFile: path } };
  });
  // Each reference image once, by its content hash, however many times the map uses it: beside the
  // scenario in images/, where the map editor looks for it when the package is unpacked and opened.
  const refs = scenario.map.kind === 'tabletop' ? (scenario.map.referenceImages ?? []) : [];
  for (const ref of refs) {
    const path = `images/${referenceImageFileName(ref.image, ref.mediaType)}`;
    if (files[path]) continue;
    const bytes = source.images?.[ref.image];
    if (!bytes) throw new Error(`/map/referenceImages/${refs.indexOf(ref)}: the reference image ${ref.fileName ?? ref.id} is not found beside the scenario (by its name or in images/)`);
    used.add(path);
    files[path] = { bytes, entry: { kind: 'image', title: ref.fileName ?? ref.name ?? ref.id } };
  }
  const packed: MusterScenario = { ...scenario, sides };
  const scenarioPath = unique(entryName(scenario.title, 'scenario'), DOCUMENTS.scenario.extension);
  files[scenarioPath] = { bytes: json(packed), entry: { kind: 'scenario', title: scenario.title } };
  const mapPath = unique(`maps/${entryName(scenario.title, 'map')}`, DOCUMENTS.map.extension);
  const mapFile = { $schema: DOCUMENTS.map.schemaUrl, formatVersion: DOCUMENTS.map.formatVersion, title: `${scenario.title} (map)`, map: scenario.map };
  files[mapPath] = { bytes: json(mapFile), entry: { kind: 'map', title: mapFile.title } };

  // The sheets, as File ▸ Print… makes them.
  const armies: Record<string, OrderOfBattle> = Object.fromEntries(Object.entries(source.armies).map(([id, a]) => [id, a.document.orderOfBattle]));
  const rosterSides: RosterSide[] = scenario.sides.flatMap((s) => {
    const oob = (s.forces.orderOfBattle as OrderOfBattle | undefined) ?? armies[s.id];
    return oob ? [{ name: s.name, oob }] : [];
  });
  const drawn = scenarioRenderInput(scenario, armies);
  // The images the designer prints faded go under the deployment sheets' maps, as File ▸ Print… puts them.
  const faded = drawn ? printedImages(drawn.map).filter((r) => source.images?.[r.image]) : [];
  const map = drawn && faded.length
    ? { ...drawn, underlays: await Promise.all(faded.map(async (r) => printedPicture(r, (await dataUrl(source.images![r.image]!)) ?? '', drawn.board, scenario.georeference))) }
    : drawn;
  const scale = sheetScaleOf(scenario);
  const wanted = sheetsFor(scenario, source.onlySide).filter((s) => s.sheet !== 'roster' || rosterSides.length > 0);
  let done = 0;
  // Each sheet is made just before it is printed, so the next is made while Chromium prints the one before
  // (the app makes them in the export's worker, with its limits: electron/services/jobs).
  const make = (want: (typeof wanted)[number]) => {
    const maker = SHEET_MAKERS[want.sheet];
    const settings = { ...(options.settings ?? DEFAULT_PRINT_SETTINGS), orientation: maker.orientation };
    return (options.makeSheet ?? makeSheetHere)(want.sheet, { scale, sides: rosterSides, title: scenario.title, scenario, armies, ...(map ? { map } : {}), ...(want.side ? { side: want.side } : {}) }, settings);
  };
  // Only the PDF's bytes go in the package: a lent printer's are taken as they are, not read back for their pages.
  const print = async (sheet: PrintSheet): Promise<Uint8Array> => new Uint8Array(options.printer ? await options.printer.htmlToPdf(sheet.html) : (await printSheetToPdf(sheet)).pdf);
  // Printed two at a time in one Chromium, held for the whole package: it was started again for every sheet.
  const printed: Uint8Array[] = new Array(wanted.length);
  const hold = options.printer ? undefined : await (await import('../render/chromium')).acquireChromium();
  try {
    let next = 0;
    // The step names every sheet being printed, in the package's order ("Printing Briefing and Rosters").
    const inFlight = new Set<number>();
    const report = (): void => {
      const titles = [...inFlight].sort((x, y) => x - y).map((i) => wanted[i]!.title);
      options.onProgress?.({ step: `Printing ${titles.join(' and ')}`, done, total: wanted.length });
    };
    const printer = async (): Promise<void> => {
      while (next < wanted.length) {
        options.signal?.throwIfAborted();
        const i = next++;
        inFlight.add(i);
        report();
        printed[i] = await print(await make(wanted[i]!));
        inFlight.delete(i);
        done++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(PACKAGE_PRINT_CONCURRENCY, wanted.length) }, printer));
  } finally {
    hold?.release();
  }
  for (const [i, want] of wanted.entries()) {
    const path = unique(`pdf/${entryName(want.title, want.sheet)}`, '.pdf');
    files[path] = { bytes: printed[i]!, entry: { kind: 'pdf', title: want.title, sheet: want.sheet, ...(want.side ? { side: want.side } : {}) } };
  }
  options.onProgress?.({ step: 'Packing', done, total: wanted.length });

  const entries: PackageEntry[] = Object.entries(files).map(([path, f]) => ({ path, ...f.entry, bytes: f.bytes.length, sha256: sha256(f.bytes) }));
  const manifest: PackageManifest = {
    $schema: PACKAGE_SCHEMA_URL,
    formatVersion: PACKAGE_FORMAT_VERSION,
    title: scenario.title,
    createdWith: `Muster ${MUSTER_VERSION}`,
    created: (options.now ?? new Date()).toISOString(),
    entries,
  };
  const zippable: Zippable = { [MANIFEST_PATH]: json(manifest) };
  for (const [path, f] of Object.entries(files)) zippable[path] = [f.bytes, { level: f.entry.kind === 'pdf' || f.entry.kind === 'image' ? 0 : 6 }];
  const zip = zipSync(zippable, { mtime: options.now ?? new Date() });
  if (zip.length > PACKAGE_LIMITS.maxPackageBytes) throw new Error(`the package would be ${Math.round(zip.length / 1048576)} MB, more than a package may be`);
  return { zip, manifest };
}

// Reading lives in readPackage.ts, which the package checker's worker thread loads without the printer.
export { packageContents, readPackage, type PackageDocument, type ReadPackageResult } from './readPackage';
import type { ReadPackageResult } from './readPackage';

/**
 * Imports a package that was read whole into the library, in one transaction: the armies first, then the
 * scenario, whose sides that named army files in the package now name those armies in the library (the
 * library keeps scenarios and armies; the map is the scenario's own, the map file is for other tools). A
 * document the library refuses undoes the whole import. A document whose name the library already has is
 * imported under the next count of it ("Iron Brigade 2"), so a package imported twice is told apart. The
 * reference images the package carries are kept in the library by content hash, where the map finds them.
 */
export function importPackage(
  library: Pick<import('../library/library').Library, 'createTogether'>,
  read: Extract<ReadPackageResult, { ok: true }>,
): { scenario: import('../../../core/library/types').LibraryEntry; others: Array<import('../../../core/library/types').LibraryEntry> } {
  return library.createTogether((create, keepImage) => {
    // The scans first, in the same transaction: a library document has no folder for them to sit beside,
    // so the library keeps each by its content hash (once, however many packages carry it).
    for (const image of read.images) keepImage(image.bytes, image.entry.path);
    const byPath = new Map<string, { id: string; title: string }>();
    const others = [];
    for (const doc of read.documents) {
      if (doc.kind !== 'army') continue;
      const entry = create({ kind: 'army', title: doc.entry.title, content: doc.content, countUp: true });
      byPath.set(doc.entry.path, { id: entry.id, title: entry.title });
      others.push(entry);
    }
    const packed = read.documents.find((d) => d.kind === 'scenario')!;
    const scenario = packed.content as MusterScenario;
    const sides = scenario.sides.map((side) => {
      const army = side.forces.armyFile === undefined ? undefined : byPath.get(side.forces.armyFile);
      if (!army) return side;
      const { armyFile: _armyFile, ...forces } = side.forces;
      return { ...side, forces: { ...forces, libraryArmy: army } };
    });
    return { scenario: create({ kind: 'scenario', title: packed.entry.title, content: { ...scenario, sides }, countUp: true }), others };
  });
}
