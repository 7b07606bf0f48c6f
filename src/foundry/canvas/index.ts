// The canvas glue's public API for other parts of the system (turn flow, sheets, chat cards).
export {
  broadsideTargetsOnScene,
  sceneTableShips,
  sceneRules,
  viewedScene,
  type SceneLike,
} from './scene-ships.js';
export { movementAllowance, rangeReading, type Allowance } from './allowance.js';
export {
  contactsAfterMove,
  shipsInExplosionReach,
  type ContactAnswer,
} from './contact-geometry.js';
export { markContacts, contactKind, CONTACT_EFFECT } from './contacts.js';
export { manoeuvreOptions, moveResult, type ManoeuvreOption } from './manoeuvre.js';
export { performManoeuvre, shipMoveState, tackStateOf } from './moves.js';
export { requestArc, arcDocumentName, shownSides } from './arc-adapter.js';
export { sailingInfo } from './wind.js';
export { explosionTargetsOnScene } from './explosion.js';
export { registerCanvas } from './register.js';
