// The Foundry UI pieces the canvas glue shares: the user's language for the pure label builders, and
// running a user action so that a refused rule (RuleError) becomes a warning instead of an error.
import { notify } from '../notify.js';
import { RuleError } from '../../rules/index.js';
import type { I18n } from './panel-view.js';
import { format, language, localize } from '../i18n.js';

/** game.i18n as the pure builders take it. */
export function canvasI18n(): I18n {
  return { lang: language(), localize, format };
}

/** Runs a user action; a RuleError is shown as a warning, anything else is a bug and propagates. */
export async function guarded(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (e) {
    if (e instanceof RuleError) notify.warn(e.message);
    else throw e;
  }
}
