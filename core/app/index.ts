export * from './menu';
export * from './actions';
export * from './recent';
