/**
 * Fuzzes print and export: files made by mutating the bundled documents (numbers pushed to extremes, points
 * sent far off the table, lists multiplied, texts turned into markup or made long, fields dropped) are read
 * as the command line and the app read them, and each one that is accepted has its sheets made in the print
 * pool (the worker with its time and memory limits, as the app makes them; one sheet a file, the kinds in
 * turn), printed by one warm Chromium
 * (no script, no network) and its board exported as the SVG `muster render` writes. Every run is timed and
 * the memory of this process, the pool's worker and Chromium is sampled all along.
 *
 * Usage: tsx scripts/fuzz-print.ts [--files N] [--seed S] [--json]
 * Reports: files, refused, printed, exported, pages, slowest run, runs over 10 s, peak memory of any process.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { renderMapSvg, scenarioHexInput, scenarioRenderInput, boardCovering, type AnyMapRenderInput } from '../core/map/index';
import type { OrderOfBattle } from '../core/model/oob';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS, type PrintSheet, type SheetKind } from '../core/print';
import type { MusterMapFile, MusterScenario } from '../core/model/scenario.generated';
import { readDocumentFile } from '../electron/services/files/index';
import { inertPage } from '../electron/services/print/pdf';
import { launchChromium } from '../electron/services/render/chromium';
import { OffThreadValidator, SHEET_MEMORY_LIMITS } from '../electron/services/validation/offThread';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};

/** mulberry32: the same files for the same seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let random = rng(44);
const pickOf = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** The bundled documents, the seeds of the fuzz. */
function seeds(): Array<{ name: string; doc: unknown }> {
  const out: Array<{ name: string; doc: unknown }> = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith('.json')) out.push({ name: relative(join(root, 'scenarios'), p), doc: JSON.parse(readFileSync(p, 'utf8')) });
    }
  };
  walk(join(root, 'scenarios'));
  return out;
}

type Leaf = { parent: Record<string, unknown> | unknown[]; key: string | number; value: unknown };
function leaves(node: unknown, out: Leaf[] = []): Leaf[] {
  if (Array.isArray(node)) node.forEach((v, i) => (v !== null && typeof v === 'object' ? leaves(v, out) : out.push({ parent: node, key: i, value: v })));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      out.push({ parent: node as Record<string, unknown>, key: k, value: v });
      if (v !== null && typeof v === 'object') leaves(v, out);
    }
  }
  return out;
}

const EXTREMES = [1e308, -1e308, 4.29e9, 1e6, -1e6, 2000, 1800, 265, -25, 0, -0.0001, 0.5, 1e-300, 999, 2 ** 31];
const MARKUP = ['<script>fetch("http://127.0.0.1:9/")</script>', '"><img src=x onerror=alert(1)>', '</style><b>', '&amp;<i>'];

/** One mutation of a copy of `doc`; several are applied to each file. */
function mutate(doc: unknown): void {
  const all = leaves(doc);
  if (all.length === 0) return;
  const kind = random();
  const numbers = all.filter((l) => typeof l.value === 'number');
  const texts = all.filter((l) => typeof l.value === 'string');
  const lists = all.filter((l) => Array.isArray(l.value) && (l.value as unknown[]).length > 0);
  const points = all.filter((l) => l.key === 'x' || l.key === 'y');
  const set = (l: Leaf, v: unknown) => ((l.parent as Record<string | number, unknown>)[l.key] = v);
  if (kind < 0.3 && points.length) set(pickOf(points), pickOf(EXTREMES));
  else if (kind < 0.5 && numbers.length) set(pickOf(numbers), pickOf(EXTREMES));
  else if (kind < 0.65 && texts.length) {
    const l = pickOf(texts);
    set(l, random() < 0.5 ? `${pickOf(MARKUP)}${String(l.value)}` : String(l.value).repeat(1 + Math.floor(random() * 400)));
  } else if (kind < 0.85 && lists.length) {
    // Multiplied: a list many times its length (ids repeat; the checks say so).
    const l = pickOf(lists);
    const list = l.value as unknown[];
    const times = 1 + Math.floor(random() * 10);
    set(l, Array.from({ length: Math.min(list.length * times, 2_000) }, (_, i) => structuredClone(list[i % list.length])));
  } else {
    const l = pickOf(all);
    if (!Array.isArray(l.parent)) delete (l.parent as Record<string, unknown>)[l.key as string];
  }
}

/** Resident memory of a process in MB, from /proc; 0 when it is gone. */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
/** CPU time of a process in ms (user + system, all its threads), from /proc; 0 when it is gone. */
function cpuOf(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const rest = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(rest[11]) + Number(rest[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
/**
 * CPU time used so far by this process and every process under it (Chromium's), in ms, by process: a run's
 * CPU is the sum of each process's growth (a process that ended during the run, a Chromium closed at the
 * print limit, is not counted, so a stopped run's CPU is a lower bound).
 */
function cpuMs(): Map<number, number> {
  return new Map([process.pid, ...descendants(process.pid)].map((pid) => [pid, cpuOf(pid)]));
}
function cpuSince(before: Map<number, number>, now: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of now) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
/** Every process under `pid`, from one listing of the system's processes. */
function descendants(pid: number): number[] {
  try {
    const parentOf = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number))
      .filter(([p, pp]) => p! > 0 && pp !== undefined);
    const out: number[] = [];
    const walk = (parent: number) => {
      for (const [p, pp] of parentOf) if (pp === parent) (out.push(p!), walk(p!));
    };
    walk(pid);
    return out;
  } catch {
    return [];
  }
}

/** The sheets a document prints and what they are made from (as `muster print` reads it). */
function sheetsOf(kind: string, doc: unknown): Array<{ sheet: SheetKind; input: Parameters<(typeof SHEET_MAKERS)['map']['make']>[0] }> {
  if (kind === 'army') {
    const oob = (doc as { orderOfBattle: OrderOfBattle }).orderOfBattle;
    return [{ sheet: 'roster', input: { scale: '15mm', sides: [{ name: oob.name, oob }], title: oob.name } }];
  }
  if (kind === 'map') {
    const m = doc as MusterMapFile;
    if (m.map.kind !== 'tabletop') return [];
    return [{ sheet: 'map', input: { scale: '15mm', sides: [], title: m.title ?? 'Map', map: { board: boardCovering(m.map), map: m.map, scale: '15mm', sides: [] } } }];
  }
  if (kind === 'scenario') {
    const scenario = doc as MusterScenario;
    const armies: Record<string, OrderOfBattle> = {};
    const map = scenarioRenderInput(scenario, armies);
    const input = { scale: '15mm' as const, sides: [], scenario, armies, title: scenario.title, ...(map ? { map } : {}) };
    return [{ sheet: 'briefing', input }, { sheet: 'deployment', input }, ...(map ? [{ sheet: 'map' as const, input }] : []), { sheet: 'charts', input }];
  }
  return [];
}

function exportInput(kind: string, doc: unknown): AnyMapRenderInput | undefined {
  if (kind === 'scenario') return scenarioRenderInput(doc as MusterScenario, {}) ?? scenarioHexInput(doc as MusterScenario, {});
  if (kind === 'map') {
    const m = doc as MusterMapFile;
    return m.map.kind === 'tabletop' ? { board: boardCovering(m.map), map: m.map, scale: '15mm', sides: [] } : undefined;
  }
  return undefined;
}

export interface FuzzOptions {
  files: number;
  seed: number;
  /** A run over this is counted (and, printing, stopped): 10 s, the issue's bound. */
  runLimitMs?: number;
  /** A line every hundred files. */
  progress?: (line: string) => void;
  /** A folder the files of runs over the limit are copied to, to be looked at. */
  keepSlow?: string;
  /** A file each run is appended to as it ends (one JSON line: what, wall and CPU ms), to read a long run part way. */
  runLog?: string;
}

/** The fuzz run; its report (tests/scripts/fuzzPrint.test.ts runs a small one in the suite). */
export async function fuzzPrint(options: FuzzOptions) {
  const FILES = options.files;
  const SEED = options.seed;
  const RUN_LIMIT_MS = options.runLimitMs ?? 10_000;
  random = rng(SEED);
  const dir = mkdtempSync(join(tmpdir(), 'muster-fuzz-'));
  const pool = new OffThreadValidator({ timeLimitMs: RUN_LIMIT_MS, resourceLimits: SHEET_MEMORY_LIMITS });
  let browser = await launchChromium();
  let peakMb = 0;
  let peakWhat = '';
  const sample = () => {
    const self = rssMb(process.pid);
    if (self > peakMb) [peakMb, peakWhat] = [self, 'the fuzz process (reader, exporter, the print pool worker shares it)'];
    for (const pid of descendants(process.pid)) {
      const mb = rssMb(pid);
      if (mb > peakMb) [peakMb, peakWhat] = [mb, `child ${pid} (Chromium)`];
    }
  };
  const sampler = setInterval(sample, 250);
  const base = seeds();
  const counts = { runs: 0, chromiumRestarts: 0, files: 0, refused: 0, accepted: 0, sheets: 0, sheetsStopped: 0, printed: 0, printStopped: 0, pages: 0, exported: 0, exportRefused: 0, over10s: 0 };
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let slowest = { ms: 0, file: '' };
  /** Runs over the limit, with their CPU time (the machine is shared: wall time alone blames the neighbours). */
  const slow: Array<{ what: string; ms: number; cpuMs: number }> = [];
  const slowDir = options.keepSlow;
  // Warmed first, as the app's pool and a kept Chromium are: the runs time the work, not starting up.
  const warm = await pool.makeSheet('charts', { scale: '15mm', sides: [] }, DEFAULT_PRINT_SETTINGS);
  const warmPage = await inertPage(browser);
  await warmPage.setContent(warm.html, { waitUntil: 'load' });
  await warmPage.pdf({ preferCSSPageSize: true });
  await warmPage.close();
  const started = performance.now();
  /** A run: reading a file, making and printing one sheet, or exporting one board. */
  let cpuAt = cpuMs();
  let current = '';
  const run = (ms: number, what: string) => {
    const cpuNow = cpuMs();
    const cpu = cpuSince(cpuAt, cpuNow);
    cpuAt = cpuNow;
    times.push(ms);
    cpuTimes.push(cpu);
    if (options.runLog) appendFileSync(options.runLog, `${JSON.stringify({ what, ms: Math.round(ms), cpuMs: Math.round(cpu) })}\n`);
    counts.runs++;
    if (ms > RUN_LIMIT_MS) {
      counts.over10s++;
      slow.push({ what, ms: Math.round(ms), cpuMs: Math.round(cpu) });
      if (slowDir) writeFileSync(join(slowDir, what.replace(/[^\w.-]+/g, '_')), readFileSync(current));
    }
    if (ms > slowest.ms) slowest = { ms, file: what };
  };
  try {
    for (let i = 0; i < FILES; i++) {
      const seed = pickOf(base);
      const doc = structuredClone(seed.doc);
      const mutations = 1 + Math.floor(random() * 3);
      for (let m = 0; m < mutations; m++) mutate(doc);
      const name = `${String(i).padStart(4, '0')}-${seed.name.replace(/[\\/]/g, '_')}`;
      const file = join(dir, name);
      writeFileSync(file, JSON.stringify(doc));
      current = file;
      counts.files++;
      cpuAt = cpuMs();
      const t0 = performance.now();
      const read = await readDocumentFile(file, { displayName: name });
      run(performance.now() - t0, `${name} (read)`);
      if (!read.ok) {
        counts.refused++;
      } else {
        counts.accepted++;
        // One sheet a file, taken in turn, so two thousand files print in a sitting; every kind gets its share.
        const printable = sheetsOf(read.kind, read.document);
        for (const { sheet, input } of printable.length ? [printable[i % printable.length]!] : []) {
          let made: PrintSheet;
          // A run is the sheet made and printed, as a user waits for both.
          cpuAt = cpuMs();
          const printStart = performance.now();
          try {
            made = await pool.makeSheet(sheet, input, { ...DEFAULT_PRINT_SETTINGS, orientation: SHEET_MAKERS[sheet].orientation });
            counts.sheets++;
          } catch {
            counts.sheetsStopped++;
            run(performance.now() - printStart, `${name} (${sheet}, stopped making)`);
            continue;
          }
          if (!browser.isConnected()) {
            // Chromium gone (a page it could not lay out): started again, and counted.
            counts.chromiumRestarts++;
            browser = await launchChromium();
          }
          const page = await inertPage(browser).catch(() => undefined);
          if (!page) {
            counts.printStopped++;
            continue;
          }
          try {
            // Laid out and printed within what is left of the run's 10 s, as the app's print limit stops a sheet.
            const left = Math.max(1, RUN_LIMIT_MS - (performance.now() - printStart));
            let timer: NodeJS.Timeout | undefined;
            const pdf = await Promise.race([
              page.setContent(made.html, { waitUntil: 'load', timeout: 0 }).then(() => page.pdf({ preferCSSPageSize: true, printBackground: true })),
              new Promise<null>((r) => (timer = setTimeout(() => r(null), left))),
            ]).catch((e: unknown) => (process.env.FUZZ_DEBUG ? console.error(String(e).slice(0, 300)) : undefined, null)).finally(() => clearTimeout(timer));
            if (pdf === null) {
              // Stopped: the browser is closed so its work ends, as the app's print limit ends it.
              await Promise.race([browser.close(), new Promise((r) => setTimeout(r, 3000))]);
            }
            if (pdf) {
              counts.printed++;
              counts.pages += (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
            } else counts.printStopped++;
          } finally {
            // A page stopped mid-print is closed without waiting for Chromium to finish it.
            await Promise.race([page.close({ runBeforeUnload: false }), new Promise((r) => setTimeout(r, 2000))]);
          }
          run(performance.now() - printStart, `${name} (${sheet})`);
        }
        const input = exportInput(read.kind, read.document);
        if (input) {
          cpuAt = cpuMs();
          const exportStart = performance.now();
          const svg = renderMapSvg(input, { legend: true });
          run(performance.now() - exportStart, `${name} (export)`);
          if (/Infinity|NaN/.test(svg.slice(0, 400))) counts.exportRefused++;
          else counts.exported++;
        }
      }
      if ((i + 1) % 100 === 0) options.progress?.(`${i + 1} files, ${counts.printed} sheets printed, slowest ${Math.round(slowest.ms)} ms, peak ${Math.round(peakMb)} MB`);
    }
  } finally {
    clearInterval(sampler);
    sample();
    await browser.close();
    pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const buckets = [100, 500, 1000, 2000, 5000, 10_000, Infinity];
  const histogram = (list: number[]) => Object.fromEntries(buckets.map((b, i) => [b === Infinity ? `over ${buckets[i - 1]} ms` : `under ${b} ms`, list.filter((t) => t < b && (i === 0 || t >= buckets[i - 1]!)).length]));
  const report = {
    ...counts,
    seedDocuments: base.length,
    seed: SEED,
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
    medianRunMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    p99RunMs: Math.round(times[Math.floor(times.length * 0.99)] ?? 0),
    slowestRunMs: Math.round(slowest.ms),
    slowestFile: slowest.file,
    medianCpuMs: Math.round(cpuTimes[Math.floor(cpuTimes.length / 2)] ?? 0),
    p99CpuMs: Math.round(cpuTimes[Math.floor(cpuTimes.length * 0.99)] ?? 0),
    maxCpuMs: Math.round(cpuTimes[cpuTimes.length - 1] ?? 0),
    wallDistribution: histogram(times),
    cpuDistribution: histogram(cpuTimes),
    slowRuns: slow,
    peakProcessMb: Math.round(peakMb),
    peakProcess: peakWhat,
  };
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const json = process.argv.includes('--json');
  const report = await fuzzPrint({
    files: arg('files', 2000),
    seed: arg('seed', 44),
    ...(json ? {} : { progress: (line: string) => process.stderr.write(`${line}\n`) }),
    ...(process.env.FUZZ_KEEP_SLOW ? { keepSlow: process.env.FUZZ_KEEP_SLOW } : {}),
    ...(process.env.FUZZ_RUN_LOG ? { runLog: process.env.FUZZ_RUN_LOG } : {}),
  });
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${Object.entries(report).map(([k, v]) => `${k.padEnd(16)} ${typeof v === 'object' ? JSON.stringify(v) : v}`).join('\n')}\n`);
  process.exitCode = report.over10s > 0 || report.peakProcessMb > 1024 ? 1 : 0;
}
