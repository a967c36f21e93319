/** What a balance run plays, made from the scenario document and its sides' armies, with a variant applied. */
import { parseVary, variantsOf, type BalanceSetup } from '../../../core/balance';
import type { OrderOfBattle } from '../../../core/model/oob';
import { playtestGround } from '../../../core/playtest';
import type { MusterScenario, TabletopMap } from '../../../core/model/scenario.generated';

/** The variant a run plays: the `--vary` spec and the name of one of its variants. */
export interface VariantChoice {
  spec: string;
  name: string;
}

export function setupOf(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>>, variant?: VariantChoice): BalanceSetup {
  const ground = playtestGround(scenario, armies);
  if (!ground) throw new Error(`${scenario.title} is played on a hex map: the balance lab plays ADF tabletop scenarios`);
  const setup: BalanceSetup = { ground, map: scenario.map as TabletopMap, victory: scenario.victory };
  if (!variant) return setup;
  const chosen = variantsOf(parseVary(variant.spec), ground.sides.map((s) => s.id)).find((v) => v.name === variant.name);
  if (!chosen) throw new Error(`--vary ${variant.spec} has no variant ${variant.name}`);
  return chosen.apply(setup);
}
