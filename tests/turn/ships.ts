// Plain ship data for the turn flow's pure tests (the shared builder).
export { shipData } from '../support/ships.js';
