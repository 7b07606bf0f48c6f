// The roll-visibility option of a posted card: v13 roll modes, v14 message modes, where the v14
// in-character mode ("ic", meant for speech) is sent as public for roll messages (as dnd5e does).
import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../../tests/support/foundry.js';
import { visibilityOptions } from './messages.js';

function world(generation: 13 | 14, key: 'rollMode' | 'messageMode', value: string) {
  const w = freshWorld();
  w.world.generation = generation;
  w.world.settings.register('core', key, { scope: 'client', default: value });
  return w;
}

describe('visibilityOptions', () => {
  it('v13: the core roll mode as rollMode', () => {
    world(13, 'rollMode', 'gmroll');
    expect(visibilityOptions()).toEqual({ rollMode: 'gmroll' });
  });

  it('v14: the core message mode as messageMode; "ic" becomes public', () => {
    world(14, 'messageMode', 'ic');
    expect(visibilityOptions()).toEqual({ messageMode: 'public' });
    world(14, 'messageMode', 'blind');
    expect(visibilityOptions()).toEqual({ messageMode: 'blind' });
  });

  it('no such core setting: no option', () => {
    freshWorld();
    expect(visibilityOptions()).toEqual({});
  });
});
