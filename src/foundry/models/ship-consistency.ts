// Combinations of a ship's stored flags that no play can reach, refused by the data model (its
// validateJoint) with a message naming the rule. Pure: no Foundry globals.
//
// Allowed on purpose, as the rules can reach them:
// - struck + captured: a prize (FP-7.5, the core's capture() clears "struck") whose prize crew later
//   fails a morale test strikes again (FP-8.2), and may be retaken by contact (FP-7.2);
// - exploded with struck, captured or abandoned: a struck or captured ship, or an abandoned lit
//   fireship, can still burn and explode (FP-4.4 / D-6); an abandoned fireship may have been a prize.
import type { ShipSystemSource } from './ship-source.js';

type Consistency = Pick<ShipSystemSource, 'status' | 'fireship' | 'tack' | 'boarding' | 'contacts'>;

/** Every contradiction in the ship's flags, as messages (empty when consistent). */
export function shipStateProblems(s: Consistency): string[] {
  const problems: string[] = [];
  if (s.fireship.lit && !s.fireship.isFireship)
    problems.push('a ship that is not a fireship cannot be a lit fireship (FP-6.7)');
  if (s.status.abandoned && !s.fireship.isFireship)
    problems.push(
      "only a fireship's crew abandon it (FP-6.7); any other ship strikes its colours (FP-8.2)",
    );
  if (s.status.abandoned && s.status.struck)
    problems.push('an abandoned fireship has no crew to strike its colours (FP-6.7)');
  if (s.tack.phase === 'inStays' && s.tack.startHeading === null)
    problems.push('a ship in stays needs the heading its tack started from (FP-5.6)');
  if (s.boarding.inMelee && s.contacts.length === 0)
    problems.push('a ship in a boarding melee must be in contact with another ship (FP-7.1)');
  const seen = new Set<string>();
  for (const c of s.contacts) {
    if (seen.has(c.actorId)) problems.push(`the contact with ${c.actorId} is recorded twice`);
    seen.add(c.actorId);
  }
  return problems;
}

/** The problem of contacts naming the ship itself (its own actor id), or null. */
export function selfContactProblem(
  contacts: unknown,
  ownId: string | null | undefined,
): string | null {
  if (!ownId || !Array.isArray(contacts)) return null;
  return contacts.some((c) => (c as { actorId?: unknown } | null)?.actorId === ownId)
    ? 'a ship cannot be in contact with itself (FP-5.8)'
    : null;
}
