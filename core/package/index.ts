/**
 * The scenario package (`.muster.zip`): one file a designer sends a club, holding the scenario, its
 * armies and map, and its printed sheets, with a manifest (schemas/package.schema.json) that lists each
 * entry's size and SHA-256. This module is the format's rules, pure: what an entry may be called, the
 * limits a package must keep, and the check of what a zip holds against its manifest. Making and reading
 * the zip, hashing and importing live in electron/services/package (Node).
 *
 * A package is refused whole, with the reason, before anything is imported: a path that would escape the
 * folder it is unpacked into, an entry bigger than it says or than any Muster file may be, a checksum that
 * does not match (damaged or altered), an entry the manifest does not list, or a listed one missing.
 */
import type { SheetKind } from '../print/sheet';

export const PACKAGE_EXTENSION = '.muster.zip';
export const MANIFEST_PATH = 'manifest.json';
export const PACKAGE_SCHEMA_URL = 'https://muster.app/schemas/package.schema.json';
/**
 * The package format this Muster writes. 2 added reference images (entries of kind `image`): an older
 * Muster refuses such a package as newer, with that reason, rather than as a manifest it cannot read.
 * A package of format 1 holds no images and is read as one of format 2.
 */
export const PACKAGE_FORMAT_VERSION = 2;

/** The limits a package keeps; the maker and the reader share them, so Muster never makes a package it would refuse. */
export const PACKAGE_LIMITS = {
  /** Entries in one package, the manifest included. */
  maxEntries: 200,
  /** One entry, unpacked: the largest PDF of map tiles a big table makes is a few megabytes. */
  maxEntryBytes: 64 * 1024 * 1024,
  /** Everything unpacked together. */
  maxTotalBytes: 256 * 1024 * 1024,
  /** The packed package file itself. */
  maxPackageBytes: 256 * 1024 * 1024,
  /** Unpacked size over packed size for one entry: far beyond what text and PDFs reach, the mark of a zip bomb. */
  maxRatio: 1000,
} as const;

export type PackageEntryKind = 'scenario' | 'army' | 'map' | 'pdf' | 'image';

/** What each kind of entry is called where a package's contents are listed (the package view). */
export const PACKAGE_ENTRY_KIND_LABELS: Readonly<Record<PackageEntryKind, string>> = { scenario: 'Scenario', army: 'Army', map: 'Map', pdf: 'PDF', image: 'Image' };

/** A size as a package's contents list shows it: "840 bytes", "12 KB", "1.4 MB". */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface PackageEntry {
  path: string;
  kind: PackageEntryKind;
  title: string;
  sheet?: SheetKind;
  side?: string;
  bytes: number;
  sha256: string;
}

export interface PackageManifest {
  $schema: typeof PACKAGE_SCHEMA_URL;
  formatVersion: typeof PACKAGE_FORMAT_VERSION;
  title: string;
  createdWith: string;
  created: string;
  entries: PackageEntry[];
}

/**
 * Why an entry's name is not acceptable, or undefined when it is: a relative path with forward slashes
 * whose every part starts with a letter or digit (so no `..`, no hidden files), no drive letter, no
 * backslash, nothing a file system would read as somewhere else.
 */
export function entryPathProblem(path: string): string | undefined {
  if (path.length === 0) return 'an entry has no name';
  if (path.length > 200) return `the entry name ${JSON.stringify(path.slice(0, 40))}… is too long`;
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return `the entry ${JSON.stringify(path)} is an absolute path: it would be written outside the package's folder`;
  if (path.includes('\\')) return `the entry ${JSON.stringify(path)} uses backslashes, which some systems read as folders`;
  const parts = path.split('/');
  if (parts.some((p) => p === '..' || p === '.')) return `the entry ${JSON.stringify(path)} climbs out of the package's folder (..)`;
  if (parts.some((p) => !/^[A-Za-z0-9][A-Za-z0-9 ._()-]*$/.test(p))) return `the entry ${JSON.stringify(path)} has a name Muster does not write (letters, digits, spaces and . _ ( ) - only, starting with a letter or digit)`;
  // Windows drops a trailing dot or space (two entries become one file) and gives the reserved device names
  // to devices, whatever follows the first dot: `CON.pdf` is the console, not a file.
  if (parts.some((p) => /[. ]$/.test(p))) return `the entry ${JSON.stringify(path)} ends a name in a dot or a space, which Windows drops`;
  const reserved = parts.find(isWindowsDeviceName);
  if (reserved !== undefined) return `the entry ${JSON.stringify(path)} uses ${JSON.stringify(reserved)}, a name Windows keeps for a device`;
  return undefined;
}

/** CON, PRN, AUX, NUL, COM1–9, LPT1–9, with any extension, in any case. */
function isWindowsDeviceName(part: string): boolean {
  return /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i.test(part.split('.')[0]!.trimEnd());
}

/** What the reader found in the zip, before unpacking it: each entry's name and its declared sizes. */
export interface ZipEntryHead {
  path: string;
  packedBytes: number;
  bytes: number;
}

/** Checks run on the zip's directory alone, before any entry is unpacked. */
export function zipDirectoryProblems(entries: readonly ZipEntryHead[]): string[] {
  const problems: string[] = [];
  if (entries.length > PACKAGE_LIMITS.maxEntries) problems.push(`the package holds ${entries.length} entries; a Muster package holds at most ${PACKAGE_LIMITS.maxEntries}`);
  let total = 0;
  const seen = new Set<string>();
  // A disk that ignores case (Windows, macOS by default) would write both entries to one file.
  const folded = new Map<string, string>();
  for (const e of entries) {
    if (e.path.endsWith('/')) continue; // a folder entry holds nothing
    const bad = entryPathProblem(e.path);
    if (bad) problems.push(bad);
    if (seen.has(e.path)) problems.push(`the entry ${JSON.stringify(e.path)} is in the package twice`);
    else if (folded.has(e.path.toLowerCase())) problems.push(`the entries ${JSON.stringify(folded.get(e.path.toLowerCase()))} and ${JSON.stringify(e.path)} differ only in capitals: on Windows or a Mac they would be one file`);
    seen.add(e.path);
    folded.set(e.path.toLowerCase(), e.path);
    if (e.bytes > PACKAGE_LIMITS.maxEntryBytes) problems.push(`the entry ${JSON.stringify(e.path)} unpacks to ${megabytes(e.bytes)}; an entry may be at most ${megabytes(PACKAGE_LIMITS.maxEntryBytes)}`);
    else if (e.packedBytes > 0 && e.bytes / e.packedBytes > PACKAGE_LIMITS.maxRatio) problems.push(`the entry ${JSON.stringify(e.path)} unpacks to ${Math.round(e.bytes / e.packedBytes)} times its packed size, which no Muster file does`);
    total += e.bytes;
  }
  if (total > PACKAGE_LIMITS.maxTotalBytes) problems.push(`the package unpacks to ${megabytes(total)}; a package may unpack to at most ${megabytes(PACKAGE_LIMITS.maxTotalBytes)}`);
  if (!seen.has(MANIFEST_PATH)) problems.push(`the package has no ${MANIFEST_PATH}: it is not a Muster package, or it is damaged`);
  return problems;
}

/** An unpacked entry as the reader hashed it. */
export interface UnpackedEntry {
  path: string;
  bytes: number;
  sha256: string;
}

/**
 * Checks the unpacked entries against the manifest (which has passed its schema): every listed entry is
 * there with its size and checksum, nothing unlisted is there, one scenario.
 */
export function manifestProblems(manifest: PackageManifest, unpacked: readonly UnpackedEntry[]): string[] {
  const problems: string[] = [];
  const found = new Map(unpacked.filter((e) => e.path !== MANIFEST_PATH).map((e) => [e.path, e]));
  const listed = new Set<string>();
  for (const entry of manifest.entries) {
    const bad = entryPathProblem(entry.path);
    if (bad) {
      problems.push(bad);
      continue;
    }
    if (listed.has(entry.path)) problems.push(`the manifest lists ${entry.path} twice`);
    listed.add(entry.path);
    const got = found.get(entry.path);
    if (!got) problems.push(`${entry.path} is listed in the manifest but not in the package`);
    else if (got.bytes !== entry.bytes || got.sha256 !== entry.sha256) problems.push(`${entry.path} does not match its checksum in the manifest: the package is damaged or was altered after it was made`);
  }
  for (const path of found.keys()) if (!listed.has(path)) problems.push(`${path} is in the package but not in its manifest: the package was altered after it was made`);
  const scenarios = manifest.entries.filter((e) => e.kind === 'scenario').length;
  if (scenarios !== 1) problems.push(`a package holds one scenario; this manifest lists ${scenarios}`);
  return problems;
}

/** A file name inside the package from a title: "Iron Brigade" → "iron-brigade". */
export function entryName(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  // A scenario called "Con" or "Aux" still gets a name every disk can hold.
  return slug === '' ? fallback : isWindowsDeviceName(slug) ? `${slug}-${fallback}` : slug;
}

const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(n < 1024 * 1024 ? 2 : 0)} MB`;
