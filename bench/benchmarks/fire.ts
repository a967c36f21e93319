import { medianMicros, type Benchmark } from '../benchmark';
import { seededRandom } from '../../core/dice';
import { type FireInput, fireOdds, simulateFire } from '../../core/rules/adf/engine/fire';

/** The book's fire example (adfLine(785)) with cover and a third, dropped target DRM, so every step runs. */
const FIRE: FireInput = {
  scale: '15mm',
  arm: 'infantry',
  weapon: 'rifle-musket',
  figures: 8,
  quality: 'veteran',
  side: 'union',
  range: 'short',
  openingVolley: true,
  targetDrms: ['heavy-woods', 'stone-wall', 'elite', 'green'],
};

const ROLLS = 100_000;

/** One exact fire distribution against a 100,000-roll seeded simulation of the same fire, in the same run. */
export const fireBenchmark: Benchmark = {
  title: 'exact fire odds vs a 100,000-roll simulation',
  run() {
    const exactMicros = medianMicros(() => fireOdds(FIRE), 300, 20);
    let seed = 1;
    const simulationMicros = medianMicros(() => simulateFire(FIRE, ROLLS, seededRandom(seed++)), 1500);
    return [
      { name: 'odds.fire.exact', value: exactMicros, unit: 'µs' },
      { name: 'odds.fire.simulation-100k', value: simulationMicros / 1000, unit: 'ms' },
      { name: 'odds.fire.speedup', value: simulationMicros / exactMicros, unit: '×' },
    ];
  },
};
