// The Foundry UI pieces the canvas glue shares: the user's language for the pure label builders, and
// running a user action so that a refused rule (RuleError) becomes a warning instead of an error.
import { RuleError } from '../../rules/index.js';
import type { I18n } from './panel-view.js';

/** game.i18n as the pure builders take it. */
export function canvasI18n(): I18n {
  const i = game.i18n!;
  return { lang: i.lang, localize: (k: string) => i.localize(k), format: (k: string, d?: Record<string, unknown>) => i.format(k, d as Record<string, string>) };
}

/** Runs a user action; a RuleError is shown as a warning, anything else is a bug and propagates. */
export async function guarded(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (e) {
    if (e instanceof RuleError) ui.notifications?.warn(e.message);
    else throw e;
  }
}
