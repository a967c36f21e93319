/** The bounds of a balance run, for `muster balance` and Scenario ▸ Balance… alike. */
export const BALANCE_LIMITS = {
  games: { min: 1, max: 100_000, default: 1000 },
  /** The dice seed: a 32-bit unsigned integer, all the playtest's stream keeps of it. */
  seed: { min: 0, max: 4_294_967_295, default: 1 },
  jobs: { min: 1, max: 64 },
} as const;
