import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { pngOf } from '../support/pngs';
import { FIELD_ARTILLERY } from '../../core/rules/adf/artillery';
import { CRT, CRT_COLUMNS } from '../../core/rules/bluegrey/crt';
import { CAVALRY_FIREPOWER, INFANTRY_FIREPOWER, type SmallArmsRow } from '../../core/rules/adf/firepower';
import type { FigureScale } from '../../core/model/words';
import { ARTILLERY_WEAPON_NAMES, CAVALRY_WEAPON_NAMES, INFANTRY_WEAPON_NAMES } from '../../core/rules/adf/weapons';

const ROOT = join(__dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'muster-print-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let stdout = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (stdout += `${t}\n`), err: (t) => (err += `${t}\n`), cwd: ROOT });
  return { code, out: stdout, err };
}

/** The PDF's text as poppler lays it out (rows of a table stay on one line). */
const textOf = (pdf: string): string => execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
const pagesOf = async (pdf: string) => (await PDFDocument.load(readFileSync(pdf))).getPages().map((p) => [Math.round((p.getWidth() / 72) * 100) / 100, Math.round((p.getHeight() / 72) * 100) / 100]);

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Inches as the charts print them: 2½ for 2.5. */
const inches = (n: number): string => (Number.isInteger(n) ? `${n}"` : `${Math.floor(n) || ''}½"`);
const row = (...cells: string[]): RegExp => new RegExp(cells.map(escapeRe).join('\\s+'));

describe('muster print --sheet charts', () => {
  it.each(['10mm', '15mm', '25mm'] as FigureScale[])('prints every firepower and range row of the %s rules data, landscape Letter', async (scale) => {
    const pdf = join(out, `charts-${scale}.pdf`);
    const r = await run(['print', '--sheet', 'charts', '--scale', scale, '--out', pdf]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(new RegExp(`reference charts, ${scale}, \\d+ pages`));
    const pages = await pagesOf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const size of pages) expect(size).toEqual([11, 8.5]);
    const text = textOf(pdf);
    expect(text).toContain(`reference charts, ${scale}`);
    const smallArms = (rows: Record<string, SmallArmsRow>, names: Record<string, string>) => {
      for (const [id, data] of Object.entries(rows)) {
        const ranges = data.pbfOnly ? ['PBF only', '—'] : [inches(data.normalRange[scale]), inches(2 * data.normalRange[scale])];
        expect(text, `${names[id]} at ${scale}`).toMatch(row(names[id]!, ...data.fp.map(String), ...ranges));
      }
    };
    smallArms(INFANTRY_FIREPOWER, INFANTRY_WEAPON_NAMES);
    smallArms(CAVALRY_FIREPOWER, CAVALRY_WEAPON_NAMES);
    for (const [gun, data] of Object.entries(FIELD_ARTILLERY)) {
      const normal = data.normalRange[scale];
      expect(text, `${gun} at ${scale}`).toMatch(row(ARTILLERY_WEAPON_NAMES[gun as keyof typeof ARTILLERY_WEAPON_NAMES], data.fp.union.join('/'), data.fp.confederate.join('/')));
      // Union FP, Confederate FP, canister, then short (half normal), normal and long (twice normal).
      expect(text, `${gun} ranges at ${scale}`).toMatch(new RegExp(`${escapeRe(data.fp.confederate.join('/'))}\\s+\\S+\\s+${escapeRe(inches(normal / 2))}\\s+${escapeRe(inches(normal))}\\s+${escapeRe(inches(2 * normal))}`));
    }
  }, 60_000);

  it('prints on A4 when asked, and names the book, never a seed file', async () => {
    const pdf = join(out, 'charts-a4.pdf');
    const r = await run(['print', '--sheet', 'charts', '--paper', 'a4', '--out', pdf]);
    expect(r.code, r.err).toBe(0);
    // A4 is 297 × 210 mm; Chromium writes it in whole points (842 × 595).
    for (const [w, h] of await pagesOf(pdf)) {
      expect(Math.abs(w! - 297 / 25.4)).toBeLessThan(0.02);
      expect(Math.abs(h! - 210 / 25.4)).toBeLessThan(0.02);
    }
    const text = textOf(pdf);
    expect(text).toContain('ADF · Reference charts, 15mm · Infantry firepower');
    expect(text).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
  }, 60_000);
});

describe('muster print --sheet charts of a hex scenario', () => {
  it("prints a Blue & Grey scenario's own game's charts, not ADF's: the combat results table and the terrain, landscape", async () => {
    const pdf = join(out, 'shiloh-charts.pdf');
    const r = await run(['print', 'scenarios/bluegrey/shiloh.scenario.json', '--sheet', 'charts', '--out', pdf]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/Blue & Grey: reference charts, \d+ pages/);
    const pages = await pagesOf(pdf);
    for (const size of pages) expect(size).toEqual([11, 8.5]);
    const text = textOf(pdf);
    expect(text).not.toContain('Across a Deadly Field');
    expect(text).toMatch(row('Die', ...CRT_COLUMNS));
    for (const r of CRT) expect(text, `die ${r.die}`).toMatch(row(String(r.die), ...r.results));
    // The forest/woods row under Muster's names: 2 MP, 3 for artillery, one column left (B:770–773).
    expect(text).toMatch(row('Light woods, Heavy woods, Cedars', '2', '3', '1 column left'));
    expect(text).toMatch(row('Stream', '+2', 'Attacker halved; artillery not halved'));
    expect(text).toContain('B&G · Charts and tables · 8.6 Combat results table');
    expect(text).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
  }, 60_000);

  it("prints a GBACW scenario's series charts and the game tables it holds", async () => {
    const pdf = join(out, 'gbacw-charts.pdf');
    const r = await run(['print', 'scenarios/gbacw/example-crossroads.scenario.json', '--sheet', 'charts', '--out', pdf]);
    expect(r.code, r.err).toBe(0);
    const text = textOf(pdf);
    expect(text).toContain('Great Battles of the ACW: reference charts');
    const tables = (JSON.parse(readFileSync(join(ROOT, 'scenarios/gbacw/example-crossroads.scenario.json'), 'utf8')) as { gameTables: { fireTable: { rows: Array<{ results: string[] }> } } }).gameTables;
    expect(text).toMatch(row('10 or more', ...tables.fireTable.rows.at(-1)!.results));
    // The woods row's MPs (its Muster terrain names wrap above and below the line in the PDF's text).
    expect(text).toMatch(row('Woods', 'Hex', '2', '3', '4', '2'));
    expect(text).toContain('GBACW · 6.2 Brigade Orders Change');
  }, 60_000);

  it('refuses a figure scale for a hex scenario, whose charts are its own game’s', async () => {
    const r = await run(['print', 'scenarios/bluegrey/shiloh.scenario.json', '--sheet', 'charts', '--scale', '25mm', '--out', join(out, 'x.pdf')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--scale 25mm: scenarios\/bluegrey\/shiloh.scenario.json is a Blue & Grey scenario/);
  });
});

describe('muster print --sheet roster', () => {
  it("prints T'ain't No Militia's two sides with core's totals, and the book's stated total beside where it differs", async () => {
    const pdf = join(out, 'roster.pdf');
    const r = await run(['print', 'scenarios/taint-no-militia.scenario.json', '--sheet', 'roster', '--out', pdf]);
    expect(r.code, r.err).toBe(0);
    const points = await run(['points', 'scenarios/taint-no-militia.scenario.json', '--json']);
    const sides = (JSON.parse(points.out) as { sides: Array<{ name: string; total: number }> }).sides;
    expect(sides.map((s) => s.total)).toEqual([136, 135]);
    const text = textOf(pdf);
    for (const side of sides) expect(text).toContain(`Total ${side.total} muster points`);
    expect(text).toContain('the source states 138: Muster computes 136 from the tables');
    expect(text).toMatch(row('6th Wisconsin', '6 figures', 'Rifle-muskets (R/M)', 'Elite', '9'));
    expect(text).toMatch(/Organisation notes/);
    expect((await pagesOf(pdf)).length).toBe(2);
  }, 60_000);

  it('prints one side of an army file when --side names it', async () => {
    const pdf = join(out, 'roster-union.pdf');
    const r = await run(['print', 'scenarios/taint-no-militia.scenario.json', '--sheet', 'roster', '--side', 'Union', '--out', pdf]);
    expect(r.code, r.err).toBe(0);
    const text = textOf(pdf);
    expect(text).toContain('Total 136 muster points');
    expect(text).not.toContain('Total 135 muster points');
    expect(await pagesOf(pdf)).toEqual([[8.5, 11]]);
  }, 60_000);
});

describe('muster print refusals', () => {
  it('exits 2 on usage mistakes, naming what is wrong', async () => {
    expect(await run(['print', '--out', join(out, 'x.pdf')])).toMatchObject({ code: 2 });
    expect((await run(['print', '--sheet', 'poster', '--out', join(out, 'x.pdf')])).err).toMatch(/--sheet poster: choose charts, roster, deployment, briefing, map/);
    expect((await run(['print', '--sheet', 'charts', '--out', join(out, 'x.png')])).code).toBe(2);
    expect((await run(['print', '--sheet', 'charts', '--scale', '20mm', '--out', join(out, 'x.pdf')])).code).toBe(2);
    expect((await run(['print', '--sheet', 'roster', '--out', join(out, 'x.pdf')])).err).toMatch(/needs a FILE/);
    expect((await run(['print', 'scenarios/taint-no-militia.scenario.json', '--sheet', 'roster', '--side', 'Prussia', '--out', join(out, 'x.pdf')])).err).toMatch(/the sides are Union, Confederate/);
  });

  it('exits 1 with the reason when the document cannot be printed, and 2 for a file that cannot be read', async () => {
    const r = await run(['print', 'scenarios/taint-no-militia.army-union.json', '--sheet', 'briefing', '--out', join(out, 'b.pdf')]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/the scenario briefing is printed from a scenario file/);
    expect((await run(['print', 'scenarios/taint-no-militia.army-union.json', '--sheet', 'map', '--out', join(out, 'm.pdf')])).err).toMatch(/this is an army file; the map at 1:1 prints scenarios and maps/);
    expect((await run(['print', 'no-such-file.json', '--sheet', 'roster', '--out', join(out, 'x.pdf')])).code).toBe(2);
  });

  it('says to run npm run setup when Chromium is missing, without a stack trace', () => {
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, [join(ROOT, 'bin/muster.js'), 'print', '--sheet', 'charts', '--out', join(out, 'c.pdf')], { env: { ...process.env, MUSTER_CHROMIUM: '/nonexistent/chromium' }, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const e = error as { status: number; stderr: string };
      status = e.status;
      stderr = e.stderr;
    }
    expect(status).toBe(1);
    expect(stderr).toMatch(/Chromium was not found at \/nonexistent\/chromium\. Install it with `npm run setup`/);
    expect(stderr).not.toMatch(/\bat .*\.(ts|js):\d+/);
  }, 60_000);
});

/** One page of a PDF rasterised by poppler at `dpi`, as RGB pixels. */
function rasterise(pdf: string, page: number, dpi: number): { width: number; height: number; at(x: number, y: number): [number, number, number] } {
  const ppm = execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', pdf], { maxBuffer: 64 * 1024 * 1024 });
  // P6 header: magic, width, height, maxval, each followed by whitespace.
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(ppm[i]!))) i++;
    let token = '';
    while (!/\s/.test(String.fromCharCode(ppm[i]!))) token += String.fromCharCode(ppm[i++]!);
    fields.push(token);
  }
  i++;
  const width = Number(fields[1]);
  const height = Number(fields[2]);
  const data = ppm.subarray(i);
  return { width, height, at: (x, y) => [data[(y * width + x) * 3]!, data[(y * width + x) * 3 + 1]!, data[(y * width + x) * 3 + 2]!] };
}

describe('muster print --sheet map (the board at 1:1)', () => {
  const mapFile = join(out, 'pond.map.json');
  const pdf = join(out, 'pond-1to1.pdf');
  // A 20" × 14" table with one pond, 10"–12" east and 3"–5" south of the north-west corner.
  writeFileSync(
    mapFile,
    JSON.stringify({
      $schema: 'https://muster.app/schemas/map.schema.json',
      formatVersion: 2,
      title: 'Pond test',
      map: { kind: 'tabletop', features: [{ id: 'field', kind: 'open', shape: 'polygon', points: [{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 14 }, { x: 0, y: 14 }] }, { id: 'pond', kind: 'pond', shape: 'polygon', points: [{ x: 10, y: 3 }, { x: 12, y: 3 }, { x: 12, y: 5 }, { x: 10, y: 5 }] }] },
    }),
  );

  it('tiles the board over Letter with overlap: an assembly page, then rows × columns of true-size tiles', async () => {
    const r = await run(['print', mapFile, '--sheet', 'map', '--out', pdf]);
    expect(r.code, r.err).toBe(0);
    // Printable 7.5" × 10" with ½" margins, ½" overlap: columns step 7", rows 9.5": 3 columns, 2 rows.
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1 + 3 * 2);
    for (const size of pages) expect(size).toEqual([8.5, 11]);
    const text = textOf(pdf);
    expect(text).toMatch(/20" × 14" on 6 pages \(2 rows of 3\)/);
    for (const label of ['A1', 'A2', 'A3', 'B1', 'B2', 'B3']) expect(text).toContain(label);
  }, 60_000);

  it('prints a one-inch calibration bar that measures 96 pixels at 96 dpi', () => {
    const page = rasterise(pdf, 2, 96);
    let longest = 0;
    for (let y = 0; y < page.height; y++) {
      let run = 0;
      for (let x = 0; x < page.width; x++) {
        const [red, green, blue] = page.at(x, y);
        run = red < 40 && green < 40 && blue < 40 ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
    }
    expect(Math.abs(longest - 96)).toBeLessThanOrEqual(1);
  }, 60_000);

  it('puts the pond on tile A2 exactly where it lies on the table', () => {
    // Tile A2 shows the table from x = 7" (one step east); the page's printable area starts ½" in.
    const page = rasterise(pdf, 3, 96);
    const px = (tableX: number, tableY: number): [number, number] => [Math.round((0.5 + tableX - 7) * 96), Math.round((0.5 + tableY) * 96)];
    const pond = [0xa9, 0xcb, 0xe0];
    const near = (c: [number, number, number], want: number[]) => c.every((v, k) => Math.abs(v - want[k]!) <= 6);
    expect(near(page.at(...px(11, 4)), pond)).toBe(true);
    expect(near(page.at(...px(10.1, 3.1)), pond)).toBe(true);
    expect(near(page.at(...px(11.9, 4.9)), pond)).toBe(true);
    expect(near(page.at(...px(9.8, 4)), pond)).toBe(false);
    expect(near(page.at(...px(12.2, 4)), pond)).toBe(false);
    // Tile A1 ends at 7.5": the pond is not on it.
    const a1 = rasterise(pdf, 2, 96);
    let blue = 0;
    for (let y = 0; y < a1.height; y += 4) for (let x = 0; x < a1.width; x += 4) if (near(a1.at(x, y), pond)) blue++;
    expect(blue).toBe(0);
  }, 60_000);
});

describe('muster print --sheet map with a reference image printed faded', () => {
  // A 20" × 14" table under a 400 × 280 px survey stretched over it: dark red, so its fade reads pink on paper.
  const folder = join(out, 'traced');
  const survey = pngOf(400, 280, () => [150, 20, 20]);
  const ref = { id: 'image-1', name: 'survey', image: `sha256:${createHash('sha256').update(survey).digest('hex')}`, fileName: 'survey.png', mediaType: 'image/png', widthPx: 400, heightPx: 280, print: true, opacity: 1 };
  const file = join(folder, 'traced.map.json');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'survey.png'), survey);
  const traced = (refs: unknown[]) =>
    JSON.stringify({
      $schema: 'https://muster.app/schemas/map.schema.json',
      formatVersion: 2,
      title: 'Traced',
      // A road corner to corner makes the table 20" × 14"; the rest of it is bare, showing the scan.
      map: { kind: 'tabletop', features: [{ id: 'road', kind: 'road', shape: 'polyline', points: [{ x: 0, y: 0 }, { x: 20, y: 14 }] }], referenceImages: refs },
    });

  it('lays the scan found beside the file under the map on every page, the image held once in the PDF', async () => {
    writeFileSync(file, traced([ref]));
    const pdf = join(out, 'traced.pdf');
    const r = await run(['print', file, '--sheet', 'map', '--out', pdf]);
    expect(r.code, r.err).toBe(0);
    const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).split('\n').slice(2).filter((l) => l.trim()).map((l) => l.trim().split(/\s+/));
    // The assembly page and the six tiles each draw it; the PDF holds its pixels once or twice, not per page.
    expect(new Set(images.map((i) => Number(i[0]))).size).toBe(7);
    expect(new Set(images.map((i) => i[10])).size).toBeLessThanOrEqual(2);
    // Faded on paper: tile A1's bare table at 5", 1" (the page's margin ½") is pink, not white and not the scan's dark red.
    const [red, green] = rasterise(pdf, 2, 50).at(Math.round(5.5 * 50), Math.round(1.5 * 50));
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(red - 40);
  }, 60_000);

  it('refuses, naming it, an image to print that is not beside the file', async () => {
    writeFileSync(file, traced([{ ...ref, fileName: 'gone.png', image: `sha256:${'1'.repeat(64)}` }]));
    const r = await run(['print', file, '--sheet', 'map', '--out', join(out, 'gone.pdf')]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/traced\.map\.json: \/map\/referenceImages: gone\.png is to print faded under the map but not found beside the file/);
  }, 60_000);
});

describe('muster print --sheet briefing and deployment', () => {
  it("prints T'ain't No Militia's briefing: situation, forces with their muster points, rules, weather, initiative, victory and a turn track", async () => {
    const pdf = join(out, 'briefing.pdf');
    const r = await run(['print', 'scenarios/taint-no-militia.scenario.json', '--sheet', 'briefing', '--out', pdf]);
    expect(r.code, r.err).toBe(0);
    const text = textOf(pdf);
    for (const heading of ['SITUATION', 'FORCES', 'SPECIAL RULES', 'WEATHER', 'INITIATIVE', 'LENGTH', 'VICTORY CONDITIONS', 'TURN RECORD']) expect(text).toContain(heading);
    expect(text).toContain('136 muster points');
    expect(text).toContain('135 muster points');
    expect(text).toContain('Summer, Dry weather');
    expect(text).toMatch(/One side for the whole game: Union/);
    expect(text).toMatch(/1\s+2\s+3\s+4/);
  }, 60_000);

  it("prints each side's deployment on its own page, and the Union's alone shows nothing of the Confederates'", async () => {
    const both = join(out, 'deployment.pdf');
    expect((await run(['print', 'scenarios/taint-no-militia.scenario.json', '--sheet', 'deployment', '--out', both])).code).toBe(0);
    expect((await pagesOf(both)).length).toBe(2);
    const union = join(out, 'deployment-union.pdf');
    const r = await run(['print', 'scenarios/taint-no-militia.scenario.json', '--sheet', 'deployment', '--side', 'Union', '--out', union]);
    expect(r.code, r.err).toBe(0);
    const text = textOf(union);
    expect(text).toContain('Union deployment');
    // Its set-up and entries in reading order: Cutler's brigade and Hall's battery on McPherson's Ridge,
    // the Iron Brigade on turn 1 at entrance C, the 7th Indiana by a roll before play.
    const reading = execFileSync('pdftotext', [union, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(reading).toContain("2nd Brigade, Hall's Battery, 2nd Maine Lt/Bty B McPherson's Ridge Any formation");
    expect(reading).toContain("1st Brigade (The Iron Brigade) Turn 1 Entrance C (Iron Brigade's approach)");
    expect(reading).toContain('7th Indiana Roll 1D6 before play: arrives on 1, 2, 3');
    // Nothing of the other side: no Confederate unit, set-up area or deployment heading.
    const scenario = JSON.parse(readFileSync(join(ROOT, 'scenarios/taint-no-militia.scenario.json'), 'utf8')) as { sides: Array<{ id: string; forces: { orderOfBattle: { children: unknown[] } } }> };
    const csa = scenario.sides.find((s) => s.id === 'confederate')!.forces.orderOfBattle;
    const csaNames: string[] = [];
    const walk = (node: { name?: string; children?: unknown[]; leaders?: Array<{ name: string }> }) => {
      if (node.name) csaNames.push(node.name);
      for (const l of node.leaders ?? []) csaNames.push(l.name);
      for (const c of node.children ?? []) walk(c as never);
    };
    csa.children.forEach((c) => walk(c as never));
    expect(csaNames.length).toBeGreaterThan(5);
    const flat = text.replace(/\s+/g, ' ');
    for (const name of csaNames) expect(flat, name).not.toContain(name);
    expect(text).not.toContain('Confederate deployment');
  }, 60_000);

  it('draws the map of a sheet as vectors: no raster image in the PDF, and a deployment page well under 1 MB', async () => {
    const both = join(out, 'deployment-weight.pdf');
    expect((await run(['print', 'scenarios/taint-no-militia.scenario.json', '--sheet', 'deployment', '--out', both])).code).toBe(0);
    // pdfimages lists every image of the PDF under two header lines; Chromium rasterised each pattern fill.
    const images = execFileSync('pdfimages', ['-list', both], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images).toEqual([]);
    const pages = (await pagesOf(both)).length;
    expect(readFileSync(both).length / pages).toBeLessThan(1024 * 1024);
  }, 60_000);

  it('prints the map\'s names at a size that reads on paper, and the legend under the map at the page\'s text size', async () => {
    const pdf = join(out, 'deployment-labels.pdf');
    expect((await run(['print', 'scenarios/taint-no-militia.scenario.json', '--sheet', 'deployment', '--side', 'Union', '--out', pdf])).code).toBe(0);
    // pdftotext -bbox gives each word's box in points: a line of text is about 1.15 times its size tall.
    const words = [...execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' }).matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]+)</g)].map((m) => ({ word: m[3]!, pt: (Number(m[2]) - Number(m[1])) / 1.15 }));
    const sizeOf = (word: string) => Math.min(...words.filter((w) => w.word === word).map((w) => w.pt));
    // A regiment's name under its stands (2.4 pt before), a ridge's name, and the legend's words.
    expect(sizeOf('147th')).toBeGreaterThanOrEqual(5.5);
    expect(sizeOf('Willoughby')).toBeGreaterThanOrEqual(6.5);
    expect(sizeOf('Orchard')).toBeGreaterThanOrEqual(6.5);
    expect(textOf(pdf)).toMatch(/Road\s+Trail\s+Railroad/);
  }, 60_000);
});

describe('muster print --sheet campaign-roster (issue 28)', () => {
  it("prints each side's units with their losses so far, read back from the PDF", async () => {
    // The first-day campaign beside its scenario, with a game's result written into it.
    const dir = mkdtempSync(join(out, 'campaign-'));
    const campaign = JSON.parse(readFileSync(join(ROOT, 'scenarios/first-day.campaign.json'), 'utf8'));
    campaign.results = [
      {
        scenario: 'taint-no-militia',
        winner: 'confederate',
        turn: 8,
        from: 'table',
        units: [
          { side: 'union', unit: 'usa-24-mi', name: '24th Michigan', standsLost: 1, figuresLost: 3, sectionsLost: 0, state: 'shaken' },
          { side: 'confederate', unit: 'csa-14-tn', name: '14th Tennessee', standsLost: 2, figuresLost: 4, sectionsLost: 0, state: 'removed' },
        ],
      },
    ];
    writeFileSync(join(dir, 'first-day.campaign.json'), JSON.stringify(campaign));
    writeFileSync(join(dir, 'taint-no-militia.scenario.json'), readFileSync(join(ROOT, 'scenarios/taint-no-militia.scenario.json')));
    const pdf = join(out, 'campaign-roster.pdf');
    const r = await run(['print', join(dir, 'first-day.campaign.json'), '--sheet', 'campaign-roster', '--out', pdf]);
    expect(r.code, r.err).toBe(0);
    const text = textOf(pdf);
    expect(text).toContain('Gettysburg, the first day: campaign roster');
    expect(text).toMatch(row("T'ain't No Militia", 'Confederate won, turn 8'));
    expect(text).toMatch(row('24th Michigan', '8 figures, 2 stands', '1', '3', '–'));
    expect(text).toMatch(row('14th Tennessee', '4 figures, 2 stands', '2', '4', '–', 'off the table'));
    expect(text).toMatch(row("Hall's Battery, 2nd Maine Lt/Bty B", '3 sections', '–', '–', '–'));
    expect(text).toContain('lost so far: 1 stands, 3 figures, 0 sections; 0 off the table');
    // A scenario file that is not beside the campaign is named, and nothing is printed.
    rmSync(join(dir, 'taint-no-militia.scenario.json'));
    const missing = await run(['print', join(dir, 'first-day.campaign.json'), '--sheet', 'campaign-roster', '--out', join(out, 'none.pdf')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('taint-no-militia.scenario.json');
    const notCampaign = await run(['print', 'scenarios/taint-no-militia.scenario.json', '--sheet', 'campaign-roster', '--out', join(out, 'none.pdf')]);
    expect(notCampaign.code).toBe(1);
    expect(notCampaign.err).toContain('the campaign roster is printed from a campaign file');
  }, 60_000);
});
