/**
 * Re-costing and re-validating a 1,000-unit army after one edit: what the editor does on every change.
 * Edits share untouched branches (core/oob/operations), so the per-formation caches do most of the work.
 */
import { medianMicros, type Benchmark } from '../benchmark';
import { musterReport, resolveRules } from '../../core/muster';
import { updateUnit, type Formation, type OobNode, type OrderOfBattle } from '../../core/oob';

/** 10 corps × 4 divisions × (4 brigades × 6 regiments + 1 battery) = 1,000 units. */
export function thousandUnitArmy(): OrderOfBattle {
  const corps: Formation[] = [];
  for (let c = 0; c < 10; c++) {
    const divisions: OobNode[] = [];
    for (let d = 0; d < 4; d++) {
      const children: OobNode[] = [];
      for (let b = 0; b < 4; b++) {
        const regiments: OobNode[] = [];
        for (let r = 0; r < 6; r++) {
          regiments.push({ arm: 'infantry', id: `r${c}-${d}-${b}-${r}`, name: `Regiment ${c}.${d}.${b}.${r}`, figures: 6, weapon: 'rifle-musket', quality: r === 0 ? 'elite' : 'veteran', sharpshooters: false, stands: 2 });
        }
        children.push({ id: `b${c}-${d}-${b}`, kind: 'formation', level: 'brigade', name: `Brigade ${c}.${d}.${b}`, leaders: [{ id: `lb${c}-${d}-${b}`, name: `Brigadier ${c}.${d}.${b}`, role: 'brigade', lb: 1 }], children: regiments });
      }
      children.push({ arm: 'artillery', id: `a${c}-${d}`, name: `Battery ${c}.${d}`, sections: 2, gun: '12pdr-napoleon', quality: 'veteran', stands: 1 });
      divisions.push({ id: `d${c}-${d}`, kind: 'formation', level: 'division', name: `Division ${c}.${d}`, leaders: [{ id: `ld${c}-${d}`, name: `General ${c}.${d}`, role: 'division', lb: 1 }], children });
    }
    corps.push({ id: `c${c}`, kind: 'formation', level: 'corps', name: `Corps ${c}`, leaders: [{ id: `lc${c}`, name: `Corps commander ${c}`, role: 'corps', lb: 2 }], children: divisions });
  }
  return { name: 'Benchmark army', side: 'union', era: '1861-63', children: corps };
}

export const musterBenchmark: Benchmark = {
  title: 'muster points: re-cost and re-validate a 1,000-unit army after one edit',
  run() {
    const rules = resolveRules('1861-63');
    let oob = thousandUnitArmy();
    musterReport(oob, { rules });
    let flip = false;
    const afterEdit = medianMicros(() => {
      flip = !flip;
      oob = updateUnit(oob, 'r7-2-3-4', { quality: flip ? 'trained' : 'veteran' });
      return musterReport(oob, { rules });
    });
    const cold = medianMicros(() => musterReport(thousandUnitArmy(), { rules: resolveRules('1861-63') }), 300);
    return [
      { name: 'muster.revalidate-1000-units', value: afterEdit / 1000, unit: 'ms' },
      { name: 'muster.validate-1000-units-cold', value: cold / 1000, unit: 'ms' },
    ];
  },
};
