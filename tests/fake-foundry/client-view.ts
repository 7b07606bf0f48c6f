// What Foundry's server delivers to one user's client, as far as the fake can enumerate it (SD-123).
// Foundry sends every world setting and every world document (actors, items, folders, combats with
// their combatants, users), flags and system data included, to every connected client: permissions
// decide what the UI shows, not what the socket carries. Chat messages are taken as delivered to
// everyone, whispered or not (the conservative reading: nothing secret is trusted to a whisper). A
// query goes to one user's client, and its answer back to the asking client alone.
import type { FakeWorld } from './world.js';
import type { FakeUser } from './documents.js';

interface Enumerable {
  toObject(): Record<string, unknown>;
}

/** Every piece of data the user's client holds that came from the server or another client. */
export function deliveredTo(world: FakeWorld, user: FakeUser): unknown[] {
  const out: unknown[] = [];
  for (const [id, cfg] of world.settings.registry) {
    if (cfg.scope !== 'world') continue;
    const [namespace, ...key] = id.split('.');
    out.push({ setting: id, value: world.settings.get(namespace!, key.join('.')) });
  }
  for (const name of ['Actor', 'Item', 'Folder', 'ChatMessage', 'Combat']) {
    let docs: Enumerable[];
    try {
      docs = world.collection(name).contents as unknown as Enumerable[];
    } catch {
      continue;
    }
    for (const d of docs) out.push({ [name]: d.toObject() });
  }
  for (const u of world.users.contents)
    out.push({ User: { id: u.id, flags: (u as { flags?: unknown }).flags ?? {} } });
  for (const a of world.answers) if (a.userId === user.id) out.push({ answer: a });
  return out;
}
