/**
 * Reading a scenario package whole, or refusing it with every reason found. Kept apart from making one
 * (scenarioPackage.ts) so the worker thread that reads packages (validation/worker.ts) loads no printer.
 */
import { imageMediaType, referenceImageFileName } from '../../../core/ground/underlay';
import { createHash } from 'node:crypto';
import { NotReadableFile, readRegularFile } from '../files/regularFile';
import { basename } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import packageSchema from '../../../schemas/package.schema.json';
import type { DocumentKind } from '../../../core/model/documents';
import { loadDocument } from '../../../core/formats/load';
import { MANIFEST_PATH, PACKAGE_FORMAT_VERSION, PACKAGE_LIMITS, manifestProblems, zipDirectoryProblems, type PackageEntry, type PackageManifest } from '../../../core/package';
import { SHEET_LABELS } from '../../../core/print';
import type { MusterScenario } from '../../../core/model/scenario.generated';
import { readZipDirectory, unpackEntry } from './zipEntries';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface PackageDocument {
  entry: PackageEntry;
  kind: DocumentKind;
  content: unknown;
}

export type ReadPackageResult =
  | { ok: true; manifest: PackageManifest; documents: PackageDocument[]; pdfs: Array<{ entry: PackageEntry; bytes: Uint8Array }>; images: Array<{ entry: PackageEntry; bytes: Uint8Array }> }
  | { ok: false; problems: string[] };

let checkManifest: ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> | null } = Object.assign(() => false, {});
let compiled = false;
function manifestSchemaProblems(manifest: unknown): string[] {
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(ajv);
    checkManifest = ajv.compile(packageSchema);
    compiled = true;
  }
  if (checkManifest(manifest)) return [];
  return (checkManifest.errors ?? []).slice(0, 5).map((e) => `${MANIFEST_PATH}${e.instancePath || '/'}: ${e.message ?? 'is not valid'}`);
}

/**
 * Reads a package whole or refuses it with every reason found: the zip's directory is checked before
 * anything is unpacked (names, sizes, the ratio and the shared streams a zip bomb gives itself away by),
 * then each entry is unpacked within the size it declares (zipEntries.ts), then checked against
 * the manifest's size and checksum, then each document as File ▸ Open checks a file.
 */
export function readPackage(zip: Uint8Array, name: string): ReadPackageResult {
  if (zip.length > PACKAGE_LIMITS.maxPackageBytes) return { ok: false, problems: [`${name} is ${Math.round(zip.length / 1048576)} MB, more than a Muster package may be`] };
  const directory = readZipDirectory(zip);
  if (!directory.ok) return { ok: false, problems: directory.problems.map((p) => (p.startsWith('is ') ? `${name} ${p}` : p.startsWith('and ') ? p : `${name}: ${p}`)) };
  const directoryProblems = zipDirectoryProblems(directory.entries);
  if (directoryProblems.length) return { ok: false, problems: directoryProblems };

  // Each entry unpacked within the size its directory declares (which the checks above kept small).
  const unpacked: Record<string, Uint8Array> = {};
  const unpackProblems: string[] = [];
  for (const entry of directory.entries) {
    if (entry.path.endsWith('/')) continue;
    const got = unpackEntry(zip, entry);
    if (got.ok) unpacked[entry.path] = got.bytes;
    else unpackProblems.push(got.problem);
  }
  if (unpackProblems.length) return { ok: false, problems: unpackProblems };

  let manifest: unknown;
  try {
    manifest = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(unpacked[MANIFEST_PATH]!));
  } catch (error) {
    return { ok: false, problems: [`${MANIFEST_PATH} is not readable JSON (${error instanceof Error ? error.message : String(error)})`] };
  }
  const version = (manifest as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > PACKAGE_FORMAT_VERSION) {
    return { ok: false, problems: [`${name} was made by a newer Muster (package format ${version}); this Muster reads format ${PACKAGE_FORMAT_VERSION}`] };
  }
  // Format 1 is format 2 without images: read as it is.
  if (version === 1) manifest = { ...(manifest as object), formatVersion: PACKAGE_FORMAT_VERSION };
  const schemaProblems = manifestSchemaProblems(manifest);
  if (schemaProblems.length) return { ok: false, problems: schemaProblems };
  const m = manifest as PackageManifest;
  const problems = manifestProblems(
    m,
    Object.entries(unpacked).map(([path, bytes]) => ({ path, bytes: bytes.length, sha256: sha256(bytes) })),
  );
  if (problems.length) return { ok: false, problems };

  const documents: PackageDocument[] = [];
  const pdfs: Array<{ entry: PackageEntry; bytes: Uint8Array }> = [];
  const images: Array<{ entry: PackageEntry; bytes: Uint8Array }> = [];
  for (const entry of m.entries) {
    const bytes = unpacked[entry.path]!;
    if (entry.kind === 'image') {
      // A reference image is named by its content (images/<sha256>.<extension>), and is a picture by its first bytes.
      const type = imageMediaType(bytes);
      if (!type) problems.push(`${entry.path} is listed as an image but is not a PNG, JPEG or TIFF`);
      else if (entry.path !== `images/${referenceImageFileName(`sha256:${entry.sha256}`, type)}`) problems.push(`${entry.path}: an image is kept as images/<its sha256>.<its kind's extension>`);
      else images.push({ entry, bytes });
      continue;
    }
    if (entry.kind === 'pdf') {
      if (new TextDecoder('latin1').decode(bytes.subarray(0, 5)) !== '%PDF-') problems.push(`${entry.path} is listed as a PDF but is not one`);
      else pdfs.push({ entry, bytes });
      continue;
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      problems.push(`${entry.path}: is not UTF-8 text`);
      continue;
    }
    const loaded = loadDocument(entry.path, text);
    if (!loaded.ok) {
      for (const e of loaded.errors.slice(0, 5)) problems.push(`${entry.path}${e.pointer ? ` ${e.pointer}` : ''}: ${e.message}`);
      continue;
    }
    if (loaded.kind !== entry.kind) {
      problems.push(`${entry.path} is listed as ${entry.kind === 'army' ? 'an' : 'a'} ${entry.kind} but is ${loaded.kind === 'army' ? 'an' : 'a'} ${loaded.kind} file`);
      continue;
    }
    documents.push({ entry, kind: loaded.kind, content: loaded.document });
  }
  // A scenario naming an army file the package does not hold would open with a side missing.
  const scenario = documents.find((d) => d.kind === 'scenario');
  for (const side of (scenario?.content as MusterScenario | undefined)?.sides ?? []) {
    const file = side.forces.armyFile;
    if (file !== undefined && !documents.some((d) => d.kind === 'army' && d.entry.path === file)) problems.push(`${scenario!.entry.path}: side ${side.name} names ${file}, which the package does not hold`);
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, manifest: m, documents, pdfs, images };
}

/** What the user is shown before importing: the package's title and its entries, in the manifest's words. */
export function packageContents(read: Extract<ReadPackageResult, { ok: true }>): Array<{ path: string; kind: string; title: string; bytes: number }> {
  return read.manifest.entries.map((e) => ({ path: e.path, kind: e.kind === 'pdf' && e.sheet ? `PDF (${SHEET_LABELS[e.sheet].toLowerCase()})` : e.kind, title: e.title, bytes: e.bytes }));
}

/** The file read and checked whole, or every reason it is refused. */
export async function readPackageFile(path: string): Promise<ReadPackageResult> {
  const name = basename(path);
  let bytes: Uint8Array;
  try {
    // Only a regular file, refused by its size before a byte is read into memory.
    bytes = await readRegularFile(path, PACKAGE_LIMITS.maxPackageBytes);
  } catch (error) {
    if (error instanceof NotReadableFile) return { ok: false, problems: [`${name} cannot be read: ${error.message}`] };
    const code = (error as { code?: string } | null)?.code;
    return { ok: false, problems: [`${name} cannot be read: ${code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a folder' : error instanceof Error ? error.message : String(error)}`] };
  }
  return readPackage(bytes, name);
}
