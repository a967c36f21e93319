/**
 * The one typed API between the editor (renderer) and the backend.
 *
 * Every method is listed twice on purpose: `ApiMethods` gives the TypeScript types both sides compile
 * against, and `API_PARAMS` gives the JSON Schema the backend checks each incoming payload with, whatever
 * the transport (Electron IPC or loopback HTTP). `Record<ApiMethod, …>` makes the compiler refuse a method
 * that has types but no schema.
 */
import { DOCUMENT_KINDS, type AutosaveEntry, type DocumentKind, type LibraryDocument, type LibraryEntry, type TrashEntry } from '../library/types';
import type { SearchNames } from '../library/search';
import type { DraftComparison } from '../library/drafts';
import { DOCUMENT_KINDS as FILE_KINDS, type DocumentKind as FileKind } from '../model/documents';
import { MAX_DOCUMENT_BYTES, type DocumentProblem } from '../formats/load';
import { MAX_NESTING } from '../formats/parse';
import { GEOREFERENCE_BOUNDS, POINT_RANGE_IN } from '../model/limits';
import { MARGIN_BOUNDS_IN, ORIENTATIONS, PAPERS, SHEET_KINDS, type PrintSettings, type SheetKind } from '../print/sheet';
import type { FigureScale } from '../model/words';
import { EXAMPLE_FOLDER_LABELS } from '../scenario/labels';
import { EXPORT_FORMAT_IDS, type ExportFormat } from '../export/formats';
import type { PackageEntryKind } from '../package/index';
import type { ElevationJobState, ElevationRequest, FeaturesAnswer, FeaturesRequest, ReferenceImageChunk, ReferenceImageFile } from '../ground/api';
import { BALANCE_LIMITS, DOCTRINES, type BalanceSummary } from '../balance';

export interface AppInfo {
  name: 'Muster';
  version: string;
  mode: 'desktop' | 'web';
  dataDir: string;
  /** Where Save As suggests putting new files. */
  documentsDir: string;
}

/** A file opened from disk: the document, migrated to the current format, or the precise problems found. */
export type OpenedFile =
  | { ok: true; path: string; kind: FileKind; content: unknown; migratedFrom?: number; stamp?: string }
  | { ok: false; path: string; problems: DocumentProblem[] };

/** A file dropped on web mode's page: its name and what it holds, but no place on disk (a browser never says). */
export type DroppedFile =
  | { ok: true; name: string; kind: FileKind; content: unknown; migratedFrom?: number }
  | { ok: false; name: string; problems: DocumentProblem[] };

export interface RecentFileEntry {
  path: string;
  kind?: string;
  title?: string;
  openedAt: string;
}

/**
 * A document bundled with Muster as an example, named by its file name in the bundled folder, or in one
 * of its folders (`bluegrey/shiloh.scenario.json`, `EXAMPLE_FOLDER_LABELS`).
 */
export interface ExampleEntry {
  name: string;
  kind: FileKind;
  /** As the Library lists it: the document's title, after its folder's heading when it is in one ("Blue & Grey: Shiloh"). */
  title: string;
  /** The heading of the folder it is in, if any. */
  group?: string;
  /** The first sentence of its situation (a scenario) or notes (an army). */
  summary: string;
  /** Its units and leaders, for the Library's search to find it by as it finds library documents. */
  names: SearchNames;
}

/** An example read whole, migrated to the current format: the editor opens it as a copy. */
export interface ExampleDocument extends ExampleEntry {
  content: unknown;
}

/** One line of web mode's file dialog. */
export interface FolderEntry {
  name: string;
  path: string;
  kind: 'folder' | FileKind | 'file';
  modifiedAt: string;
  /** Bytes; null for a folder. */
  size: number | null;
}

/** A place web mode's file dialog offers to start from. */
export interface Place {
  label: string;
  path: string;
  /** The folder of a recent file, rather than a fixed place. */
  recent?: boolean;
}

export interface FolderListing {
  folder: string;
  /** null at the top of the file system. */
  parent: string | null;
  /** Folders first, then files, by name; hidden files are left out. */
  entries: FolderEntry[];
  /** Entries not listed because the folder holds more than the dialog shows. */
  more: number;
  places: Place[];
}

export interface FileFilter {
  name: string;
  extensions: string[];
}

/**
 * Where an export started with `exports.start` has got to. `refused`: the format cannot hold this scenario,
 * or it could not be made or written, with the reason in words; nothing was written.
 */
export type ExportJobState =
  | { state: 'running'; step: string; done: number; total: number }
  | { state: 'done'; path: string; summary: string }
  | { state: 'refused'; reason: string }
  /** Stopped at the user's Cancel: nothing was written. */
  | { state: 'cancelled' };

/**
 * Where a balance run started with `balance.start` has got to: games done of all, and the summary of the
 * games played so far (the running win rate the panel draws); with `vary`, each variant's summary and the
 * one nearest an even game once all are played. `failed` says why in words.
 */
export type BalanceJobState = {
  state: 'running' | 'done' | 'stopped' | 'failed';
  done: number;
  total: number;
  /** The variant being played (with `vary`), or null. */
  playing: string | null;
  summary: BalanceSummary | null;
  variants: Array<{ variant: string; summary: BalanceSummary }>;
  nearestEven: string | null;
  reason?: string;
};

/** One entry of a scenario package as the package view lists it, in the manifest's words. */
export interface PackageContentsEntry {
  path: string;
  kind: PackageEntryKind;
  title: string;
  bytes: number;
  /** A PDF's sheet, in words ("Deployment sheet"). */
  sheet?: string;
}

/** A scenario package read whole and checked, or refused with every reason found (nothing is imported from it). */
export type PackageInspection =
  | {
      ok: true;
      path: string;
      title: string;
      formatVersion: number;
      createdWith: string;
      created: string;
      /** The scenario's sides by name. */
      sides: string[];
      entries: PackageContentsEntry[];
    }
  | { ok: false; path: string; problems: string[] };

export type PackageImport =
  | { ok: true; path: string; scenario: LibraryEntry; armies: LibraryEntry[] }
  | { ok: false; path: string; problems: string[] };

export interface ApiMethods {
  'app.info': { params: Record<string, never>; result: AppInfo };
  /** With a query: the documents whose name, notes, units or leaders hold every word, each with the units and leaders matched. */
  'library.list': { params: { query?: string; kind?: DocumentKind }; result: LibraryEntry[] };
  'library.get': { params: { id: string }; result: LibraryDocument };
  /**
   * `scenarioPath`: the file a scenario is added from (File ▸ Add to Library); the reference images found
   * beside it are kept in the library with it, as a package's are, so the library's copy shows them anywhere.
   */
  'library.create': {
    params: { kind: DocumentKind; title: string; notes?: string; content: unknown; scenarioPath?: string };
    result: LibraryEntry;
  };
  /**
   * `base`: the `updatedAt` of the version the window's copy started from; a save over a newer version (saved
   * by another window since) is refused as a `conflict`, never written over. `draftKey`: the window's own
   * draft, cleared by the save (another window's drafts are theirs).
   */
  'library.save': { params: { id: string; title?: string; notes?: string; content: unknown; base?: string; draftKey?: string }; result: LibraryEntry };
  'library.rename': { params: { id: string; title: string }; result: LibraryEntry };
  'library.duplicate': { params: { id: string }; result: LibraryEntry };
  /** Moves to the trash; `library.restore` undoes it. */
  'library.delete': { params: { id: string }; result: { id: string } };
  'library.restore': { params: { id: string }; result: LibraryEntry };
  /** What is in the trash, the most recently deleted first. */
  'library.trash': { params: Record<string, never>; result: TrashEntry[] };
  /** Removes a document in the trash for good; a document still in the library is refused. */
  'library.deleteForever': { params: { id: string }; result: { id: string } };
  /** Removes everything in the trash for good. */
  'library.emptyTrash': { params: Record<string, never>; result: { removed: number } };
  'library.autosave': {
    params: { key: string; kind: DocumentKind; title: string; documentId: string | null; path?: string | null; content: unknown };
    result: { savedAt: string };
  };
  'library.autosaves': { params: Record<string, never>; result: AutosaveEntry[] };
  'library.recover': { params: { key: string }; result: AutosaveEntry & { content: unknown } };
  'library.discardAutosave': { params: { key: string }; result: { key: string } };
  /** A recovery draft against the version saved where it came from (its file, else its library entry): the differences in words. */
  'library.compareDraft': { params: { key: string }; result: DraftComparison };
  /** Reads, migrates and validates a document file; problems in the file are a result, not an error. */
  'files.open': { params: { path: string }; result: OpenedFile };
  /**
   * Validates, then writes atomically, keeping the previous version as NAME.bak. `base`: the file's stamp when
   * the window read or last wrote it; a file changed since (by another window or program) is refused as a `conflict`.
   */
  'files.save': { params: { path: string; kind: FileKind; content: unknown; base?: string }; result: { path: string; savedAt: string; stamp: string } };
  /** The file's stamp (its modification time and size) now, or null when it is gone: how a window sees a file changed under it. */
  'files.stamp': { params: { path: string }; result: { stamp: string | null } };
  /** Plain text out (exports such as CSV), written atomically. */
  'files.writeText': { params: { path: string; text: string }; result: { path: string } };
  /** Plain text in (imports such as CSV). */
  'files.readText': { params: { path: string }; result: { path: string; text: string } };
  /** Reads a dropped file's text as a document (checked off the main thread); it opens unsaved, with no path and no grant. */
  'files.openDropped': { params: { name: string; text: string }; result: DroppedFile };
  'files.recent': { params: Record<string, never>; result: RecentFileEntry[] };
  /** The bundled examples; read-only, and named by file name only, so no path ever comes from the caller. */
  'examples.list': { params: Record<string, never>; result: ExampleEntry[] };
  'examples.open': { params: { name: string }; result: ExampleDocument };
  'files.forgetRecent': { params: { path: string }; result: RecentFileEntry[] };
  /**
   * Prints a sheet (core/print) to a PDF at `path`, laid out by Chromium from the same HTML the print
   * preview shows; the sides are the orders of battle the open document holds or names.
   */
  'print.pdf': {
    params: {
      path: string;
      sheet: SheetKind;
      scale: FigureScale;
      settings: PrintSettings;
      title?: string;
      sides: Array<{ name: string; orderOfBattle: unknown; statedTotal: number | null }>;
      /** The tabletop map with its board and sides, for the map at 1:1 (`MapRenderInput`). */
      map?: unknown;
      /** Only this side's set-up and units (a side id). */
      side?: string;
      /** The open scenario, for its briefing and deployment sheets, and the orders of battle of its army files by side id. */
      scenario?: unknown;
      armies?: Record<string, unknown>;
      /** A playtest's battle report (core/playtest/report.ts `BattleReport`), for the battle report sheet. */
      report?: unknown;
      /** A balance run's numbers (core/print `BalanceNotes`), for the designer's notes. */
      balance?: unknown;
      /** An open campaign's roster as core/campaign/roster makes it (`CampaignRosterData`), for the campaign roster sheet. */
      campaign?: unknown;
      /** The open scenario's file: the reference images its map prints faded are read beside it. */
      scenarioPath?: string;
      /** A name the page gives this print, for `print.cancel`; a print cancelled ends with the error code `cancelled`. */
      job?: string;
    };
    /**
     * `opened`: the desktop app opened the PDF in the system viewer. Web mode has no viewer to call, so it
     * gets the PDF back (`pdfBase64`) for the page to show in the browser's own viewer.
     */
    result: { path: string; pages: number; opened: boolean; pdfBase64?: string };
  };
  /**
   * File ▸ Export…: starts making the open scenario in `format` (core/export) and writing it atomically to
   * `path` (a granted save path). The armies of sides that name army files (beside `scenarioPath`) or library
   * armies are read by the backend. Answers at once with a job to follow with `exports.progress`.
   */
  'exports.start': {
    params: { path: string; format: ExportFormat; scenario: unknown; scenarioPath?: string; side?: string };
    result: { job: string };
  };
  /** How far an export has got; a finished job is forgotten once its end has been read. */
  'exports.progress': { params: { job: string }; result: ExportJobState };
  /** Stops an export at its next step (a sheet, a batch of pictures); nothing is written. Answers the job's state. */
  'exports.cancel': { params: { job: string }; result: ExportJobState };
  /**
   * The user's Cancel of a `print.pdf` given this `job`: Chromium's page printing it is closed, which ends
   * its work, and nothing is written; that `print.pdf` then ends with the code `cancelled`. `cancelled` is
   * false when no print of that name is under way (it finished, or never began).
   */
  'print.cancel': { params: { job: string }; result: { cancelled: boolean } };
  /**
   * Scenario ▸ Balance…: plays the scenario `games` times by computer opponents (core/balance) in worker
   * threads, each side by its doctrine; `vary` (as `muster balance --vary`) plays each variant. Answers at
   * once with a job to follow with `balance.progress` and stop with `balance.stop`.
   */
  'balance.start': {
    params: { scenario: unknown; armies: Record<string, unknown>; games: number; seed: number; doctrines: Record<string, string>; vary?: string };
    result: { job: string };
  };
  /** How far a balance run has got, with the summary of the games played so far. */
  'balance.progress': { params: { job: string }; result: BalanceJobState };
  /** Stops a balance run: the games played so far stay its result. */
  'balance.stop': { params: { job: string }; result: BalanceJobState };
  /** Reads and checks a scenario package (`.muster.zip`) the user pointed at: its contents, or why it is refused. */
  'packages.inspect': { params: { path: string }; result: PackageInspection };
  /** Reads and checks the package again, then imports its scenario and armies into the library in one transaction. */
  'packages.import': { params: { path: string }; result: PackageImport };
  /**
   * Map ▸ Import elevation…: a GeoTIFF DEM (granted by the user's pick) contoured under the table in a
   * worker thread, for the app to preview and apply as one edit. Answers at once with a job to follow with
   * `ground.elevationProgress` and stop with `ground.elevationCancel`.
   */
  'ground.elevationStart': { params: ElevationRequest; result: { job: string } };
  /** How far an elevation import has got; once done, what it made. */
  'ground.elevationProgress': { params: { job: string }; result: ElevationJobState };
  /** Stops an elevation import: its worker thread is ended, and nothing was made. */
  'ground.elevationCancel': { params: { job: string }; result: ElevationJobState };
  /** Map ▸ Import features…: roads, streams and woods from GeoJSON or OSM XML laid on the table. */
  'ground.importFeatures': { params: FeaturesRequest; result: FeaturesAnswer };
  /**
   * A reference image (PNG, JPEG, TIFF) picked by the user or named by the open scenario beside it: its
   * content hash, size in pixels and own georeference (GeoTIFF tags, a world file), for the map editor to place.
   */
  /**
   * With `keep`, the library also keeps a copy by its content hash: the image of a library scenario, which
   * has no folder to be found beside when it is opened again.
   */
  'images.open': { params: { path: string; keep?: boolean }; result: ReferenceImageFile };
  /** A reference image's bytes from `offset`, a part at a time (the app decodes it into its tile pyramid). */
  'images.read': { params: { path: string; offset: number }; result: ReferenceImageChunk };
  /**
   * The same parts of an image the library keeps, by its content hash (`sha256:<hex>`, as the map names it):
   * a library scenario's scans, from a package it was imported from or kept when added.
   */
  'images.fromLibrary': { params: { image: string; offset: number }; result: ReferenceImageChunk };
  /**
   * Native dialogs exist in the desktop app only; web mode answers `unsupported` and the page asks for a path
   * itself. The path the user picks is granted: only picked, dropped or recently used files can be read or written.
   */
  'dialogs.openPath': { params: { title?: string; filters?: FileFilter[] }; result: { path: string | null } };
  'dialogs.savePath': { params: { title?: string; defaultPath?: string; filters?: FileFilter[] }; result: { path: string | null } };
  /**
   * Web mode's page dialog: the user chose `path` for Open (`open`) or Save As (`save`); the backend grants it
   * and answers the absolute path to use. The only way a page grants a path; the desktop app refuses it.
   */
  'dialogs.pick': { params: { mode: 'open' | 'save'; path: string; /** The folder the dialog shows: a bare or relative path is a file in it (else in the documents folder). */ folder?: string }; result: { path: string } };
  /**
   * Web mode's file dialog browsing: the entries of `folder` (default: the documents folder) and the places
   * to start from. Names only; nothing is granted until `dialogs.pick`. The desktop app refuses it.
   */
  'dialogs.browse': { params: { folder?: string }; result: FolderListing };
}

export type ApiMethod = keyof ApiMethods;
export type ApiParams<M extends ApiMethod> = ApiMethods[M]['params'];
export type ApiResult<M extends ApiMethod> = ApiMethods[M]['result'];

/** Error codes a caller can act on. */
export type ApiErrorCode =
  | 'unknown-method'
  | 'invalid-params'
  | 'not-found'
  | 'conflict'
  /** Web mode: the request did not carry the start-up secret, so it is not from Muster's own page. */
  | 'unauthorized'
  | 'forbidden'
  | 'unsupported'
  /** Stopped at the user's Cancel, leaving nothing written. */
  | 'cancelled'
  | 'internal';

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
}

/** Every transport carries this envelope, so errors keep their code and message across IPC and HTTP alike. */
export type ApiResponse<T = unknown> = { ok: true; result: T } | { ok: false; error: ApiErrorBody };

type JsonSchema = Record<string, unknown>;

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const kind = { enum: [...DOCUMENT_KINDS] } as const;
const title = { type: 'string', minLength: 1, maxLength: 300 } as const;
const notes = { type: 'string', maxLength: 100_000 } as const;
const noParams: JsonSchema = { type: 'object', additionalProperties: false };
const path = { type: 'string', minLength: 1, maxLength: 4096 } as const;
const filters = {
  type: 'array',
  maxItems: 20,
  items: object(
    { name: { type: 'string', maxLength: 100 }, extensions: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^[A-Za-z0-9.*-]{1,20}$' } } },
    ['name', 'extensions'],
  ),
} as const;
/** Where a ground import lays its data: the centre (required for features), system, rotation and scale. */
function groundPlacing(centreRequired: boolean): JsonSchema {
  const coordinate = { type: 'number', minimum: -GEOREFERENCE_BOUNDS.coordinate, maximum: GEOREFERENCE_BOUNDS.coordinate };
  return object(
    {
      centre: object({ x: coordinate, y: coordinate }, ['x', 'y']),
      crs: { type: 'string', pattern: '^EPSG:[0-9]{4,6}$' },
      rotationDeg: { type: 'number', minimum: -GEOREFERENCE_BOUNDS.rotationDeg, maximum: GEOREFERENCE_BOUNDS.rotationDeg },
      yardsPerInch: { type: 'number', exclusiveMinimum: 0, maximum: GEOREFERENCE_BOUNDS.yardsPerInch },
    },
    centreRequired ? ['centre', 'yardsPerInch'] : ['yardsPerInch'],
  );
}
function object(properties: Record<string, unknown>, required: string[]): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}

/** A balance run's summary as the page sends it back for the designer's notes (core/balance `BalanceSummary`). */
const count = { type: 'integer', minimum: 0, maximum: 10_000_000 } as const;
const share = { type: 'number', minimum: 0, maximum: 1 } as const;
const bySide = (value: unknown) => ({ type: 'object', maxProperties: 8, propertyNames: { maxLength: 80 }, additionalProperties: value });
const BALANCE_SUMMARY = object(
  {
    games: count,
    seed: count,
    doctrines: bySide({ enum: [...DOCTRINES] }),
    wins: bySide(count),
    draws: count,
    winRate: bySide(object({ p: share, lo: share, hi: share }, ['p', 'lo', 'hi'])),
    decidedOnTurn: { type: 'object', maxProperties: 500, propertyNames: { pattern: '^[0-9]{1,4}$' }, additionalProperties: count },
    conditions: { type: 'array', maxItems: 100, items: object({ id: { type: 'string', maxLength: 100 }, met: bySide(count) }, ['id', 'met']) },
    losses: bySide(object({ mean: { type: 'number', minimum: 0, maximum: 1e7 }, sd: { type: 'number', minimum: 0, maximum: 1e7 } }, ['mean', 'sd'])),
    units: { type: 'array', maxItems: 50, items: object({ unit: { type: 'string', maxLength: 200 }, name: { type: 'string', maxLength: 300 }, side: { type: 'string', maxLength: 80 }, inflicted: { type: 'number', minimum: 0, maximum: 1e7 } }, ['unit', 'name', 'side', 'inflicted']) },
    gamesPerSecond: { type: 'number', minimum: 0, maximum: 1e9 },
  },
  ['games', 'seed', 'doctrines', 'wins', 'draws', 'winRate', 'decidedOnTurn', 'conditions', 'losses', 'units', 'gamesPerSecond'],
);

export const API_PARAMS: Record<ApiMethod, JsonSchema> = {
  'app.info': noParams,
  'library.list': object({ query: { type: 'string', maxLength: 300 }, kind }, []),
  'library.get': object({ id }, ['id']),
  'library.create': object({ kind, title, notes, content: {}, scenarioPath: path }, ['kind', 'title', 'content']),
  'library.save': object({ id, title, notes, content: {}, base: { type: 'string', maxLength: 40 }, draftKey: id }, ['id', 'content']),
  'library.rename': object({ id, title }, ['id', 'title']),
  'library.duplicate': object({ id }, ['id']),
  'library.delete': object({ id }, ['id']),
  'library.restore': object({ id }, ['id']),
  'library.trash': noParams,
  'library.deleteForever': object({ id }, ['id']),
  'library.emptyTrash': noParams,
  'library.autosave': object(
    { key: id, kind, title, documentId: { anyOf: [id, { type: 'null' }] }, path: { anyOf: [path, { type: 'null' }] }, content: {} },
    ['key', 'kind', 'title', 'documentId', 'content'],
  ),
  'library.autosaves': noParams,
  'library.recover': object({ key: id }, ['key']),
  'library.discardAutosave': object({ key: id }, ['key']),
  'library.compareDraft': object({ key: id }, ['key']),
  'files.open': object({ path }, ['path']),
  'files.save': object({ path, kind: { enum: [...FILE_KINDS] }, content: {}, base: { type: 'string', maxLength: 100 } }, ['path', 'kind', 'content']),
  'files.stamp': object({ path }, ['path']),
  'files.writeText': object({ path, text: { type: 'string', maxLength: 20 * 1024 * 1024 } }, ['path', 'text']),
  'files.readText': object({ path }, ['path']),
  'files.openDropped': object({ name: { type: 'string', minLength: 1, maxLength: 255 }, text: { type: 'string', maxLength: MAX_DOCUMENT_BYTES } }, ['name', 'text']),
  'files.recent': noParams,
  'examples.list': noParams,
  'examples.open': object({ name: { type: 'string', pattern: `^(?:(?:${Object.keys(EXAMPLE_FOLDER_LABELS).join('|')})/)?[A-Za-z0-9][A-Za-z0-9._-]{0,199}\\.json$` } }, ['name']),
  'files.forgetRecent': object({ path }, ['path']),
  'print.pdf': object(
    {
      path,
      sheet: { enum: [...SHEET_KINDS] },
      scale: { enum: ['10mm', '15mm', '25mm'] },
      settings: object({ paper: { enum: [...PAPERS] }, orientation: { enum: [...ORIENTATIONS] }, marginIn: { type: 'number', minimum: MARGIN_BOUNDS_IN.min, maximum: MARGIN_BOUNDS_IN.max }, saveInk: { type: 'boolean' } }, ['paper', 'orientation', 'marginIn']),
      title,
      sides: { type: 'array', maxItems: 20, items: object({ name: { type: 'string', maxLength: 200 }, orderOfBattle: { type: 'object' }, statedTotal: { anyOf: [{ type: 'number' }, { type: 'null' }] } }, ['name', 'orderOfBattle', 'statedTotal']) },
      map: object({ board: { type: 'object' }, map: { type: 'object' }, scale: { enum: ['10mm', '15mm', '25mm'] }, sides: { type: 'array', maxItems: 20 }, georeference: groundPlacing(true) }, ['board', 'map', 'scale', 'sides']),
      side: { type: 'string', maxLength: 80 },
      scenario: { type: 'object' },
      armies: { type: 'object', maxProperties: 20 },
      scenarioPath: path,
      // Every item of the report checked to its field, so a malformed one is refused naming it (400) and
      // nothing but its own words and numbers reaches the sheet (core/playtest/report.ts `BattleReport`).
      report: object(
        {
          title: { type: 'string', maxLength: 400 },
          seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
          turn: { type: 'integer', minimum: 0, maximum: 1000 },
          turns: { type: 'integer', minimum: 0, maximum: 1000 },
          log: {
            type: 'array',
            maxItems: 2000,
            items: object(
              {
                turn: { type: 'integer', minimum: 0, maximum: 1000 },
                events: {
                  type: 'array',
                  maxItems: 2000,
                  items: object(
                    {
                      side: { anyOf: [{ type: 'string', maxLength: 80 }, { type: 'null' }] },
                      kind: { type: 'string', maxLength: 80 },
                      label: { type: 'string', maxLength: 200 },
                      text: { type: 'string', maxLength: 2000 },
                      dice: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } },
                    },
                    ['label', 'text', 'dice'],
                  ),
                },
              },
              ['turn', 'events'],
            ),
          },
          positions: {
            type: 'array',
            maxItems: 2000,
            items: object(
              {
                side: { type: 'string', maxLength: 80 },
                sideName: { type: 'string', maxLength: 200 },
                name: { type: 'string', maxLength: 200 },
                at: object({ x: { type: 'number', minimum: POINT_RANGE_IN.min, maximum: POINT_RANGE_IN.max }, y: { type: 'number', minimum: POINT_RANGE_IN.min, maximum: POINT_RANGE_IN.max } }, ['x', 'y']),
                facingDeg: { type: 'number', minimum: -360, maximum: 720 },
                formation: { type: 'string', maxLength: 80 },
                state: { type: 'string', maxLength: 200 },
                removed: { type: 'boolean' },
              },
              ['sideName', 'name', 'at', 'facingDeg', 'formation', 'state', 'removed'],
            ),
          },
          result: { anyOf: [{ type: 'null' }, object({ winner: { anyOf: [{ type: 'string', maxLength: 80 }, { type: 'null' }] }, winnerName: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] }, reason: { type: 'string', maxLength: 2000 } }, ['reason'])] },
        },
        ['title', 'seed', 'turn', 'turns', 'log', 'positions'],
      ),
      balance: object({ summary: BALANCE_SUMMARY, variants: { type: 'array', maxItems: 64, items: object({ variant: { type: 'string', maxLength: 100 }, summary: BALANCE_SUMMARY }, ['variant', 'summary']) }, nearestEven: { type: ['string', 'null'], maxLength: 100 } }, ['summary']),
      campaign: object(
        {
          title: { type: 'string', maxLength: 200 },
          steps: { type: 'array', maxItems: 200, items: object({ title: { type: 'string', maxLength: 200 }, outcome: { type: 'string', maxLength: 400 } }, ['title', 'outcome']) },
          sides: {
            type: 'array',
            maxItems: 20,
            items: object(
              {
                id: { type: 'string', maxLength: 80 },
                name: { type: 'string', maxLength: 200 },
                units: {
                  type: 'array',
                  maxItems: 10000,
                  items: object(
                    {
                      unit: { type: 'string', maxLength: 200 },
                      name: { type: 'string', maxLength: 200 },
                      strength: { type: 'string', maxLength: 200 },
                      standsLost: { type: 'integer', minimum: 0 },
                      figuresLost: { type: 'integer', minimum: 0 },
                      sectionsLost: { type: 'integer', minimum: 0 },
                      removed: { type: 'boolean' },
                      lostIn: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 200 } },
                    },
                    ['unit', 'name', 'strength', 'standsLost', 'figuresLost', 'sectionsLost', 'removed', 'lostIn'],
                  ),
                },
              },
              ['id', 'name', 'units'],
            ),
          },
        },
        ['title', 'steps', 'sides'],
      ),
      job: id,
    },
    ['path', 'sheet', 'scale', 'settings', 'sides'],
  ),
  'exports.start': object(
    { path, format: { enum: [...EXPORT_FORMAT_IDS] }, scenario: { type: 'object' }, scenarioPath: path, side: { type: 'string', minLength: 1, maxLength: 80 } },
    ['path', 'format', 'scenario'],
  ),
  'exports.progress': object({ job: id }, ['job']),
  'exports.cancel': object({ job: id }, ['job']),
  'print.cancel': object({ job: id }, ['job']),
  'balance.start': object(
    {
      scenario: { type: 'object' },
      armies: { type: 'object', maxProperties: 8, additionalProperties: { type: 'object' } },
      games: { type: 'integer', minimum: BALANCE_LIMITS.games.min, maximum: BALANCE_LIMITS.games.max },
      seed: { type: 'integer', minimum: BALANCE_LIMITS.seed.min, maximum: BALANCE_LIMITS.seed.max },
      doctrines: { type: 'object', maxProperties: 8, additionalProperties: { enum: [...DOCTRINES] } },
      vary: { type: 'string', minLength: 1, maxLength: 100 },
    },
    ['scenario', 'armies', 'games', 'seed', 'doctrines'],
  ),
  'balance.progress': object({ job: id }, ['job']),
  'balance.stop': object({ job: id }, ['job']),
  'packages.inspect': object({ path }, ['path']),
  'packages.import': object({ path }, ['path']),
  'ground.elevationProgress': object({ job: id }, ['job']),
  'ground.elevationCancel': object({ job: id }, ['job']),
  'ground.elevationStart': object(
    {
      path,
      intervalMetres: { type: 'number', exclusiveMinimum: 0, maximum: 10000 },
      table: object({ widthIn: { type: 'number', exclusiveMinimum: 0, maximum: 2000 }, heightIn: { type: 'number', exclusiveMinimum: 0, maximum: 2000 } }, ['widthIn', 'heightIn']),
      placing: groundPlacing(false),
      steepGradient: { type: 'number', exclusiveMinimum: 0, maximum: 100 },
      crests: { type: 'boolean' },
      minIslandSqIn: { type: 'number', minimum: 0, maximum: 10000 },
    },
    ['path', 'intervalMetres', 'table', 'placing'],
  ),
  'ground.importFeatures': object(
    {
      path,
      table: object({ widthIn: { type: 'number', exclusiveMinimum: 0, maximum: 2000 }, heightIn: { type: 'number', exclusiveMinimum: 0, maximum: 2000 } }, ['widthIn', 'heightIn']),
      placing: groundPlacing(true),
      referenceOnly: { type: 'boolean' },
      kinds: { type: 'array', maxItems: 500, items: object({ tag: { type: 'string', minLength: 1, maxLength: 100 }, value: { type: 'string', minLength: 1, maxLength: 100 }, kind: { type: 'string', minLength: 1, maxLength: 80 } }, ['tag', 'value', 'kind']) },
    },
    ['path', 'table', 'placing'],
  ),
  'images.open': object({ path, keep: { type: 'boolean' } }, ['path']),
  'images.read': object({ path, offset: { type: 'integer', minimum: 0, maximum: 2 ** 40 } }, ['path', 'offset']),
  'images.fromLibrary': object({ image: { type: 'string', pattern: '^sha256:[0-9a-f]{64}$' }, offset: { type: 'integer', minimum: 0, maximum: 2 ** 40 } }, ['image', 'offset']),
  'dialogs.openPath': object({ title: { type: 'string', maxLength: 200 }, filters }, []),
  'dialogs.savePath': object({ title: { type: 'string', maxLength: 200 }, defaultPath: path, filters }, []),
  'dialogs.pick': object({ mode: { enum: ['open', 'save'] }, path, folder: path }, ['mode', 'path']),
  'dialogs.browse': object({ folder: path }, []),
};

export const API_METHODS = Object.keys(API_PARAMS) as ApiMethod[];

export const isApiMethod = (name: string): name is ApiMethod => Object.hasOwn(API_PARAMS, name);

/** The backend's implementation of every method; transports only route to it. */
export type ApiHandlers = { [M in ApiMethod]: (params: ApiParams<M>) => Promise<ApiResult<M>> | ApiResult<M> };

/** A typed client; both the IPC and the HTTP transports implement `invoke`. */
export interface ApiClient {
  call<M extends ApiMethod>(method: M, params: ApiParams<M>): Promise<ApiResult<M>>;
}

/** An error thrown by a handler with a code the caller can act on. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Largest request body either transport accepts. */
export const API_MAX_PAYLOAD_BYTES = 32 * 1024 * 1024;

/**
 * Deepest nesting of arrays and objects a request may carry: a document's own limit (`MAX_NESTING`) plus the few levels of the request around it. Deeper payloads are refused
 * before anything walks them, so no handler can overflow the stack.
 */
export const API_MAX_NESTING = MAX_NESTING + 8;

/** Whether `value` nests arrays and objects more than `limit` levels deep; iterative, so it cannot overflow itself. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}
