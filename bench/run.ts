import { benchmarks } from './benchmarks/index';
import type { Figure } from './benchmark';

const json = process.argv.includes('--json');
// Words after the options pick benchmarks by their title (`npm run bench -- 'line of sight'`); none runs them all.
const picks = process.argv.slice(2).filter((a) => !a.startsWith('--')).map((a) => a.toLowerCase());
const chosen = benchmarks.filter((b) => picks.length === 0 || picks.some((p) => b.title.toLowerCase().includes(p)));
if (chosen.length === 0) {
  process.stderr.write(`no benchmark's title contains ${picks.map((p) => `'${p}'`).join(' or ')}\n`);
  process.exit(1);
}
const figures: Figure[] = [];
for (const benchmark of chosen) {
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
