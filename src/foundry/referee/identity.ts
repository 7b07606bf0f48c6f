// Who is who, as Foundry's server records it: the author of a message, the GMs, the one client
// that referees (the active GM).
export function authorOf(message: { author?: unknown }): User.Implementation | null {
  const a = message.author as unknown;
  if (!a) return null;
  if (typeof a === 'string') return (game.users!.get(a) as User.Implementation | undefined) ?? null;
  return a as User.Implementation;
}

/** Every GM's user id (Assistant GMs included), for whispers to the GMs. */
export function gmIds(): string[] {
  return (game.users!.contents as User.Implementation[]).filter((u) => u.isGM).map((u) => u.id!);
}

/**
 * Whether the user the server named (a document hook's user id) is a GM: the referee acts on a write
 * only when a GM made it, a player's being put back by the guards.
 */
export function isGmUser(userId: string | undefined): boolean {
  return userId !== undefined && !!game.users?.get(userId)?.isGM;
}

/** Whether this client is the one that referees (the active GM). */
export function isReferee(): boolean {
  return !!game.user?.isGM && game.users?.activeGM?.id === game.user.id;
}
