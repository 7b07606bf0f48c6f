// ChatMessage sub-type "card": the turn flow's chat cards keep their whole state here (system.json
// documentTypes.ChatMessage.card), validated on every create and update.
import { checkCard } from './card-check.js';
import type { Card } from './card-data.js';

export const CARD_TYPE = 'card';
export const CARD_SCHEMA_VERSION = 1;

function cardSchema() {
  const f = foundry.data.fields;
  return {
    schemaVersion: new f.NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: 1,
      initial: CARD_SCHEMA_VERSION,
    }),
    card: new f.ObjectField({ required: true, nullable: false }),
  };
}

declare namespace CardModel {
  type Schema = ReturnType<typeof cardSchema>;
}

export class CardModel extends foundry.abstract.TypeDataModel<
  CardModel.Schema,
  ChatMessage.Implementation
> {
  static override defineSchema(): CardModel.Schema {
    return cardSchema();
  }

  /** A card that does not have the shape of its kind is never stored. */
  static override validateJoint(data: Record<string, unknown>): void {
    checkCard(data.card);
  }
}

/** The card of a message, or null for any other message. */
export function cardOf(
  message: { type?: string; system?: unknown } | null | undefined,
): Card | null {
  if (!message || message.type !== CARD_TYPE) return null;
  const card = (message.system as { card?: unknown } | undefined)?.card;
  try {
    checkCard(card);
    return card;
  } catch {
    return null;
  }
}

export function registerCardModel(): void {
  (CONFIG.ChatMessage.dataModels as Record<string, unknown>)[CARD_TYPE] = CardModel;
}

declare module '@league-of-foundry-developers/foundry-vtt-types/configuration' {
  interface DataModelConfig {
    ChatMessage: {
      card: typeof CardModel;
    };
  }
}
