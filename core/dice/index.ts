export * from './distribution';
