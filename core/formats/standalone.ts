/**
 * The precompiled validators (scripts/gen-validators.ts), for the renderer: no `new Function`, so they
 * run under the strict content security policy. Same problems, same words as `runtimeValidators()`.
 */
import * as generated from './validators.generated';
import { toDocumentValidator, type DocumentValidators } from './validate';

export const standaloneValidators: DocumentValidators = {
  scenario: toDocumentValidator(generated.scenario, 'scenario'),
  army: toDocumentValidator(generated.army, 'army'),
  map: toDocumentValidator(generated.map, 'map'),
  campaign: toDocumentValidator(generated.campaign, 'campaign'),
};
