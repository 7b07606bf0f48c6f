// registerReferee(): the GM-as-referee machinery, called from the system's init hook.
import { registerRefereeChannel } from './channel.js';
import { registerShipGuard, resetShipGuard } from './ship-guard.js';

export function registerReferee(): void {
  registerRefereeChannel();
  resetShipGuard();
  registerShipGuard();
}
