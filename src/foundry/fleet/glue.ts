// Small Foundry adapters the fleet tools share: the translator over game.i18n, the current user's
// GM check, the table scale and the users a GM may give ships to.
import { tableScale } from '../settings.js';
import type { Translator, UserChoice } from './builder-state.js';
import { format, localize } from '../i18n.js';

export function translator(): Translator {
  return { localize, format };
}

export function isGM(): boolean {
  return game.user?.isGM === true;
}

export function currentScale(): 1200 | 3000 {
  return tableScale();
}

/** Players a GM may make owner of new ships (GMs own everything anyway). */
export function playerChoices(): UserChoice[] {
  return (game.users?.contents ?? [])
    .filter((u) => !u.isGM)
    .map((u) => ({ id: u.id!, name: u.name! }));
}
