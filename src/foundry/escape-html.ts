// Text for HTML that Foundry renders as markup: a `data-tooltip` attribute (the template escapes it
// once for the attribute; the browser undoes that, and the tooltip inserts what is left as HTML),
// so player-written text (a side's name) is escaped once more before it goes in.
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
