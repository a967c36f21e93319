/**
 * The order-of-battle model: types, pure edits (each returns a new OOB for undoable commands) and
 * CSV exchange. Costs and organisation warnings live in `core/muster`.
 */
export * from './types';
export * from './operations';
export * from './csv';
/** Undoable commands wrapping the edits (`oobCommands.addUnit(oobPath, …)`), named as the edits are. */
export * as oobCommands from './commands';
