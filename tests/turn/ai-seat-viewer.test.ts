// SD-173 the AI presses only the buttons its own side's commanders see. Whose ship it is comes from the
// ship's stored side, never from prepared data: an Active Effect a player puts on her own ship (which
// changes only the prepared `system`) must not make the AI press her ship's buttons, nor stop it
// pressing its own.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { sideViewer } from '../../src/foundry/turn/ai-seat/ai-steps.js';
import { canvasWorld, shipActor } from '../support/canvas-fixtures.js';

describe('issue 13 SD-173 the AI seat judges a ship its own by the stored side', () => {
  it('an effect rewriting the prepared side hands the AI nothing (FP-3, SD-173)', async () => {
    const w = await canvasWorld();
    const alice = w.player('Alice');
    const bellona = await shipActor('Bellona', {
      ownership: { [alice.id]: OWNERSHIP.OWNER },
      system: { sail: 'easy', side: 'British', crew: 'average' },
    });
    const uuid = bellona.uuid;
    expect(sideViewer('British').owns(uuid)).toBe(true);
    expect(sideViewer('French').owns(uuid)).toBe(false);
    // As an Active Effect would: the prepared data changes, the stored data does not.
    (bellona.system as { side: string }).side = 'French';
    expect(
      (bellona as unknown as { _source: { system: { side: string } } })._source.system.side,
    ).toBe('British');
    expect(sideViewer('French').owns(uuid)).toBe(false);
    expect(sideViewer('British').owns(uuid)).toBe(true);
  });
});
