// FP-1.6 / FP-2.5 a damage track drawn like the paper card: one box per DC, filled in proportion to
// the points marked on it; lost boxes are struck through; D-4 repaired rigging boxes are marked.
import {
  trackState,
  type ShipDamage,
  type ShipProfile,
  type Track,
  type TrackState,
} from '../../rules/index.js';

export interface BoxView {
  index: number;
  /** Points marked on this box (0..capacity). */
  points: number;
  capacity: number;
  /** Width of the fill, percent of the box (one decimal). */
  fillPct: number;
  lost: boolean;
  /** The box now taking points, not yet lost. */
  partial: boolean;
  /** D-4: a restored rigging box (still -1 Abilità). */
  repaired: boolean;
}

export interface TrackBoxes {
  boxes: BoxView[];
  boxCount: number;
  capacity: number;
  points: number;
  maxPoints: number;
  lost: number;
  partialPoints: number;
  remainingPoints: number;
  repaired: number;
}

function pct(points: number, capacity: number): number {
  return Math.round((points / capacity) * 1000) / 10;
}

/**
 * The boxes of a track from the core's track state. Boxes fill in order: the first `lost` are full,
 * the next holds the partial points. D-4: the restored box is the next one to fill, so repaired
 * boxes are the `repaired` boxes right after the lost ones.
 */
export function boxesFromState(state: TrackState, repaired = 0): TrackBoxes {
  const boxes: BoxView[] = [];
  for (let index = 0; index < state.boxes; index++) {
    const lost = index < state.lost;
    const partial = index === state.lost && state.partial > 0;
    const points = lost ? state.capacity : partial ? state.partial : 0;
    boxes.push({
      index,
      points,
      capacity: state.capacity,
      fillPct: pct(points, state.capacity),
      lost,
      partial,
      repaired: !lost && index < state.lost + repaired,
    });
  }
  return {
    boxes,
    boxCount: state.boxes,
    capacity: state.capacity,
    points: state.points,
    maxPoints: state.boxes * state.capacity,
    lost: state.lost,
    partialPoints: state.partial,
    remainingPoints: state.remainingPoints,
    repaired,
  };
}

export function trackBoxes(profile: ShipProfile, damage: ShipDamage, track: Track): TrackBoxes {
  return boxesFromState(
    trackState(profile, damage, track),
    track === 'rigging' ? damage.riggingRepaired : 0,
  );
}
