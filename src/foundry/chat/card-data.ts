// The state of every chat card of the turn flow, as plain data stored in the ChatMessage's system
// data (sub-type "card"). A card keeps what re-validation needs: ship uuids, the dice faces, the
// scores and their modifiers, targets, bands and the inputs of every computed number.
// The shared pieces live in card-data-common.ts and each card family's interfaces in its own
// card-data-<family>.ts; this file holds the list of kinds and the `Card` union over them.
import type { AiCaptainCard } from './card-data-ai-captain.js';
import type { AbilitaCard, CriticalCard, GunneryCard } from './card-data-fire.js';
import type { FortFireCard } from './card-data-forts.js';
import type {
  EndOfPartCard,
  MeleeCard,
  MoraleCard,
  MoraleListCard,
  SummaryCard,
} from './card-data-melee-morale.js';
import type {
  GroundingCard,
  MoveCompletedCard,
  RiggingTestCard,
  SignalCard,
} from './card-data-sailing.js';

export const CARD_KINDS = [
  'abilita',
  'gunnery',
  'critical',
  'melee',
  'moraleList',
  'morale',
  'endOfPart',
  'summary',
  'riggingTest',
  'signal',
  'grounding',
  'aiCaptain',
  'fortFire',
  'moveCompleted',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export type Card =
  | RiggingTestCard
  | AbilitaCard
  | GunneryCard
  | CriticalCard
  | MeleeCard
  | MoraleListCard
  | MoraleCard
  | EndOfPartCard
  | SummaryCard
  | SignalCard
  | GroundingCard
  | AiCaptainCard
  | FortFireCard
  | MoveCompletedCard;

export function isCardKind(v: unknown): v is CardKind {
  return typeof v === 'string' && (CARD_KINDS as readonly string[]).includes(v);
}
