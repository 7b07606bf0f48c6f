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
