// Test helpers over the Foundry fake: a fresh world with the system's models registered, users,
// and typed access to fake-only features.
import { ROLES, type FakeUser } from '../fake-foundry/documents.js';
import { fake, installFoundry, type Installed } from '../fake-foundry/install.js';
import { registerDataModels } from '../../src/foundry/models/register.js';

export function freshWorld(): Installed & { gm: FakeUser; player: (name: string) => FakeUser } {
  const installed = installFoundry();
  registerDataModels();
  const { world } = installed;
  const gm = world.user;
  return {
    ...installed,
    gm,
    player: (name: string) => world.addUser({ name, role: ROLES.PLAYER }),
  };
}

export { fake };

/** A document as tests drive it: dotted update keys, loosely typed system data. */
export interface TestDoc<S = Record<string, unknown>> {
  id: string;
  uuid: string;
  name: string;
  type: string;
  system: S & Record<string, unknown>;
  ownership: Record<string, number>;
  flags: Record<string, Record<string, unknown>>;
  update(changes: Record<string, unknown>): Promise<TestDoc<S>>;
  delete(): Promise<unknown>;
  toObject(): Record<string, unknown>;
  getFlag(scope: string, key: string): unknown;
  isOwner: boolean;
}

export async function createActor<S = Record<string, unknown>>(
  data: Record<string, unknown>,
): Promise<TestDoc<S>> {
  return (await (
    Actor as unknown as { create(d: Record<string, unknown>): Promise<unknown> }
  ).create(data)) as TestDoc<S>;
}

export async function createItem<S = Record<string, unknown>>(
  data: Record<string, unknown>,
): Promise<TestDoc<S>> {
  return (await (
    Item as unknown as { create(d: Record<string, unknown>): Promise<unknown> }
  ).create(data)) as TestDoc<S>;
}

/**
 * Runs `work` as a hostile client would: its own pre-update hooks are skipped (a console call straight
 * to the server), so the server takes what it sends and only the GM's client can judge it.
 */
export async function asHostileClient(
  world: { hooks: unknown },
  work: () => Promise<unknown>,
): Promise<void> {
  const hooks = world.hooks as { call(name: string, ...a: unknown[]): boolean };
  const call = hooks.call;
  hooks.call = (name: string, ...a: unknown[]) =>
    name.startsWith('pre') ? true : call.call(hooks, name, ...a);
  try {
    await work();
  } finally {
    hooks.call = call;
  }
}
