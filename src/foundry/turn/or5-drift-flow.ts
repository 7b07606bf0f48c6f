// OR-5 / SD-275 the referee drifts the ships hove to: when the GM closes a side's movement-and-fire
// step of a segment (after the rest of each ship's move is sailed, SD-150), every ship of that side
// hove to is pushed downwind by OR-5's drift row (canvas/or5-drift.ts), once per turn and segment
// however often the step is closed, and a chat note from the referee says who drifted and how far.
import { escapeHtml } from '../escape-html.js';
import { notify } from '../notify.js';
import { RuleError } from '../../rules/index.js';
import { formatMm } from '../canvas/format.js';
import { applyOr5Drift, type DriftReport } from '../canvas/or5-drift.js';
import type { SceneLike } from '../canvas/scene-ships.js';
import { createChatMessage } from '../foundry-api.js';
import { gmIds } from '../referee/identity.js';
import { format, language, localize } from '../i18n.js';
import { optionalRules } from '../settings.js';
import { rosterShips } from './flow.js';
import { battleScene, tokenOf } from './scene-table.js';
import { currentSide, type TurnState } from './turn-state.js';

export interface DriftNote extends DriftReport {
  name: string;
}

/** The note's line for one ship: how far she drifted, and what stopped her short. */
export function driftLine(note: DriftNote, shipName: (tokenId: string) => string): string {
  const distance = `${formatMm(note.sweep.distanceMm, language())} mm`;
  const line = format('SCA.Canvas.Drift.Line', { ship: note.name, distance });
  if (note.sweep.stoppedByShoal !== null)
    return `${line} (${localize('SCA.Canvas.Drift.StoppedShoal')})`;
  if (note.sweep.stoppedByShipIds.length > 0)
    return `${line} (${format('SCA.Canvas.Drift.StoppedShip', {
      ships: note.sweep.stoppedByShipIds.map(shipName).join(', '),
    })})`;
  return line;
}

async function postDriftNote(
  scene: SceneLike,
  segment: 1 | 2,
  notes: readonly DriftNote[],
  whisper: string[] | null,
): Promise<void> {
  if (!notes.length) return;
  const name = (id: string) => scene.tokens.get(id)?.name ?? '';
  const lines = notes.map((n) => `<li>${escapeHtml(driftLine(n, name))}</li>`).join('');
  const title = format('SCA.Canvas.Drift.Title', { segment: String(segment) });
  const note = escapeHtml(localize('SCA.Canvas.Drift.Note'));
  await createChatMessage({
    content: `<div class="sca-drift"><p>${escapeHtml(title)}</p><ul>${lines}</ul><p>${note}</p></div>`,
    speaker: { alias: localize('SCA.Referee.Name') },
    ...(whisper ? { whisper } : {}),
  });
}

/**
 * SD-275 (GM) the acting side's ships hove to drift, as `state`'s movement-and-fire step of a segment
 * closes (OR-5 on, two-segment battle). Returns the drifts made (none: no note).
 */
export async function driftHoveToShips(state: TurnState): Promise<DriftNote[]> {
  if (!optionalRules().fullNavigation || !state.twoSegment || state.ended) return [];
  const segment = state.segment;
  if (state.step !== 'moveFire' || (segment !== 1 && segment !== 2)) return [];
  const scene = battleScene();
  if (!scene) return [];
  const side = currentSide(state).id;
  const notes: DriftNote[] = [];
  for (const ship of rosterShips(state)) {
    if (ship.system.side !== side) continue;
    const token = tokenOf(scene, ship.actorUuid);
    if (!token) continue;
    try {
      const report = await applyOr5Drift(scene, token.id, state.turn, segment);
      if (report) notes.push({ ...report, name: ship.name });
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      notify.warn(e.message);
    }
  }
  // A drift of a hidden ship, or stopped against one, is told to the GMs only (no note reveals her).
  const isHidden = (id: string) => !!scene.tokens.get(id)?.hidden;
  const hidden = (n: DriftNote) => isHidden(n.tokenId) || n.sweep.stoppedByShipIds.some(isHidden);
  await postDriftNote(
    scene,
    segment,
    notes.filter((n) => !hidden(n)),
    null,
  );
  await postDriftNote(scene, segment, notes.filter(hidden), gmIds());
  return notes;
}
