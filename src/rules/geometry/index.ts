// Table geometry of the rules core.
//
// Conventions used by every function here:
// - table coordinates are millimetres, x grows east, y grows north;
// - headings are compass degrees clockwise from north (0 = N, 90 = E); the unit vector of
//   heading h is (sin h, cos h); the 16 compass points are 22.5 degrees apart (index i -> i * 22.5);
// - port is left of the heading, starboard right;
// - a ship's position (Pose x, y) is the centre of its base;
// - touching within CONTACT_EPSILON_MM (1e-9 mm) counts as contact / inside.

export * from './vec.js';
export * from './ship-shape.js';
export * from './range.js';
export * from './intersect.js';
export * from './rectangles.js';
export * from './arc.js';
export * from './targeting.js';
export * from './targeting-fast.js';
export * from './movement.js';
export * from './shoal-sweep.js';
