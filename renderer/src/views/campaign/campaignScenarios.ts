/**
 * A campaign's scenarios, read for the campaign view and the print preview alike: each step's file beside
 * the campaign file, else among the bundled examples (a copy of an example has no folder).
 */
import type { MusterCampaign } from '../../../../core/campaign';
import type { MusterScenario } from '../../../../core/scenario';
import { api } from '../../platform/api';

export async function readCampaignScenarios(c: MusterCampaign, at: string | null): Promise<{ scenarios: Map<string, MusterScenario>; problems: string[] }> {
  const scenarios = new Map<string, MusterScenario>();
  const problems: string[] = [];
  const dir = at?.replace(/[\\/][^\\/]*$/, '');
  for (const step of c.scenarios) {
    const opened = dir ? await api.call('files.open', { path: `${dir}/${step.file}` }).catch(() => null) : null;
    if (opened?.ok && opened.kind === 'scenario') {
      scenarios.set(step.id, opened.content as MusterScenario);
      continue;
    }
    const example = await api.call('examples.open', { name: step.file }).catch(() => null);
    if (example?.kind === 'scenario') scenarios.set(step.id, example.content as MusterScenario);
    else problems.push(`${step.file}: not found${dir ? ` beside the campaign (${dir})` : ''} nor among the examples.`);
  }
  return { scenarios, problems };
}
