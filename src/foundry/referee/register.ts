// registerReferee(): the GM-as-referee machinery, called from the system's init hook.
import { registerRefereeChannel } from './channel.js';
import { registerShipGuard, resetShipGuard } from './ship-guard.js';
import { markLookAlike } from './look-alike.js';
import { registerTakeover } from './takeover.js';

export function registerReferee(): void {
  // SD-282 first: the guards register the audits a client runs when it becomes the referee.
  registerTakeover();
  registerRefereeChannel();
  resetShipGuard();
  registerShipGuard();
  // SD-264 a player's message dressed as the referee's is marked on every client.
  Hooks.on('renderChatMessageHTML', (message: ChatMessage.Implementation, html: HTMLElement) => {
    markLookAlike(message as never, html);
  });
}
