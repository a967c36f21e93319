/**
 * The reinforcement board: a line per entry in order of arrival (when; side and where; the scenario's
 * words) with a set-up stack of its units beside it, on a map of its own.
 */
import { SIDE_STYLE } from '../../map/render/styles';
import { esc } from '../../map/render/svgParts';
import type { Entry, MusterScenario } from '../../model/scenario.generated';
import { arrivalWords } from '../../print/sheets/scenarioSheets';
import { FileNames, VassalExportError, type AtStart, type Contents, type VassalImage } from './parts';

export interface ReinforcementStack {
  name: string;
  x: number;
  y: number;
  pieces: AtStart['pieces'];
}

export const arrivalOrder = (e: Entry) => (e.arrival.kind === 'turn' ? (e.arrival.turn ?? 1) : (e.arrival.rollOnTurn ?? 0) + 0.5);

/** The reinforcement board: a line per entry in order of arrival, its units in a stack beside it. */
export function reinforcementBoard(scenario: MusterScenario, made: Contents, files: FileNames): { image: VassalImage; stacks: ReinforcementStack[] } {
  const entries = scenario.sides.flatMap((side) => (side.entries ?? []).map((entry) => ({ side, entry }))).sort((a, b) => arrivalOrder(a.entry) - arrivalOrder(b.entry));
  const rows = entries.map(({ side, entry }) => {
    const kinds = (entry.units ?? []).flatMap((ref) => {
      const found = made.findAll(side.id, ref);
      if (!found) throw new VassalExportError(`side ${side.name}, entry ${entry.id}: ${ref} is not one of the side's ${scenario.map.kind === 'hex' ? 'counters' : 'units, leaders or formations'}`);
      return found;
    });
    const where = entry.hexes?.length ? `enters at ${entry.hexes.join(', ')}` : entry.entrance ? `enters at entrance ${entry.entrance}` : entry.edge ? `enters on the ${entry.edge} edge` : entry.between ? `enters between ${entry.between.join(' and ')}` : '';
    const also = [entry.alternativeTo ? `instead of ${entry.alternativeTo}` : '', entry.condition ?? '', entry.points !== undefined ? `${entry.points} points` : '', entry.text ?? ''].filter(Boolean).join(' · ');
    return { side, entry, kinds, lines: [arrivalWords(entry.arrival), `${side.name}${where ? ` · ${where}` : ''}`, also] };
  });
  const LABEL_W = 640;
  const PAD = 16;
  const stackW = Math.max(64, ...rows.flatMap((r) => r.kinds.map((k) => k.widthPx)));
  const rowH = (r: (typeof rows)[number]) => Math.max(72, ...r.kinds.map((k) => k.heightPx)) + 2 * PAD;
  const width = LABEL_W + stackW + 2 * PAD;
  const parts: string[] = [];
  const stacks: ReinforcementStack[] = [];
  let y = 56;
  parts.push(`<text x="${PAD}" y="36" font-size="22" font-weight="bold">${esc(`Reinforcements: ${scenario.title}`)}</text>`);
  if (rows.length === 0) {
    parts.push(`<text x="${PAD}" y="${y + 28}" font-size="16">No reinforcements: every unit starts on the map.</text>`);
    y += 48;
  }
  for (const r of rows) {
    const h = rowH(r);
    const colour = SIDE_STYLE[r.side.rulesSide].fill;
    parts.push(`<rect x="4" y="${y}" width="${width - 8}" height="${h - 4}" fill="#ffffff" stroke="${colour}" stroke-width="2" rx="6"/>`);
    // Three lines that stay left of the stack's box: when, who and where, and the scenario's words.
    parts.push(`<text x="${PAD}" y="${y + 28}" font-size="17" font-weight="bold" fill="${colour}">${esc(clip(r.lines[0]!, 58))}</text>`);
    parts.push(`<text x="${PAD}" y="${y + 52}" font-size="15" fill="${colour}">${esc(clip(r.lines[1]!, 68))}</text>`);
    if (r.lines[2]) parts.push(`<text x="${PAD}" y="${y + 74}" font-size="13" fill="#333333">${esc(clip(r.lines[2], 84))}</text>`);
    if (r.kinds.length === 0) parts.push(`<text x="${LABEL_W + PAD + 8}" y="${y + h / 2 + 4}" font-size="13" fill="#666666">no named units</text>`);
    const x = LABEL_W + PAD + stackW / 2;
    parts.push(`<rect x="${LABEL_W + PAD}" y="${y + PAD - 4}" width="${stackW}" height="${h - 2 * PAD}" fill="none" stroke="#bbbbbb" stroke-dasharray="6 4"/>`);
    if (r.kinds.length) {
      const turn = r.entry.arrival.kind === 'turn' ? String(r.entry.arrival.turn ?? 1) : 'roll';
      stacks.push({ name: `${r.side.name}: ${r.lines[0]}`, x: Math.round(x), y: Math.round(y + h / 2 - 2), pieces: r.kinds.map((kind) => ({ kind, state: { turn, entry: r.entry.id } })) });
    }
    y += h;
  }
  const height = y + PAD;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><style>text{font-family:"DejaVu Sans",Arial,sans-serif}</style><rect width="${width}" height="${height}" fill="#f3f1e3"/>${parts.join('')}</svg>`;
  return { image: { file: files.take('reinforcements', '.png'), role: 'reinforcements', widthPx: width, heightPx: height, svg }, stacks };
}

export const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
