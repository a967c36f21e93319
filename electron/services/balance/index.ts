/** Balance runs in worker threads, for `muster balance` and Scenario ▸ Balance… (core/balance plays the games). */
export { defaultJobs, runBalanceGames, type BalanceRun, type BalanceRunOptions, type BalanceWork } from './pool';
export { setupOf, type VariantChoice } from './setup';
export { BalanceJobs } from './jobs';
