import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_PATH, type PackageManifest } from '../../../../core/package';
import type { MusterScenario } from '../../../../core/model/scenario.generated';
import { Library } from '../../../../electron/services/library/library';
import { importPackage, makePackage, readPackage, type SideArmy } from '../../../../electron/services/package/scenarioPackage';

const dir = mkdtempSync(join(tmpdir(), 'muster-package-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bundled = (name: string) => JSON.parse(readFileSync(join(__dirname, '../../../../scenarios', name), 'utf8'));
// The bundled T'ain't No Militia with its sides' armies kept in the bundled army files beside it, as a
// designer who builds armies separately keeps them.
const ARMY_FILES: Record<string, string> = { union: 'taint-no-militia.army-union.json', confederate: 'taint-no-militia.army-confederate.json' };
const embedded = bundled('taint-no-militia.scenario.json') as MusterScenario;
const scenario: MusterScenario = { ...embedded, sides: embedded.sides.map((s) => ({ ...s, forces: { armyFile: ARMY_FILES[s.id]! } })) };
const armyOf = (file: string): SideArmy => {
  const document = bundled(file);
  return { document, title: document.orderOfBattle.name };
};
const armies: Record<string, SideArmy> = Object.fromEntries(Object.entries(ARMY_FILES).map(([side, file]) => [side, armyOf(file)]));
const UNION_ARMY = 'armies/union-1st-division-i-corps-t-ain-t-no-militia.army.json';
const CONFEDERATE_ARMY = 'armies/confederate-heth-s-division-and-pegram-s-battalion-iii-corps.army.json';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
let made: { zip: Uint8Array; manifest: PackageManifest };
const steps: string[] = [];

beforeAll(async () => {
  made = await makePackage({ scenario, armies }, { now: new Date('2026-11-25T12:00:00Z'), onProgress: (p) => steps.push(p.step) });
}, 600_000);

/** The package's entries, unpacked, to tamper with and pack again. */
const entries = () => unzipSync(made.zip) as Record<string, Uint8Array>;
const repack = (files: Record<string, Uint8Array>) => zipSync(files as Zippable);
const withManifest = (files: Record<string, Uint8Array>, edit: (m: PackageManifest) => void) => {
  const manifest = JSON.parse(new TextDecoder().decode(files[MANIFEST_PATH]!)) as PackageManifest;
  edit(manifest);
  return { ...files, [MANIFEST_PATH]: strToU8(JSON.stringify(manifest)) };
};
const refused = (zip: Uint8Array) => {
  const read = readPackage(zip, 'club.muster.zip');
  if (read.ok) throw new Error('the package was accepted');
  return read.problems;
};

describe('a scenario package', { timeout: 180_000 }, () => {
  it('holds the scenario, its two army files, the map, and the sheets a club needs, each with its checksum', () => {
    const paths = made.manifest.entries.map((e) => e.path).sort();
    expect(paths).toEqual(
      [
        UNION_ARMY,
        CONFEDERATE_ARMY,
        'maps/t-ain-t-no-militia.map.json',
        'pdf/briefing-t-ain-t-no-militia.pdf',
        'pdf/deployment-confederate.pdf',
        'pdf/deployment-union.pdf',
        'pdf/reference-charts-15mm.pdf',
        'pdf/rosters-t-ain-t-no-militia.pdf',
        't-ain-t-no-militia.scenario.json',
      ].sort(),
    );
    const files = entries();
    for (const e of made.manifest.entries) expect(sha(files[e.path]!)).toBe(e.sha256);
    expect(steps.filter((s) => s.startsWith('Printing'))).toHaveLength(5);
  });

  it('reads back whole: the scenario names its armies inside the package, and the PDFs are the printed sheets', () => {
    const read = readPackage(made.zip, 'tnm.muster.zip');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const packed = read.documents.find((d) => d.kind === 'scenario')!.content as MusterScenario;
    expect(packed.sides.map((s) => s.forces.armyFile)).toEqual([UNION_ARMY, CONFEDERATE_ARMY]);
    const union = read.pdfs.find((p) => p.entry.sheet === 'deployment' && p.entry.side === 'union')!;
    const pdf = join(dir, 'union.pdf');
    writeFileSync(pdf, union.bytes);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain("T'ain't No Militia");
    expect(text).toContain('Union deployment');
    expect(text).toMatch(/Lysander Cutler/); // a brigade commander, from the Union army file
  });

  it('is written as package format 2, and one of format 1 (which had no images) still reads whole', () => {
    expect(made.manifest.formatVersion).toBe(2);
    const older = readPackage(repack(withManifest(entries(), (m) => ((m as unknown as { formatVersion: number }).formatVersion = 1))), 'older.muster.zip');
    if (!older.ok) throw new Error(older.problems.join('\n'));
    expect(older.documents.map((d) => d.kind).sort()).toEqual(['army', 'army', 'map', 'scenario']);
  });

  it('imports into a real library in one go: the armies, then the scenario naming them in the library', () => {
    const library = Library.open(join(dir, 'library.sqlite'));
    try {
      const read = readPackage(made.zip, 'tnm.muster.zip');
      if (!read.ok) throw new Error(read.problems.join('\n'));
      const { scenario: entry, others } = importPackage(library, read);
      expect(others.map((o) => o.title).sort()).toEqual([armies.confederate!.title, armies.union!.title]);
      const stored = library.get(entry.id).content as MusterScenario;
      expect(stored.sides.map((s) => s.forces.libraryArmy?.id)).toEqual(others.map((o) => o.id));
      expect(stored.sides.every((s) => s.forces.armyFile === undefined)).toBe(true);
      expect(library.list().length).toBe(3);
    } finally {
      library.close();
    }
  });

  it('imports a package a second time as a second set counted up ("… 2"), the new scenario naming the new armies', () => {
    const library = Library.open(join(dir, 'twice.sqlite'));
    try {
      const read = readPackage(made.zip, 'tnm.muster.zip');
      if (!read.ok) throw new Error(read.problems.join('\n'));
      const first = importPackage(library, read);
      const second = importPackage(library, read);
      const titles = library.list().map((e) => e.title);
      expect(new Set(titles).size).toBe(6);
      expect(second.scenario.title).toBe(`${first.scenario.title} 2`);
      expect(second.others.map((o) => o.title).sort()).toEqual([`${armies.confederate!.title} 2`, `${armies.union!.title} 2`]);
      // The name is the document's own too, so saving the copy later keeps it.
      const stored = library.get(second.scenario.id).content as MusterScenario;
      expect(stored.title).toBe(second.scenario.title);
      const army = library.get(second.others[0]!.id).content as { orderOfBattle: { name: string } };
      expect(army.orderOfBattle.name).toBe(second.others[0]!.title);
      expect(stored.sides.map((s) => s.forces.libraryArmy)).toEqual(second.others.map((o) => ({ id: o.id, title: o.title })));
      const third = importPackage(library, read);
      expect(third.scenario.title).toBe(`${first.scenario.title} 3`);
    } finally {
      library.close();
    }
  });

  it('imports nothing when the library refuses one document', () => {
    const library = Library.open(join(dir, 'rollback.sqlite'));
    try {
      expect(() =>
        library.createTogether((create) => {
          create({ kind: 'army', title: armies.union!.title, content: armies.union!.document });
          create({ kind: 'scenario', title: 'Broken', content: { not: 'a scenario' } });
        }),
      ).toThrow();
      expect(library.list()).toEqual([]);
    } finally {
      library.close();
    }
  });
});

describe('a hex scenario’s package', { timeout: 300_000 }, () => {
  it('keeps its counters in the scenario and carries its own game’s reference charts, not ADF’s', async () => {
    const shiloh = bundled('bluegrey/shiloh.scenario.json') as MusterScenario;
    const hex = await makePackage({ scenario: shiloh, armies: {} }, { now: new Date('2026-11-25T12:00:00Z') });
    const pdfs = hex.manifest.entries.filter((e) => e.kind === 'pdf');
    expect(pdfs.map((e) => [e.path, e.sheet, e.title])).toContainEqual(['pdf/reference-charts-blue-grey.pdf', 'charts', 'Reference charts, Blue & Grey']);
    expect(hex.manifest.entries.filter((e) => e.kind === 'army')).toEqual([]);
    const read = readPackage(hex.zip, 'shiloh.muster.zip');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect((read.documents.find((d) => d.kind === 'scenario')!.content as MusterScenario).sides.map((s) => s.forces.counters?.length)).toEqual(shiloh.sides.map((s) => s.forces.counters?.length));
    const pdf = join(dir, 'shiloh-charts.pdf');
    writeFileSync(pdf, read.pdfs.find((p) => p.entry.sheet === 'charts')!.bytes);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Blue & Grey: reference charts');
    expect(text).toMatch(/\b6\s+AE\s+AE\s+AE\s+AE\*\s+AR\s+AR\s+AR\s+EX\*\s+EX\s+EX\s+EX\s+EX\b/);
    expect(text).not.toContain('Across a Deadly Field');
  });
});

// Each case unpacks and repacks eight megabytes of PDFs: seconds on a quiet machine, more on a busy one.
describe('a damaged or tampered package is refused with the reason, before anything is imported', { timeout: 180_000 }, () => {
  it('an altered byte in the scenario', () => {
    const files = entries();
    const path = made.manifest.entries.find((e) => e.kind === 'scenario')!.path;
    files[path] = strToU8(new TextDecoder().decode(files[path]).replace('"title": "', '"title": "Altered: '));
    expect(refused(repack(files))).toEqual([`${path} does not match its checksum in the manifest: the package is damaged or was altered after it was made`]);
  });

  it('an entry the manifest does not list, and one it lists that is gone', () => {
    const files = entries();
    files['pdf/extra.pdf'] = strToU8('%PDF-1.4 not ours');
    delete files['pdf/deployment-union.pdf'];
    expect(refused(repack(files))).toEqual([
      'pdf/deployment-union.pdf is listed in the manifest but not in the package',
      'pdf/extra.pdf is in the package but not in its manifest: the package was altered after it was made',
    ]);
  });

  it('paths that would escape the folder it is unpacked into', () => {
    for (const evil of ['../evil.scenario.json', '/etc/cron.d/evil', 'C:/Windows/evil.json', 'pdf\\..\\evil.pdf', 'a/../../evil']) {
      const files = { ...entries(), [evil]: strToU8('{}') };
      expect(refused(repack(files)).join('\n')).toMatch(/absolute path|climbs out|backslashes/);
    }
  });

  it('an entry far bigger unpacked than packed (a zip bomb), and one bigger than any Muster file', () => {
    const bomb = zipSync({ ...(entries() as Zippable), 'pdf/bomb.pdf': [new Uint8Array(80 * 1024 * 1024), { level: 9 }] });
    const problems = refused(bomb);
    expect(problems.join('\n')).toMatch(/pdf\/bomb\.pdf" unpacks to 80 MB; an entry may be at most 64 MB/);
    const ratio = zipSync({ ...(entries() as Zippable), 'pdf/zeros.pdf': [new Uint8Array(20 * 1024 * 1024), { level: 9 }] });
    expect(refused(ratio).join('\n')).toMatch(/pdf\/zeros\.pdf" unpacks to \d+ times its packed size/);
  });

  it('a manifest made by a newer Muster, a manifest that is not one, no manifest, not a zip at all', () => {
    expect(refused(repack(withManifest(entries(), (m) => ((m as unknown as { formatVersion: number }).formatVersion = 3))))).toEqual([
      'club.muster.zip was made by a newer Muster (package format 3); this Muster reads format 2',
    ]);
    expect(refused(repack(withManifest(entries(), (m) => (m.entries[0]!.sha256 = 'not-a-checksum'))))[0]).toMatch(/^manifest\.json\/entries\/0\/sha256: must match pattern/);
    const files = entries();
    delete files[MANIFEST_PATH];
    expect(refused(repack(files))).toEqual(['the package has no manifest.json: it is not a Muster package, or it is damaged']);
    expect(refused(strToU8('this is not a zip'))[0]).toMatch(/^club\.muster\.zip is not a zip file, or it is damaged/);
  });

  it('a document that is not what the manifest says, even with a matching checksum', () => {
    const files = entries();
    const armyPath = UNION_ARMY;
    const broken = strToU8(JSON.stringify({ ...JSON.parse(new TextDecoder().decode(files[armyPath])), orderOfBattle: 'gone' }));
    files[armyPath] = broken;
    const zip = repack(
      withManifest(files, (m) => {
        const e = m.entries.find((x) => x.path === armyPath)!;
        e.bytes = broken.length;
        e.sha256 = sha(broken);
      }),
    );
    expect(refused(zip)[0]).toMatch(new RegExp(`^${UNION_ARMY.replace(/[.]/g, '\\.')} /orderOfBattle: `));
  });
});
