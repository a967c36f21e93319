import { dirname, resolve } from 'node:path';
import { campaignRoster, campaignStanding, carriesLosses, type CampaignResult, type MusterCampaign } from '../../core/campaign/index';
import { formatProblem, SCHEMA_URL, aDocument, MAX_DOCUMENT_BYTES } from '../../core/formats/index';
import { createAjv } from '../../core/formats/runtime';
import type { MusterScenario } from '../../core/scenario/index';
import { readDocumentFile } from '../../electron/services/files/index';
import { namedFile } from '../../electron/services/files/namedFile';
import { NotReadableFile, readRegularText } from '../../electron/services/files/regularFile';
import { hasFlag, parseFlags } from '../args';
import { CliUsageError, type CliCommand, type CliIo } from '../command';

const RESULT_SCHEMA = `${SCHEMA_URL.campaign}#/$defs/result`;

/** A result file: one result, or a list of them, each as the campaign schema's `result`. */
async function readResults(path: string, name: string): Promise<{ ok: true; results: CampaignResult[] } | { ok: false; errors: string[]; unreadable?: true }> {
  let text: string;
  try {
    text = await readRegularText(path, MAX_DOCUMENT_BYTES);
  } catch (e) {
    return { ok: false, unreadable: true, errors: [`${name}: /: cannot read the file (${e instanceof NotReadableFile ? e.message : ((e as NodeJS.ErrnoException).code ?? (e as Error).message)})`] };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [`${name}: /: not JSON (${(e as Error).message})`] };
  }
  const list = Array.isArray(data) ? data : [data];
  const validate = createAjv().getSchema(RESULT_SCHEMA)!;
  const errors: string[] = [];
  list.forEach((r, i) => {
    if (validate(r)) return;
    for (const e of validate.errors ?? []) errors.push(`${name}: ${Array.isArray(data) ? `/${i}` : ''}${e.instancePath || '/'}: ${e.message ?? 'is not a scenario result'}`);
  });
  return errors.length ? { ok: false, errors } : { ok: true, results: list as CampaignResult[] };
}

/**
 * The scenario of each step of `campaign`, read relative to the campaign file at `path` (shown as `name`);
 * `failed` is the exit status the problems printed call for (0 when every scenario was read).
 */
export async function readStepScenarios(campaign: MusterCampaign, path: string, name: string, io: CliIo): Promise<{ scenarios: Map<string, MusterScenario>; failed: number }> {
  const scenarios = new Map<string, MusterScenario>();
  let failed = 0;
  for (const step of campaign.scenarios) {
    const shown = `${name} → ${step.file}`;
    const named = await namedFile(path, step.file);
    if (!named.ok) {
      io.err(`${shown}: /: refused: ${named.message}`);
      failed = Math.max(failed, 2);
      continue;
    }
    const file = named.path;
    const s = await readDocumentFile(file, { displayName: shown });
    if (!s.ok) {
      for (const e of s.errors) io.err(formatProblem(e));
      failed = Math.max(failed, 'unreadable' in s ? 2 : 1);
      continue;
    }
    if (s.kind !== 'scenario') {
      io.err(`${shown}: /: this is ${aDocument(s.kind)} file, not a scenario`);
      failed = Math.max(failed, 1);
      continue;
    }
    scenarios.set(step.id, s.document as unknown as MusterScenario);
  }
  return { scenarios, failed };
}

/** `muster campaign FILE [--result FILE…] [--json]`: where a campaign stands, the next scenario, its branch and what carries over. */
export const campaignCommand: CliCommand = {
  name: 'campaign',
  usage: [
    'Usage: muster campaign FILE [--result FILE]... [--json]',
    '',
    "Reads a campaign file and its scenario files (relative to it), adds the results given with --result",
    '(a JSON file holding one result or a list of them, as a campaign file\'s "results"; a later result for',
    'the same scenario replaces an earlier one), and prints each scenario with its result, the branch the',
    'previous result picked, the next scenario to play with its set-up, entries and carried effects, and the',
    'losses each side carries. With --json prints',
    '{"title","finished","winner","steps":[{"id","title","winner","branch","why"}],"next":{"id","title","file","branch","why","carryLosses","setup","entries","effects","time"}|null,"carried":[{"side","unit","name","standsLost","figuresLost","sectionsLost","removed"}],"problems":[...]}',
    '',
    'Exit status: 0 done, 1 the campaign, a scenario or a result has problems, 2 usage or read error, 3 an internal error of Muster.',
  ].join('\n'),
  async run(argv, io) {
    const args = parseFlags(argv, { result: { repeatable: true }, json: { boolean: true } });
    if (args.positionals.length !== 1) throw new CliUsageError('name exactly one campaign FILE');
    const name = args.positionals[0]!;
    const path = resolve(io.cwd, name);
    const read = await readDocumentFile(path, { displayName: name });
    if (!read.ok) {
      for (const e of read.errors) io.err(formatProblem(e));
      return 'unreadable' in read ? 2 : 1;
    }
    if (read.kind !== 'campaign') {
      io.err(`${name}: /: this is ${aDocument(read.kind)} file; muster campaign reads campaigns`);
      return 1;
    }
    const campaign = read.document as unknown as MusterCampaign;
    const { scenarios, failed: unread } = await readStepScenarios(campaign, path, name, io);
    let failed = unread;
    const extra: CampaignResult[] = [];
    for (const r of args.flags.get('result') ?? []) {
      const got = await readResults(resolve(io.cwd, r), r);
      if (!got.ok) {
        for (const e of got.errors) io.err(e);
        failed = Math.max(failed, got.unreadable ? 2 : 1);
        continue;
      }
      extra.push(...got.results);
    }
    if (failed) return failed;
    const st = campaignStanding(campaign, scenarios, extra);
    const side = (id: string | null | undefined): string => {
      if (!id) return 'no winner';
      for (const s of scenarios.values()) {
        const found = s.sides.find((x) => x.id === id);
        if (found) return found.name;
      }
      return id;
    };
    const next = st.next;
    const nextScenario = next ? scenarios.get(next.step.id) : undefined;
    const branchEntries = next?.branch?.entries ?? [];
    if (hasFlag(args, 'json')) {
      io.out(
        JSON.stringify({
          title: st.title,
          finished: st.finished,
          winner: st.winner,
          steps: st.steps.map((s) => ({ id: s.step.id, title: s.title, winner: s.result ? s.result.winner : undefined, branch: s.branch?.ifWinner ?? null, why: s.branchWhy })),
          next: next
            ? {
                id: next.step.id,
                title: next.title,
                file: next.step.file,
                branch: next.branch?.ifWinner ?? null,
                why: next.branchWhy,
                carryLosses: carriesLosses(next),
                setup: (next.branch?.setup ?? []).map((x) => x.text),
                entries: branchEntries,
                effects: (next.branch?.effects ?? []).map((e) => e.text),
                time: next.branch?.time ?? nextScenario?.time ?? null,
              }
            : null,
          carried: st.carried.map(({ from: _from, ...c }) => c),
          problems: st.problems,
        }),
      );
      return st.problems.length ? 1 : 0;
    }
    const lines: string[] = [st.title];
    for (const s of st.steps) {
      const played = s.result ? `${s.result.winner ? `${side(s.result.winner)} won` : 'no winner'} (turn ${s.result.turn}, ${s.result.from === 'table' ? 'played on a table' : 'from a playtest'})` : 'not played';
      lines.push(`  ${s.index + 1}. ${s.title}: ${played}${s.index > 0 ? ` — ${s.branchWhy}` : ''}`);
    }
    if (next) {
      lines.push('', `Next: ${next.title} (${next.step.file})`, `  ${next.branchWhy}`);
      if (next.branch) {
        lines.push(`  Branch: if ${side(next.branch.ifWinner)} won — ${next.branch.text}`);
        if (next.branch.time) lines.push(`  Time: ${next.branch.time}`);
        for (const x of next.branch.setup ?? []) lines.push(`  Set-up: ${x.text}`);
        if (branchEntries.length) lines.push(`  Entries on this branch: ${branchEntries.join(', ')}`);
        for (const e of next.branch.effects ?? []) lines.push(`  Carried effect: ${e.text}`);
      }
      lines.push(`  Losses carry over: ${carriesLosses(next) ? 'yes' : 'no'}`);
    } else {
      lines.push('', `The campaign is over: ${st.winner ? `${side(st.winner)} wins it` : 'no winner'}.`);
    }
    const roster = campaignRoster(st).filter((r) => r.units.some((u) => u.standsLost || u.figuresLost || u.sectionsLost || u.removed));
    if (roster.length) {
      lines.push('', 'Losses so far:');
      for (const r of roster) {
        lines.push(`  ${side(r.side)}:`);
        for (const u of r.units.filter((x) => x.standsLost || x.figuresLost || x.sectionsLost || x.removed)) {
          const what = [u.figuresLost ? `${u.figuresLost} figures` : '', u.sectionsLost ? `${u.sectionsLost} sections` : '', `${u.standsLost} stands`].filter(Boolean).join(', ');
          lines.push(`    ${u.name}: ${what}${u.removed ? ', off the table' : ''}`);
        }
      }
    }
    for (const p of st.problems) lines.push(`problem: ${p}`);
    io.out(lines.join('\n'));
    return st.problems.length ? 1 : 0;
  },
};
