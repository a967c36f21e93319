/**
 * The game's shared words: the lists of values that the army files, the scenarios, the rules tables and
 * the views all speak of (figure scales, qualities, sides, arms, morale levels, eras), each with its
 * labels beside it. This is their one home; the rules (core/rules/adf), the order of battle and the
 * scenario read them from here. It imports nothing, so any module in core can use it without a cycle;
 * `core/vocabulary` (index.ts) sits above it with the labels of every other list.
 */

/** The figure scales an army is based for (the book's three basing tables). */
export const FIGURE_SCALES = ['10mm', '15mm', '25mm'] as const;
export type FigureScale = (typeof FIGURE_SCALES)[number];

export const QUALITIES = ['green', 'trained', 'veteran', 'elite'] as const;
export type Quality = (typeof QUALITIES)[number];
export const QUALITY_LABELS: Readonly<Record<Quality, string>> = { green: 'Green', trained: 'Trained', veteran: 'Veteran', elite: 'Elite' };

export const SIDES = ['union', 'confederate'] as const;
export type Side = (typeof SIDES)[number];
export const SIDE_LABELS: Readonly<Record<Side, string>> = { union: 'Union', confederate: 'Confederate' };

export const ARMS = ['infantry', 'cavalry', 'artillery'] as const;
export type Arm = (typeof ARMS)[number];
export const ARM_LABELS: Readonly<Record<Arm, string>> = { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery' };

/** Morale levels a unit moves through as it suffers (good → disorder → shaken → routed). */
export const MORALE_LEVELS = ['good', 'disorder', 'shaken', 'routed'] as const;
export type MoraleLevel = (typeof MORALE_LEVELS)[number];
export const MORALE_LEVEL_LABELS: Readonly<Record<MoraleLevel, string>> = { good: 'Good order', disorder: 'Disorder', shaken: 'Shaken', routed: 'Routed' };

/** Muster-point eras. */
export const ERAS = ['1861-63', '1864-65'] as const;
export type Era = (typeof ERAS)[number];
export const ERA_LABELS: Readonly<Record<Era, string>> = { '1861-63': '1861–63', '1864-65': '1864–65' };
