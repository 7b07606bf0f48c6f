// What the ship panel shows about one ship: heading and point of sail, the allowance this turn, the
// legal manoeuvres, its arcs and, per broadside, the targeting answer of the rules core (FP-6.2 / D-18
// candidates per half with band and rake, and who must or may be chosen). Pure: built from the answers
// of the core (ship-panel-context.ts gathers them from a scene; the gallery builds them directly).
import {
  SIDES,
  type ContactKind,
  type RakeDuringMove,
  type Side,
  type TargetingResult,
  type Wind,
} from '../../rules/index.js';
import type { Allowance } from './allowance.js';
import { NO_MANOEUVRE_BLOCKS } from './blocks.js';
import { formatMm } from './format.js';
import type { ManoeuvreGate } from './battle-gate.js';
import type { ManoeuvreChoice } from './manoeuvre.js';
import { compassLabel, sailingInfo, type SailingInfo } from './wind.js';

export type I18n = {
  lang: string;
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
};

export interface TargetView {
  tokenId: string;
  name: string;
  range: string;
  band: string;
  bandKey: string;
  half: string;
  rake: string | null;
  /** The one the nearest rule forces, or one of the two the player chooses between. */
  marked: boolean;
}

export interface BroadsideView {
  side: Side;
  sideLabel: string;
  arcShown: boolean;
  candidates: TargetView[];
  /** D-18 the forced target's name, when every candidate lies in one half. */
  forced: string | null;
  /** D-18 the nearest of each half, when both halves hold candidates: the player picks. */
  choices: string[];
  none: boolean;
  /** FP-6.4 / D-17 rakes at some point of the ship's last move, where it could have fired. */
  moveRakes: Array<{ name: string; rake: string; back: string; band: string }>;
}

/** FP-6.2 / D-18 / FP-6.4 a TargetingResult as the panel lists it (names from the scene's tokens). */
export function broadsideView(
  tokens: { get(id: string): { name: string } | undefined },
  side: Side,
  result: TargetingResult,
  arcShown: boolean,
  i18n: I18n,
  moveRakes: ReadonlyArray<RakeDuringMove & { tokenId: string }> = [],
): BroadsideView {
  const name = (id: string) => tokens.get(id)?.name ?? id;
  const marked = new Set(result.chosen ? [result.chosen] : result.choices);
  return {
    side,
    sideLabel: i18n.localize(`SCA.Canvas.Side.${side}`),
    arcShown,
    candidates: result.candidates.map((c) => ({
      tokenId: c.id,
      name: name(c.id),
      range: formatMm(c.rangeMm, i18n.lang),
      band: i18n.localize(`SCA.Canvas.Band.${c.band}`),
      bandKey: c.band,
      half: i18n.localize(`SCA.Canvas.Half.${c.half}`),
      rake: c.rake ? i18n.localize(`SCA.Canvas.Rake.${c.rake}`) : null,
      marked: marked.has(c.id),
    })),
    forced: result.chosen ? name(result.chosen) : null,
    choices: result.chosen ? [] : result.choices.map(name),
    none: result.candidates.length === 0,
    moveRakes: moveRakes.map((r) => ({
      name: name(r.tokenId),
      rake: i18n.localize(`SCA.Canvas.Rake.${r.rake}`),
      back: formatMm(r.backMm, i18n.lang),
      band: i18n.localize(`SCA.Canvas.Band.${r.band}`),
    })),
  };
}

export interface ShipPanelContext {
  tokenId: string;
  name: string;
  isOwner: boolean;
  sailing: SailingInfo | null;
  noWind: boolean;
  allowance: string;
  halfSpeed: boolean;
  blocked: string | null;
  mustTurn: boolean;
  options: Array<{
    id: string;
    heading: string;
    pointOfSail: string;
    turn: string;
    moves: boolean;
    halfSpeed: boolean;
    ordered: boolean;
    kind: string;
  }>;
  broadsides: BroadsideView[];
  /** `entangled`: OR-7 the words for an entangled pair, null when not entangled. */
  contacts: Array<{
    name: string;
    kind: string;
    entangled: string | null;
    /** OR-7 the GM's buttons moving the entangled pair (one per segment under OR-3). */
    tangleMoves: Array<{ label: string; otherTokenId: string; segment: string }>;
  }>;
  /** SD-23 why a player's control is limited in a battle, or null. */
  battleNote: string | null;
  /** FP-5.7 / FP-6.4 the straight move left this turn (whole mm), offered as the distance to sail now. */
  remaining: number;
  /** How much of this turn's straight move is made, when part of it is ("60 mm made, 120 mm left"). */
  progress: string | null;
  /** HR-3 aground: the chip's label and tooltip (null afloat), and the GM's mark / unmark buttons. */
  aground?: { label: string; tip: string } | null;
  markAground?: Array<{ kind: string; label: string }>;
}

function turnText(
  o: { kind: string; turn: 'luff' | 'bearAway' | null; turnPoints: number; otherTack: boolean },
  i18n: I18n,
): string {
  if (o.kind === 'hold') return i18n.localize('SCA.Canvas.Manoeuvre.Hold');
  if (o.kind === 'tackStart') return i18n.localize('SCA.Canvas.Manoeuvre.TackStart');
  if (o.kind === 'tackComplete') return i18n.localize('SCA.Canvas.Manoeuvre.TackComplete');
  const key = o.otherTack ? 'Gybe' : o.turn === 'luff' ? 'Luff' : 'BearAway';
  return i18n.format(`SCA.Canvas.Manoeuvre.${key}`, { points: Math.abs(o.turnPoints) });
}

export interface PanelInput {
  tokenId: string;
  name: string;
  isOwner: boolean;
  rotation: number;
  wind: Wind | null;
  allowance: Allowance;
  choice: ManoeuvreChoice;
  targets: Record<Side, TargetingResult>;
  shownSides: ReadonlySet<Side>;
  contacts: ReadonlyArray<{ actorId: string; kind: ContactKind }>;
  /** OR-7 the ships this one is entangled with (actor ids; absent or empty: none). */
  entangledWith?: ReadonlyArray<string>;
  /** OR-7 for the GM: the token of each entangled ship and the segments to offer (null: no segments). */
  tangleMoves?: { tokenOf: ReadonlyMap<string, string>; segments: ReadonlyArray<1 | 2 | null> };
  /** FP-6.4 / D-17 per side, the rakes found along the ship's last move (none when it has not moved). */
  moveRakes?: Partial<Record<Side, ReadonlyArray<RakeDuringMove & { tokenId: string }>>>;
  /** Token id -> name, for the target lists. */
  tokenNames: { get(id: string): { name: string } | undefined };
  /** Actor id -> name, for the contacts. */
  actorNames: ReadonlyMap<string, string>;
  /** SD-23 the battle's gate for this ship as the viewing user sees it (absent: free play). */
  gate?: ManoeuvreGate;
  isGM?: boolean;
  /** FP-5.7 this turn's straight move made so far, and what is left (absent: the whole allowance). */
  movedMm?: number;
  remainingMm?: number;
  /** HR-3 the grounded record (absent: afloat) and whether the setting is on (the GM's buttons). */
  grounded?: { kind: '' | 'rock' | 'sand'; sail: '' | 'easy' | 'full' };
  runningAground?: boolean;
}

/** HR-3 the chip of a grounded ship: what it lies on, the sail it struck at, what gets it off. */
export function agroundChip(
  grounded: PanelInput['grounded'],
  i18n: I18n,
): { label: string; tip: string } | null {
  if (!grounded || grounded.kind === '') return null;
  const sail = grounded.sail === 'full' ? 'full' : 'easy';
  return {
    label: i18n.localize('SCA.Aground.Chip'),
    tip: i18n.format('SCA.Aground.ChipTip', {
      kind: i18n.localize(`SCA.Aground.Kind.${grounded.kind}`),
      sail: i18n.localize(`SCA.Aground.Sail.${sail}`),
      needed: i18n.localize(`SCA.Aground.Needed.${sail === 'full' ? 'all' : 'A'}`),
    }),
  };
}

/** HR-3 the GM's buttons: mark aground on rock or sand when afloat, afloat again when aground. */
function markButtons(input: PanelInput, i18n: I18n): Array<{ kind: string; label: string }> {
  if (!input.isGM || !input.runningAground) return [];
  if (input.grounded && input.grounded.kind !== '')
    return [{ kind: '', label: i18n.localize('SCA.Aground.Unmark') }];
  return [
    { kind: 'rock', label: i18n.localize('SCA.Aground.MarkRock') },
    { kind: 'sand', label: i18n.localize('SCA.Aground.MarkSand') },
  ];
}

function battleNote(gate: ManoeuvreGate | undefined, isGM: boolean, i18n: I18n): string | null {
  if (!gate || gate.mode === 'free' || isGM) return null;
  if (!gate.mayMove) return i18n.localize(gate.reasonKey ?? 'SCA.Canvas.Move.NotLegal');
  // FP-5.7 / SD-150 the whole move is compulsory: the referee sails the rest of it at the close.
  return `${i18n.localize('SCA.Canvas.Battle.Note')} ${i18n.localize('SCA.Canvas.Battle.CompletesAtClose')}`;
}

/** OR-7 the GM's buttons for an entangled contact (none for others, or when not entangled). */
function tangleMoveButtons(input: PanelInput, actorId: string, i18n: I18n) {
  const other = input.tangleMoves?.tokenOf.get(actorId);
  if (!other || !input.entangledWith?.includes(actorId)) return [];
  return input.tangleMoves!.segments.map((segment) => ({
    label:
      segment === null
        ? i18n.localize('SCA.Canvas.Tangle.Move')
        : i18n.format('SCA.Canvas.Tangle.MoveSegment', { segment }),
    otherTokenId: other,
    segment: segment === null ? '' : String(segment),
  }));
}

/** The panel's view of a ship, from the answers of the rules core (pure; the gallery uses it too). */
export function panelView(input: PanelInput, i18n: I18n): ShipPanelContext {
  const { allowance, choice } = input;
  // A ship that may not even turn (struck, sinking, dismasted, in contact) is offered nothing.
  const stuck = allowance.blockedBy !== null && NO_MANOEUVRE_BLOCKS.has(allowance.blockedBy);
  return {
    tokenId: input.tokenId,
    name: input.name,
    isOwner: input.isOwner,
    sailing: sailingInfo(input.rotation, input.wind, i18n),
    noWind: input.wind === null,
    allowance: formatMm(allowance.allowanceMm, i18n.lang),
    halfSpeed: allowance.halfSpeed,
    blocked: allowance.blockedBy
      ? i18n.localize(`SCA.Canvas.Allowance.Blocked.${allowance.blockedBy}`)
      : null,
    mustTurn: !stuck && choice.mustTurn,
    options: (stuck ? [] : choice.options).map((o) => ({
      id: o.id,
      heading: compassLabel(o.heading, i18n),
      pointOfSail: i18n.localize(`SCA.Canvas.PointOfSail.${o.pointOfSail}`),
      turn: turnText(o, i18n),
      moves: o.moves,
      halfSpeed: o.halfSpeed,
      ordered: o.ordered,
      kind: o.kind,
    })),
    broadsides: SIDES.map((side) =>
      broadsideView(
        input.tokenNames,
        side,
        input.targets[side],
        input.shownSides.has(side),
        i18n,
        input.moveRakes?.[side] ?? [],
      ),
    ),
    contacts: input.contacts.map((c) => ({
      name: input.actorNames.get(c.actorId) ?? c.actorId,
      kind: i18n.localize(`SCA.Canvas.Contact.Kind.${c.kind}`),
      entangled: input.entangledWith?.includes(c.actorId)
        ? i18n.localize('SCA.Canvas.Tangle.Entangled')
        : null,
      tangleMoves: tangleMoveButtons(input, c.actorId, i18n),
    })),
    battleNote: battleNote(input.gate, input.isGM ?? false, i18n),
    aground: agroundChip(input.grounded, i18n),
    markAground: markButtons(input, i18n),
    remaining: Math.floor(input.remainingMm ?? allowance.allowanceMm),
    progress:
      (input.movedMm ?? 0) > 0
        ? i18n.format('SCA.Canvas.Panel.Progress', {
            moved: formatMm(input.movedMm!, i18n.lang),
            left: formatMm(input.remainingMm ?? 0, i18n.lang),
          })
        : null,
  };
}
