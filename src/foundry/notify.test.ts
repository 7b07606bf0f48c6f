// Notices carry names players write; Foundry shows a notification's message as HTML (cleaned of
// scripts only), so the text is escaped: a ship named with markup shows the markup as written.
import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../tests/support/foundry.js';
import { noticeText, notify } from './notify.js';

describe('notices show player-written names as text', () => {
  it('markup characters in a name are escaped; plain text and apostrophes are left as they are', () => {
    expect(noticeText('Bellona and <img src=x onerror=alert(1)>, entangled')).toBe(
      'Bellona and &lt;img src=x onerror=alert(1)&gt;, entangled',
    );
    expect(noticeText("Only the GM hides a ship's token.")).toBe(
      "Only the GM hides a ship's token.",
    );
    expect(noticeText('Tom & Jerry')).toBe('Tom &amp; Jerry');
  });

  it('every kind of notice goes to Foundry escaped', () => {
    const w = freshWorld();
    notify.warn('<b>Prince</b>');
    notify.info('A & B');
    notify.error('<a href=x>Généreux</a>');
    expect(w.world.notifications).toEqual([
      { type: 'warn', message: '&lt;b&gt;Prince&lt;/b&gt;' },
      { type: 'info', message: 'A &amp; B' },
      { type: 'error', message: '&lt;a href=x&gt;Généreux&lt;/a&gt;' },
    ]);
  });
});
