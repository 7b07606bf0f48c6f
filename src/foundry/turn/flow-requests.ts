// The turn flow's referee requests: the player's Abilità roll and boarding melee are asked of the
// referee (the active GM's client), which runs them for the server-stamped requester. Registered once
// at start-up (register.ts); kept apart from the actions so flow.ts's lookups import none of them.
import { registerRequest } from '../referee/channel.js';
import { refereeRollAbilita } from './flow-abilita.js';
import { refereeStartMelee } from './flow-melee-morale.js';

export function registerFlowRequests(): void {
  registerRequest('rollAbilita', async (requester, payload) => ({
    status: 'done',
    messageId: (await refereeRollAbilita(requester, payload.actorUuids)).message.id!,
  }));
  registerRequest('startMelee', async (requester, payload) => ({
    status: 'done',
    messageId: (await refereeStartMelee(requester, payload.attackerUuid, payload.defenderUuid))
      .message.id!,
  }));
}
