export * from './menu';
export * from './actions';
