// Chat wiring: every card is re-rendered for the user looking at it (only the buttons they may use),
// its buttons run the card actions, and cards refresh when a ship they show changes.
import { notify } from '../notify.js';
import { cardOf } from './card-model.js';
import { renderCardHtml } from './render.js';
import { runCardAction } from './actions.js';
import { CARD_HOST_CLASS } from './messages.js';
import { localize } from '../i18n.js';

function notifyOutcome(outcome: { status: string; reason?: string; label?: string }): void {
  if (outcome.status === 'refused') notify.warn(outcome.reason ?? '');
  else if (outcome.status === 'already') notify.info(localize('SCA.Turn.AlreadyApplied'));
}

/** Replaces a card message's content with this user's view and wires its buttons. */
export async function refreshCardElement(
  message: ChatMessage.Implementation,
  html: HTMLElement,
): Promise<void> {
  // A blind or private roll the viewer may not see keeps Foundry's hidden content.
  if ((message as unknown as { isContentVisible?: boolean }).isContentVisible === false) return;
  const markup = await renderCardHtml(message);
  if (markup === null) return;
  let content = html.querySelector<HTMLElement>(`.${CARD_HOST_CLASS}`);
  if (!content) {
    content = document.createElement('div');
    content.className = CARD_HOST_CLASS;
    (html.querySelector('.message-content') ?? html).prepend(content);
  }
  content.innerHTML = markup;
  for (const button of Array.from(
    content.querySelectorAll<HTMLButtonElement>('button[data-action]'),
  )) {
    button.addEventListener('click', async (event) => {
      event.preventDefault();
      button.disabled = true;
      try {
        const args = JSON.parse(button.dataset.args ?? '{}') as Record<string, unknown>;
        notifyOutcome(await runCardAction(message.id!, button.dataset.action ?? '', args));
      } catch (e) {
        notify.error((e as Error).message);
      } finally {
        button.disabled = false;
        rerender(message);
      }
    });
  }
}

function rerender(message: ChatMessage.Implementation): void {
  const chat = ui.chat as unknown as
    | { updateMessage?: (m: ChatMessage.Implementation) => unknown }
    | undefined;
  void chat?.updateMessage?.(message);
}

/** Re-renders the latest cards (after a ship they may show changed). */
function refreshRecentCards(): void {
  const messages = (game.messages?.contents ?? []) as ChatMessage.Implementation[];
  for (const m of messages.slice(-40)) if (cardOf(m)) rerender(m);
}

export function registerChatHooks(): void {
  Hooks.on('renderChatMessageHTML', (message: ChatMessage.Implementation, html: HTMLElement) => {
    if (!cardOf(message)) return;
    void refreshCardElement(message, html);
  });
  let pending: ReturnType<typeof setTimeout> | null = null;
  const soon = () => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = null;
      refreshRecentCards();
    }, 50);
  };
  Hooks.on('updateActor', soon);
  Hooks.on('updateToken', soon);
  Hooks.on('createChatMessage', (message: ChatMessage.Implementation) => {
    if (cardOf(message)) soon();
  });
}
