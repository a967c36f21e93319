/**
 * The engines of GBACW, each returning its answer and a trace: orders changes, Loose Cannons and
 * coordination (`ordersChange`, `looseCannon`, `brigadeCoordination`); the Initiative and activations
 * (`initiative`, `corpsActivations`, `brigadeActivations`); rolls against Cohesion (`udd`, `rally`,
 * `recoverFromRout`); movement (`movementAllowance`, `pathCost`, `leaderDistance`, `leaderMps`); line of sight
 * (`lineOfSight`); and fire and shock odds on the scenario's own game tables (`gbacwFireOdds`,
 * `gbacwShockOdds`).
 */
export * from './orders';
export * from './activation';
export * from './cohesion';
export * from './movement';
export * from './sight';
export * from './fire';
export * from './shock';
