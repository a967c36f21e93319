/**
 * The order-of-battle model: types, pure edits (each returns a new OOB; the commands use them to check
 * a request before making their patches) and CSV exchange. Costs and organisation warnings live in `core/muster`.
 */
export * from '../model/oob';
export * from './operations';
export * from './csv';
export * from './catalogue';
export * from './inArmy';
export * from './pickTree';
export * from './nesting';
/** Undoable commands (`oobCommands.addUnit(oobPath, …)`), named as the edits are; each makes the smallest patches of its edit. */
export * as oobCommands from './commands';
