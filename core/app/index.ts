export * from './menu';
