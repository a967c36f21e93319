/**
 * One step of a vertex drag on a large scenario: what the editor pays on every pointer move. The drag
 * runs inside a history transaction with the listeners the app attaches (the workspace's revision
 * counter and the scenario editor's validation, which waits until the gesture settles),
 * on a generated scenario with 2,000 terrain polygons. Validating the whole scenario once is measured
 * beside it: the cost each step would pay if validation ran on every change.
 */
import { medianMicros, type Benchmark } from '../benchmark';
import { standaloneValidators } from '../../core/formats/standalone';
import { History, whenSettled, type Later } from '../../core/history';
import { moveVertex } from '../../core/map/commands';
import { createScenario, type MusterScenario, type TerrainFeature } from '../../core/scenario';

const FEATURES = 2000;
const VERTICES = 12;

/** 2,000 twelve-sided woods and fields scattered over a 6 × 4 ft table. */
export function scenarioWithFeatures(count = FEATURES): MusterScenario {
  const scenario = createScenario({ title: 'Benchmark ground' });
  const features: TerrainFeature[] = [];
  for (let i = 0; i < count; i++) {
    const cx = 2 + (i % 50) * 1.4;
    const cy = 2 + Math.floor(i / 50) * 1.1;
    const points = Array.from({ length: VERTICES }, (_, k) => {
      const a = (2 * Math.PI * k) / VERTICES;
      return { x: Math.round((cx + 0.5 * Math.cos(a)) * 100) / 100, y: Math.round((cy + 0.4 * Math.sin(a)) * 100) / 100 };
    });
    features.push({ id: `f${i}`, kind: i % 3 === 0 ? 'heavy-woods' : 'light-woods', shape: 'polygon', points });
  }
  return { ...scenario, map: { kind: 'tabletop', features } };
}

/** The scenario editor's pause before validating (ScenarioEditor.svelte). */
const afterPause: Later = (run) => {
  const timer = setTimeout(run, 250);
  return () => clearTimeout(timer);
};

export const dragStepBenchmark: Benchmark = {
  title: 'one step of a vertex drag on a 2,000-feature scenario, all listeners included',
  run() {
    const scenario = scenarioWithFeatures();
    const history = new History(scenario);
    // The workspace: a revision counter Svelte reads (workspace.svelte.ts).
    let revision = 0;
    history.subscribe(() => revision++);
    // The scenario editor: whole-scenario validation once the edit settles.
    let validations = 0;
    const stop = whenSettled(
      (l) => history.subscribe(l),
      (doc) => {
        validations++;
        standaloneValidators.scenario(doc);
      },
      afterPause,
    );

    const feature = 1234;
    const start = scenario.map.kind === 'tabletop' ? scenario.map.features[feature]!.points[3]! : { x: 0, y: 0 };
    history.begin('Move vertex');
    let step = 0;
    const stepMicros = medianMicros(() => {
      step++;
      history.execute(moveVertex(feature, 3, { x: start.x + (step % 200) * 0.01, y: start.y + (step % 150) * 0.01 }));
    }, 400, 50);
    const validationsDuringDrag = validations;
    history.commit();
    stop();
    const validateMicros = medianMicros(() => standaloneValidators.scenario(history.doc), 400);
    if (revision === 0 || validationsDuringDrag !== 0) throw new Error('the drag did not run as the app runs it');
    return [
      { name: 'edit.dragStep', value: stepMicros / 1000, unit: 'ms' },
      { name: 'edit.validateScenario-2000', value: validateMicros / 1000, unit: 'ms' },
    ];
  },
};
