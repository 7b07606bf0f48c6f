// Notices on the user's screen. Foundry shows a notification's message as HTML (cleaned of scripts as
// untrusted input: NotifyOptions.clean, v13 and v14), and our messages carry names players write
// (ships, squadrons, sides): the text is escaped so a name's markup shows as written, never as an
// image or a link (SD-266). Only the characters that open markup in text are escaped.
const MARKUP = /[&<>]/g;
const ENTITY: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** `text` as a notification shows it: its own characters, not markup. */
export function noticeText(text: string): string {
  return text.replace(MARKUP, (c) => ENTITY[c]!);
}

export const notify = {
  info: (text: string) => ui.notifications?.info(noticeText(text)),
  warn: (text: string) => ui.notifications?.warn(noticeText(text)),
  error: (text: string) => ui.notifications?.error(noticeText(text)),
};
