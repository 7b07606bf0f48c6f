// SD-282 a GM's client that becomes the referee first audits what nobody judged. The guards put back
// a player's write on the active GM's client as the server reports it; a write made while no GM was
// connected reached no referee, so whichever GM client next becomes the referee (at its `ready`: a GM
// connecting or reloading; or when another user's arrival or departure makes it the active GM, core's
// `userConnected` hook) compares the world with the guards' ledger and puts back what differs.
import { isReferee } from './identity.js';

type Audit = () => unknown;

const audits: Audit[] = [];
/** The users whose client is refereeing now (one per real client; the test fake runs several). */
const refereeing = new Set<string>();

/** Registers an audit to run when this client becomes the referee. */
export function onBecomingReferee(audit: Audit): void {
  audits.push(audit);
}

/** Runs the audits if this client has just become the referee; returns whether it did. */
export function checkTakeover(): boolean {
  const me = game.user?.id;
  if (!me) return false;
  const now = isReferee();
  const was = refereeing.has(me);
  if (now) refereeing.add(me);
  else refereeing.delete(me);
  if (!now || was) return false;
  for (const audit of audits) audit();
  return true;
}

/** Called first by registerReferee: a fresh client with no audits yet. */
export function registerTakeover(): void {
  audits.length = 0;
  refereeing.clear();
  // A client's ready is a page loaded afresh: it has refereed nothing yet.
  Hooks.on('ready', () => {
    if (game.user?.id) refereeing.delete(game.user.id);
    checkTakeover();
  });
  // Users#activeGM follows the user's connection state; look once core has finished recording it.
  Hooks.on('userConnected', () => {
    void Promise.resolve().then(checkTakeover);
  });
}
