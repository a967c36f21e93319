/**
 * The precompiled validators (scripts/gen-validators.ts): what the app, the renderer and the CLI check
 * documents with. No `new Function`, so they run under the renderer's strict content security policy,
 * and nothing to compile, so `muster validate` answers without the half second ajv takes to compile every
 * schema (runtime.ts). Same problems, same words as `runtimeValidators()`.
 */
import * as generated from './validators.generated';
import type { DocumentKind } from '../model/documents';
import type { SchemaProblem } from './messages';
import { toDocumentValidator, type DocumentValidators } from './documentValidator';

export const standaloneValidators: DocumentValidators = {
  scenario: toDocumentValidator(generated.scenario, 'scenario'),
  army: toDocumentValidator(generated.army, 'army'),
  map: toDocumentValidator(generated.map, 'map'),
  campaign: toDocumentValidator(generated.campaign, 'campaign'),
};

export function validateDocument(kind: DocumentKind, document: unknown): SchemaProblem[] {
  return standaloneValidators[kind](document);
}
