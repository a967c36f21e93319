import { benchmarks } from './benchmarks/index';
import type { Figure } from './benchmark';

const json = process.argv.includes('--json');
const figures: Figure[] = [];
for (const benchmark of benchmarks) {
  if (!json) process.stdout.write(`${benchmark.title} …\n`);
  figures.push(...(await benchmark.run()));
}

if (json) {
  const out: Record<string, { value: number; unit: string }> = {};
  for (const f of figures) out[f.name] = { value: Number(f.value.toPrecision(4)), unit: f.unit };
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} else {
  const nameWidth = Math.max(6, ...figures.map((f) => f.name.length));
  const valueWidth = Math.max(5, ...figures.map((f) => f.value.toPrecision(4).length));
  process.stdout.write(`\n${'figure'.padEnd(nameWidth)}  ${'value'.padStart(valueWidth)}  unit\n`);
  process.stdout.write(`${'-'.repeat(nameWidth)}  ${'-'.repeat(valueWidth)}  ----\n`);
  for (const f of figures) {
    process.stdout.write(`${f.name.padEnd(nameWidth)}  ${f.value.toPrecision(4).padStart(valueWidth)}  ${f.unit}\n`);
  }
}
