/**
 * Reference images in the library (issue 42: "carried in packages … and reopened"): a package carrying a
 * scan imported into a real SQLite library keeps the scan by its content hash, once however often it is
 * imported; the map reads the same bytes back in parts (`images.fromLibrary`), a print lays it faded
 * under the map, and a package exported from the library scenario, which has no folder, carries it again. The sheets are printed to
 * one-page PDFs by pdf-lib instead of Chromium: what is tested is the images around them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_CHUNK_BYTES } from '../../../../core/ground';
import type { MusterScenario, ReferenceImage } from '../../../../core/model/scenario.generated';
import { ExportJobs } from '../../../../electron/services/export/exportJobs';
import { readLibraryImage } from '../../../../electron/services/ground/referenceImages';
import { printedUnderlays, referenceImageBytes } from '../../../../electron/services/ground/printUnderlays';
import { scenarioRenderInput } from '../../../../core/map/index';
import { FileGrants } from '../../../../electron/services/grants';
import { Library } from '../../../../electron/services/library';
import { makeHandlers } from '../../../../electron/services/handlers';
import { DocumentFiles } from '../../../../electron/services/documentFiles';
import { RecentFiles } from '../../../../electron/services/files/index';
import type { Examples } from '../../../../electron/services/examples';
import { encodePng } from '../../../support/pngs';
import { importPackage, makePackage, readPackage } from '../../../../electron/services/package/scenarioPackage';

/** A PNG, 8-bit RGB, its pixels varied and stored without compression so its size is what the test asks. */
function png(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width * 3; x++) raw[y * (width * 3 + 1) + 1 + x] = (x * 7 + y * 13) & 0xff;
  return encodePng(width, height, raw, 0);
}

const printer = {
  async htmlToPdf(html: string) {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]).drawText(html.slice(0, 40).replace(/[^\x20-\x7e]/g, ' '), { x: 40, y: 740, size: 8 });
    return Buffer.from(await pdf.save());
  },
};

// Over one part's worth of bytes, so reading it back takes more than one `images.fromLibrary`.
const SCAN = png(1700, 1700);
const HASH = `sha256:${createHash('sha256').update(SCAN).digest('hex')}`;
const bundled = JSON.parse(readFileSync(join(__dirname, '../../../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;
const ref: ReferenceImage = { id: 'image-1', name: 'survey', image: HASH, fileName: 'survey.png', mediaType: 'image/png', widthPx: 1700, heightPx: 1700, print: true, opacity: 0.4 };
/** The bundled scenario with the scan under its map twice (two placings of one sheet), the second printed faded. */
const traced: MusterScenario = {
  ...bundled,
  map: { ...bundled.map, referenceImages: [{ ...ref, print: false }, { ...ref, id: 'image-2' }] } as MusterScenario['map'],
};

let dir: string;
let library: Library;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-libimages-'));
  library = Library.open(join(dir, 'library.sqlite'));
});
afterEach(() => {
  library.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The image rows the library file holds, read past the Library as another program would. */
function imageRows(): Array<{ image: string; media_type: string; size: number }> {
  const db = new Database(join(dir, 'library.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT image, media_type, length(bytes) AS size FROM images').all() as Array<{ image: string; media_type: string; size: number }>;
  } finally {
    db.close();
  }
}

/** A kept image read back in parts, as the map editor reads it (`images.fromLibrary`). */
function partsFromLibrary(image: string): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; ; ) {
    const chunk = readLibraryImage(library, image, offset);
    expect(chunk.total).toBe(SCAN.length);
    const part = Buffer.from(chunk.data, 'base64');
    parts.push(part);
    offset += part.length;
    if (offset >= chunk.total) return parts;
  }
}

describe('reference images in the library', { timeout: 120_000 }, () => {
  it('a package carrying a scan imports it by its hash, once however often, and the same bytes read back in parts', async () => {
    expect(SCAN.length).toBeGreaterThan(IMAGE_CHUNK_BYTES);
    const made = await makePackage({ scenario: traced, armies: {}, images: { [HASH]: SCAN } }, { printer, now: new Date('2026-12-07T12:00:00Z') });
    const read = readPackage(made.zip, 'traced.muster.zip');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.images.map((i) => i.entry.path)).toEqual([`images/${HASH.slice(7)}.png`]);

    const first = importPackage(library, read);
    importPackage(library, read);
    expect(imageRows()).toEqual([{ image: HASH, media_type: 'image/png', size: SCAN.length }]);
    expect((library.get(first.scenario.id).content as MusterScenario).map).toMatchObject({ referenceImages: [{ image: HASH }, { image: HASH }] });

    // Whole, as a print or a package reads it; and in parts, as the map editor reads it.
    expect(Buffer.from(library.image(HASH)!.bytes).equals(SCAN)).toBe(true);
    const parts = partsFromLibrary(HASH);
    expect(parts.length).toBe(2);
    expect(Buffer.concat(parts).equals(SCAN)).toBe(true);
  });

  it('imports nothing, its scan included, when the library refuses one document of the package', () => {
    expect(() =>
      library.createTogether((create, keepImage) => {
        keepImage(SCAN, 'images/survey.png');
        create({ kind: 'scenario', title: 'Broken', content: { not: 'a scenario' } });
      }),
    ).toThrow();
    expect(imageRows()).toEqual([]);
    expect(library.hasImage(HASH)).toBe(false);
  });

  it('keeps an image by the hash of its bytes and refuses what is not a picture, naming it', () => {
    expect(library.keepImage(SCAN, 'survey.png')).toBe(HASH);
    expect(library.hasImage(HASH)).toBe(true);
    expect(() => library.keepImage(new TextEncoder().encode('not a picture'), 'notes.png')).toThrow('notes.png: is not a PNG, JPEG or TIFF image');
    expect(() => readLibraryImage(library, `sha256:${'0'.repeat(64)}`, 0)).toThrow(/does not keep the image sha256:0{64}/);
  });

  it('a library scenario with no folder prints and exports its scan from the library', async () => {
    library.keepImage(SCAN, 'survey.png');
    const grants = new FileGrants();
    const fromLibrary = (image: string) => library.image(image)?.bytes;
    // Printing finds it with no scenario file, and only by its hash.
    expect(Buffer.from((await referenceImageBytes(grants, undefined, ref, fromLibrary))!).equals(SCAN)).toBe(true);
    expect(await referenceImageBytes(grants, undefined, { ...ref, image: `sha256:${'1'.repeat(64)}` }, fromLibrary)).toBeUndefined();
    // File ▸ Print…'s faded image under the 1:1 map: the printed one of the two placings, from the library.
    const input = scenarioRenderInput(traced, {})!;
    const printed = await printedUnderlays(grants, undefined, input, undefined, fromLibrary);
    expect(printed.missing).toEqual([]);
    expect(printed.pictures).toHaveLength(1);
    expect(printed.pictures[0]).toMatchObject({ widthPx: 1700, heightPx: 1700, opacity: 0.4 });
    expect(Buffer.from(printed.pictures[0]!.href.slice('data:image/png;base64,'.length), 'base64').equals(SCAN)).toBe(true);
    expect((await printedUnderlays(grants, undefined, input, undefined)).missing).toEqual(['survey.png']);

    // File ▸ Export… of the library scenario as a package: the scan comes from the library into images/.
    const out = join(dir, 'again.muster.zip');
    grants.grant(out, 'dialog');
    const exports = new ExportJobs({ grants, libraryArmy: () => undefined, libraryImages: fromLibrary, printer });
    const { job } = await exports.start({ path: out, format: 'package', scenario: traced });
    let state = exports.progress(job);
    while (state.state === 'running') {
      await new Promise((r) => setTimeout(r, 50));
      state = exports.progress(job);
    }
    expect(state).toMatchObject({ state: 'done' });
    const again = readPackage(readFileSync(out), 'again.muster.zip');
    if (!again.ok) throw new Error(again.problems.join('\n'));
    expect(again.images.length).toBe(1);
    expect(Buffer.from(again.images[0]!.bytes).equals(SCAN)).toBe(true);

    // Without the library's copy the export says where it looked.
    const bare = new ExportJobs({ grants, libraryArmy: () => undefined, printer });
    const refused = await bare.start({ path: out, format: 'package', scenario: traced });
    let end = bare.progress(refused.job);
    while (end.state === 'running') {
      await new Promise((r) => setTimeout(r, 50));
      end = bare.progress(refused.job);
    }
    expect(end).toMatchObject({ state: 'refused', reason: expect.stringContaining('survey.png is neither in the library nor beside a saved scenario file') });
  });
  it('File ▸ Add to Library of a scenario file keeps the scans found beside it, so the library copy shows them with the file gone', async () => {
    const folder = join(dir, 'designs');
    mkdirSync(join(folder, 'images'), { recursive: true });
    const scenarioPath = join(folder, 'traced.scenario.json');
    writeFileSync(scenarioPath, JSON.stringify(traced));
    // Found by its content hash in images/, as the map editor finds it after the file was renamed.
    writeFileSync(join(folder, 'images', `${HASH.slice(7)}.png`), SCAN);
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    const grants = new FileGrants({ privateDirs: [dataDir] });
    grants.grant(scenarioPath, 'dialog');
    const recent = new RecentFiles(dataDir);
    const api = makeHandlers({ library, files: new DocumentFiles(recent, grants), recent, examples: {} as Examples, grants, mode: 'web', dataDir });

    // A scenario added without its file (a new one) keeps nothing.
    await api['library.create']({ kind: 'scenario', title: 'New', content: traced });
    expect(imageRows()).toEqual([]);

    // Opened as the app opens it (which lets Muster read the images it names), then added.
    const opened = await api['files.open']({ path: scenarioPath });
    expect(opened.ok).toBe(true);
    const entry = await api['library.create']({ kind: 'scenario', title: 'Traced', content: traced, scenarioPath });
    expect(imageRows()).toEqual([{ image: HASH, media_type: 'image/png', size: SCAN.length }]);
    rmSync(folder, { recursive: true });
    // The copy, opened from the library: its scan read back in parts, the same bytes.
    const stored = library.get(entry.id).content as MusterScenario;
    const image = (stored.map as { referenceImages: ReferenceImage[] }).referenceImages[0]!.image;
    expect(Buffer.concat(partsFromLibrary(image)).equals(SCAN)).toBe(true);
  });
  it('lets go of an image once no document, in the library, its trash or a draft, names it, and it is a day old', () => {
    let now = new Date('2026-12-07T12:00:00Z');
    library.close();
    library = Library.open(join(dir, 'library.sqlite'), { now: () => now });
    const other = png(20, 20);
    const otherHash = library.keepImage(other, 'other.png');
    library.keepImage(SCAN, 'survey.png');
    const kept = library.create({ kind: 'scenario', title: 'Traced', content: traced });
    const doomed = library.create({ kind: 'scenario', title: 'Traced too', content: { ...traced, map: { ...traced.map, referenceImages: [{ ...ref, image: otherHash }] } } });
    const draftOnly = png(30, 30);
    const draftHash = library.keepImage(draftOnly, 'draft.png');
    library.autosave({ key: 'window-1', kind: 'scenario', title: 'Unsaved', documentId: null, content: { ...traced, map: { ...traced.map, referenceImages: [{ ...ref, image: draftHash }] } } });
    // Kept when added to a scenario that was then closed unsaved: named by nothing.
    library.keepImage(png(40, 40), 'added, never saved.png');
    const images = () => imageRows().map((r) => r.image).sort();

    // In the trash, a document still names its images; the one named by nothing goes, two days on.
    library.delete(doomed.id);
    now = new Date('2026-12-09T12:00:00Z');
    library.emptyTrash(30);
    expect(images()).toEqual([HASH, otherHash, draftHash].sort());
    // Gone for good: its image goes with it; the library's, the draft's and a just-added one (a day old at most) stay.
    const young = library.keepImage(png(50, 50), 'added a moment ago.png');
    library.deleteForever(doomed.id);
    expect(images()).toEqual([HASH, draftHash, young].sort());
    expect(library.get(kept.id).title).toBe('Traced');
  });
});
