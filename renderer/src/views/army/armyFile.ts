/**
 * The army file's own settings beside its order of battle: the `organisation` block (era preset, points
 * budget, bonus, board squares, required leaders and units, rule changes) turned into the options of
 * `musterReport`. The reading itself is core/army and core/muster/organisation.ts, shared with
 * `muster points`; its edits are core/army/commands.
 */
import { organisationOf } from '../../../../core/army';
import { organisationOptions, type ArmyOrganisation, type ValidateOptions } from '../../../../core/muster';

export type Organisation = ArmyOrganisation;

export { organisationOf };

export const reportOptions = (org: Organisation): ValidateOptions => organisationOptions(org);
