// A card names a side as the table knows it: the GM's name, or the nation's side name for a side
// still called by a bare nation id (never "britain wins").
import { sideDisplayName } from '../../fleet/side-name.js';
import { localize } from '../../i18n.js';

export function sideName(side: string): string {
  return side ? sideDisplayName(side, localize) : '';
}
