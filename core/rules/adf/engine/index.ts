/** The exact-odds engines of ADF: fire, morale and charge impact. Each returns its answer and a trace. */
export * from './fire';
export * from './morale';
export * from './charge';
