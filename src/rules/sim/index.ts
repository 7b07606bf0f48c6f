// Issue 13: the duel and battle simulations and the AI captain, pure like the rest of the rules core. Kept out of
// the core's index so the Foundry bundle does not carry it; the CLI imports it from here.
export * from './duel-state.js';
export * from './firing-point.js';
export * from './firing-ceiling.js';
export * from './captain.js';
export * from './duel.js';
export * from './legality.js';
export * from './stats.js';
export * from './sweep.js';
export * from './fleet-captain.js';
export * from './duel-sweep.js';
export * from './table.js';
export * from './part.js';
export * from './part-helm.js';
export * from './part-shots.js';
export * from './part-fire.js';
export * from './battle-state.js';
export * from './battle-orders.js';
export * from './battle.js';
export * from './battle-sweep.js';
export * from './part-contact.js';
export * from './board-captain.js';
export * from './duel-options.js';
export * from './option-titles.js';
