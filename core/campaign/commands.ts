/**
 * Edits of a campaign document, as named commands like every document's: record a scenario's result
 * (from a playtest's result file, or entered by hand after a game on a real table), and take one back.
 */
import type { Command } from '../history';
import type { CampaignResult, MusterCampaign } from '../model/campaign.generated';

/** Records `result`, replacing an earlier result of the same scenario. */
export function recordResult(result: CampaignResult): Command<MusterCampaign> {
  return {
    label: `Record the result of ${result.title ?? result.scenario}`,
    patches: (doc) => {
      const results = doc.results ?? [];
      const at = results.findIndex((r) => r.scenario === result.scenario);
      if (!doc.results) return [{ op: 'set', path: ['results'], value: [result] }];
      return at >= 0 ? [{ op: 'set', path: ['results', at], value: result }] : [{ op: 'insert', path: ['results', results.length], value: result }];
    },
  };
}

/** Takes back the result of `scenario` (a step id). */
export function removeResult(scenario: string): Command<MusterCampaign> {
  return {
    label: 'Remove the result',
    patches: (doc) => {
      const at = (doc.results ?? []).findIndex((r) => r.scenario === scenario);
      return at >= 0 ? [{ op: 'remove', path: ['results', at] }] : [];
    },
  };
}
