/** The system id: namespace of settings, flags, queries and CSS. */
export const SYSTEM_ID = 'signal-close-action';
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;

export function templatePath(name: string): string {
  return `${SYSTEM_PATH}/templates/${name}`;
}
