/**
 * Muster points and organisation: what an order of battle costs in the chosen era, which of the book's
 * organisation guidelines it breaks (as warnings, never refusals), where a book's printed totals differ
 * from the tables, and seeded card draws for random forces and reinforcements.
 */
export * from './cost';
export * from './organisationRules';
export * from './validate';
export * from './statedTotals';
export * from './random';
export * from './organisation';
export * from './ruleWords';
export * from './constraints';
export * from './bought';
