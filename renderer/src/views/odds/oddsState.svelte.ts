/**
 * The Odds panel's inputs, kept for the session so a player can leave for the Library and come back
 * to the same fire, check and charge.
 */
import { defaultChargeForm, type ChargeForm } from './chargeForm';
import { defaultFireForm, type FireForm } from './fireForm';
import { defaultMoraleForm, type MoraleForm } from './moraleForm';

export type OddsTab = 'fire' | 'morale' | 'charge';

class OddsState {
  tab = $state<OddsTab>('fire');
  fire = $state<FireForm>(defaultFireForm());
  morale = $state<MoraleForm>(defaultMoraleForm());
  charge = $state<ChargeForm>(defaultChargeForm());
}

export const odds = new OddsState();
