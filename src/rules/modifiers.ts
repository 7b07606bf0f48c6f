/** A rule id of the digest (FP-x.y, OR-x, HR-x, decision D-n) or a system decision SD-n (docs/decisions.md). */
export type RuleId =
  | `FP-${string}`
  | `OR-${string}`
  | `HR-${string}`
  | `D-${string}`
  | `SD-${string}`;

/** One term of a result's arithmetic, so a card can show how a score was reached. */
export interface Modifier {
  /** Stable key for localisation (e.g. "crew", "dcLost"). */
  key: string;
  /** English label for the CLI and logs. */
  label: string;
  value: number;
  rule: RuleId;
}

export function modifier(key: string, label: string, value: number, rule: RuleId): Modifier {
  return { key, label, value, rule };
}

export function sumModifiers(mods: readonly Modifier[]): number {
  let total = 0;
  for (const m of mods) total += m.value;
  return total;
}
