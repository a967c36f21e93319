/**
 * The rules preview on a big board: a 12 × 6 ft table with 2,000 terrain features (woods, orchards,
 * farms and brush among fields, roads and fences) and five hills, and 600 regiments, 300 a side.
 * Line of sight for every pair of units is timed through the spatial indexes and by scanning every
 * feature and unit, in the same run, each on a table it has not seen; then one firer–target fire from
 * positions (sight and modifiers included) and the fire-odds overlay of one side against every enemy it
 * sees in range, as a drag redraws it.
 */
import { medianMicros, type Benchmark } from '../benchmark';
import type { OrderOfBattle } from '../../core/model/oob';
import { fireFromPositions, previewTable, rangeBetween, sideFireOdds, sightFrom, type PreviewTable } from '../../core/preview/adf/index';
import type { TabletopPlacement, TerrainFeature } from '../../core/model/scenario.generated';

const WIDTH = 144;
const HEIGHT = 72;
const FEATURES = 2000;
const UNITS_A_SIDE = 300;

function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function regiments(side: 'union' | 'confederate', rnd: () => number): OrderOfBattle {
  const qualities = ['green', 'trained', 'veteran', 'elite'] as const;
  return {
    name: side,
    side,
    era: '1861-63',
    children: Array.from({ length: UNITS_A_SIDE }, (_, i) => ({
      id: `${side}-${i}`,
      name: `${side} regiment ${i}`,
      arm: 'infantry',
      figures: 4 + 2 * Math.floor(rnd() * 5),
      weapon: 'rifle-musket',
      quality: qualities[Math.floor(rnd() * 4)]!,
      sharpshooters: false,
      stands: 2,
    })),
  } as unknown as OrderOfBattle;
}

export function bigBoard(): PreviewTable {
  const rnd = random(1863);
  // Roughly as a designer draws a big table: a third of the features limit sight (woods, orchards, farms,
  // brush), a third are fields, a third are fences, walls, roads and runs.
  const sight = ['light-woods', 'heavy-woods', 'orchard', 'farm-buildings', 'brush'];
  const fields = ['open', 'plowed-field', 'broken', 'rough'];
  const lines = ['wooden-fence', 'stone-wall', 'road', 'trail', 'creek'];
  const features: TerrainFeature[] = [];
  for (let i = 0; i < FEATURES; i++) {
    const x = rnd() * WIDTH;
    const y = rnd() * HEIGHT;
    if (i % 3 === 2) {
      features.push({ id: `f${i}`, kind: lines[i % lines.length]!, shape: 'polyline', points: [{ x, y }, { x: x + (rnd() - 0.5) * 12, y: y + (rnd() - 0.5) * 12 }] });
      continue;
    }
    const kinds = i % 3 === 0 ? sight : fields;
    const r = 0.5 + rnd() * (i % 3 === 0 ? 1.5 : 3);
    const points = Array.from({ length: 10 }, (_, k) => {
      const a = (2 * Math.PI * k) / 10;
      const rr = r * (0.8 + rnd() * 0.4);
      return { x: x + rr * Math.cos(a), y: y + rr * Math.sin(a) * 0.8 };
    });
    features.push({ id: `f${i}`, kind: kinds[i % kinds.length]!, shape: 'polygon', points });
  }
  const contours = Array.from({ length: 5 }, (_, i) => {
    const x = 10 + rnd() * 110;
    const y = 5 + rnd() * 50;
    return { id: `hill${i}`, level: 1 + (i % 2), closed: true, points: [{ x, y }, { x: x + 14, y }, { x: x + 14, y: y + 9 }, { x, y: y + 9 }] };
  });
  // Each side's regiments in brigades of five, in line side by side with an inch between them, the
  // brigades scattered over its half of the table and roughly facing the other side.
  const units: TabletopPlacement[] = [];
  for (const [side, y0, facing] of [['union', HEIGHT / 2 + 2, 0], ['confederate', 2, 180]] as const) {
    for (let b = 0; b < UNITS_A_SIDE / 5; b++) {
      const at = { x: 4 + rnd() * (WIDTH - 30), y: y0 + rnd() * (HEIGHT / 2 - 4) };
      const turn = Math.round((rnd() - 0.5) * 40);
      for (let k = 0; k < 5; k++) {
        const i = b * 5 + k;
        units.push({ side, unit: `${side}-${i}`, at: { x: at.x + k * 5, y: at.y + (rnd() - 0.5) }, facingDeg: (facing + 360 + turn) % 360, formation: 'battle-line' });
      }
    }
  }
  const rnd2 = random(7);
  return previewTable({
    board: { widthIn: WIDTH, heightIn: HEIGHT } as never,
    map: { kind: 'tabletop', features, contours, units },
    scale: '15mm',
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: regiments('union', rnd2) },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: regiments('confederate', rnd2) },
    ],
  });
}

/**
 * Sight for every unordered pair of units, through the indexes or by scanning, on a copy of the table:
 * a copy has none of what line of sight keeps beside a table it has seen (the packed scene, the units'
 * eyes, the grid, the eyes' shades), so each run pays for making them, as the first question about a new
 * table does. Asked as the map-wide questions ask (`sightFrom`): each unit against every unit after it.
 * Each pair's answer is kept (1 seen, 0 not), for the two ways' answers to be compared pair by pair.
 */
function matrix(table: PreviewTable, indexed: boolean): { ms: number; visible: number; answers: Uint8Array } {
  const fresh: PreviewTable = { ...table };
  const { units } = fresh;
  const answers = new Uint8Array((units.length * (units.length - 1)) / 2);
  const t0 = performance.now();
  let k = 0;
  for (let i = 0; i < units.length - 1; i++) {
    const after = units.slice(i + 1);
    sightFrom(fresh, units[i]!, after, { indexed }, answers.subarray(k, k + after.length));
    k += after.length;
  }
  const ms = performance.now() - t0;
  let visible = 0;
  for (const seen of answers) visible += seen;
  return { ms, visible, answers };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const losBenchmark: Benchmark = {
  title: 'line of sight for all pairs of 600 units on a 2,000-feature board, indexed and brute force; fire odds from positions',
  run() {
    const table = bigBoard();
    // The code warmed up first on a whole matrix of both, as medianMicros does for the small figures, so
    // neither matrix pays for the engine compiling what the other then uses: a few rows were not enough
    // for the JIT to settle (the first timed indexed run came out ~40% slower than the later ones, brute
    // force alike every run). Then three runs of each, taken in turn, and the median of each (the
    // machine is shared).
    matrix(table, true);
    matrix(table, false);
    const runs = { indexed: [] as number[], brute: [] as number[] };
    let visible = -1;
    let answers: Uint8Array | undefined;
    for (let r = 0; r < 3; r++) {
      for (const indexed of [true, false]) {
        const m = matrix(table, indexed);
        // The index may only make sight faster: every pair gets the same answer both ways, every run.
        const differ = answers ? m.answers.findIndex((seen, k) => seen !== answers![k]) : -1;
        if (differ >= 0) throw new Error(`indexed and brute-force sight disagree on pair ${differ} (${m.visible} against ${visible} pairs visible)`);
        answers = m.answers;
        visible = m.visible;
        (indexed ? runs.indexed : runs.brute).push(m.ms);
      }
    }
    const indexedMs = median(runs.indexed);
    const bruteMs = median(runs.brute);
    const firer = table.units.find((u) => u.side === 'union')!;
    const target = [...table.units].filter((u) => u.side === 'confederate').sort((a, b) => rangeBetween(firer, a).distanceInches - rangeBetween(firer, b).distanceInches)[0]!;
    const fromPositions = medianMicros(() => fireFromPositions(table, firer, target), 300);
    // The overlay as a drag redraws it: each time on a table line of sight has not seen before.
    let fires = 0;
    const heat: number[] = [];
    for (let r = 0; r < 5; r++) {
      const fresh: PreviewTable = { ...table };
      const heat0 = performance.now();
      fires = sideFireOdds(fresh, 'union').length;
      heat.push(performance.now() - heat0);
    }
    return [
      { name: 'los.matrix.pairs', value: (table.units.length * (table.units.length - 1)) / 2, unit: 'pairs' },
      { name: 'los.matrix.visible', value: visible, unit: 'pairs' },
      { name: 'los.matrix.indexed', value: indexedMs, unit: 'ms' },
      { name: 'los.matrix.bruteForce', value: bruteMs, unit: 'ms' },
      { name: 'los.matrix.speedup', value: bruteMs / indexedMs, unit: '×' },
      { name: 'odds.fromPositions', value: fromPositions, unit: 'µs' },
      { name: 'odds.sideHeatmap', value: median(heat), unit: 'ms' },
      { name: 'odds.sideHeatmap.targets', value: fires, unit: 'enemy units under fire' },
    ];
  },
};
