// Issue item 4: a card's change row says what it does and how it stands: pending (Apply), applied
// (✓ Applied, the GM's Undo), undone (Undone, Apply again for who may apply it).
import { describe, expect, it } from 'vitest';
import { renderSystemTemplate } from '../../../tests/fake-foundry/templates.js';
import { freshWorld } from '../../../tests/support/foundry.js';
import { templatePath } from '../constants.js';
import { applyAction, NO_RELATED, type EffectState, type ViewContext } from './view-common.js';

function ctx(state: EffectState, isGM: boolean): ViewContext {
  return {
    messageId: 'm',
    viewer: { isGM, owns: () => true },
    scale: 1200,
    ship: () => null,
    effect: () => state,
    related: NO_RELATED,
  };
}

const spec = (allowed: boolean) => ({
  action: 'applyDamage',
  labelKey: 'SCA.Turn.Action.Apply',
  what: '−120 starboard hull (0.75 DC)',
  args: { recipient: 0 },
  actorUuid: 'Actor.a',
  key: 'm:0',
  allowed,
});

function row(state: EffectState, isGM: boolean, allowed = true): string {
  const a = applyAction(ctx(state, isGM), spec(allowed));
  return renderSystemTemplate(templatePath('chat/parts/actions.hbs'), { actions: [a] }).replace(
    /\s+/g,
    ' ',
  );
}

describe('a change row on a card', () => {
  it('pending: its words and one Apply button', () => {
    freshWorld();
    const html = row({ state: 'none' }, false);
    expect(html).toContain('−120 starboard hull (0.75 DC)');
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toMatch(/data-action="applyDamage"[^>]*>Apply</);
  });
  it("applied: the record's words, ✓ Applied, no Apply; the Undo only for a GM", () => {
    freshWorld();
    const applied: EffectState = {
      state: 'applied',
      entryId: 'e1',
      label: 'Broadside: 120 points',
    };
    const player = row(applied, false);
    expect(player).toContain('Broadside: 120 points');
    expect(player).toContain('✓</span> Applied');
    expect(player).not.toContain('<button');
    expect(player).not.toMatch(/>\s*Apply\s*</);
    expect(row(applied, true)).toMatch(/data-action="undo"[^>]*>Undo</);
  });
  it('undone: said in words, with Apply again for who may apply it, nothing for others', () => {
    freshWorld();
    const undone: EffectState = { state: 'undone', entryId: 'e1' };
    expect(row(undone, false)).toContain('Undone');
    expect(row(undone, false)).toMatch(/data-action="applyDamage"[^>]*>Apply again</);
    expect(row(undone, false)).not.toContain('line-through');
    expect(row(undone, true)).not.toContain('data-action="undo"');
    expect(applyAction(ctx(undone, false), spec(false))).toBeNull();
  });
  it('an undone change stays "undone" for the compulsory steps, which press only pending buttons', () => {
    const a = applyAction(ctx({ state: 'undone', entryId: 'e1' }, true), spec(true));
    expect(a).toMatchObject({ state: 'undone', again: true });
  });
});
