// Text for HTML that Foundry renders as markup: a chat message's content we build (a forgery report,
// a drift note, a rule's link) and a `data-tooltip` attribute (the template escapes it once for the
// attribute; the browser undoes that, and the tooltip inserts what is left as HTML, so player-written
// text, a side's name, is escaped once more before it goes in). One escaper for all of them.
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
