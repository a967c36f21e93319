/**
 * An army file (schemas/army.schema.json): one side's order of battle and the organisation settings it
 * is costed and checked with. The organisation block is read leniently (`readOrganisation`) so that a
 * damaged one degrades to the defaults.
 */
import type { ArmyOrganisation } from '../muster/organisation';
import type { OrderOfBattle } from '../model/oob';

export interface ArmyFile {
  $schema: string;
  formatVersion: number;
  orderOfBattle: OrderOfBattle;
  organisation?: ArmyOrganisation;
}
