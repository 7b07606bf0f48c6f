// foundry.utils helpers with Foundry's semantics (arrays are replaced, not merged).

export function deepClone<T>(v: T): T {
  return v === undefined ? v : structuredClone(v);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.getPrototypeOf(v) === Object.prototype
  );
}

/** Turns {"a.b": 1} into {a: {b: 1}}. */
export function expandObject(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    const v = isPlainObject(value) ? expandObject(value) : value;
    setProperty(out, key, v, true);
  }
  return out;
}

export function flattenObject(obj: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isPlainObject(v) && Object.keys(v).length) Object.assign(out, flattenObject(v, key));
    else out[key] = v;
  }
  return out;
}

export function getProperty(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

export function setProperty(
  obj: Record<string, unknown>,
  path: string,
  value: unknown,
  merge = false,
): void {
  const keys = path.split('.');
  let cur = obj;
  for (const k of keys.slice(0, -1)) {
    if (!isPlainObject(cur[k])) cur[k] = {};
    cur = cur[k] as Record<string, unknown>;
  }
  const last = keys.at(-1)!;
  if (merge && isPlainObject(cur[last]) && isPlainObject(value))
    mergeObject(cur[last] as Record<string, unknown>, value);
  else cur[last] = value;
}

/**
 * Merges `other` into `original` in place (arrays and non-objects replace), with Foundry's update
 * operators: "-=key" deletes the key, "==key" replaces its value whole instead of merging.
 */
export function mergeObject<T extends Record<string, unknown>>(
  original: T,
  other: Record<string, unknown>,
): T {
  for (const [k, v] of Object.entries(other)) {
    if (k.startsWith('-=')) {
      delete (original as Record<string, unknown>)[k.slice(2)];
      continue;
    }
    if (k.startsWith('==')) {
      (original as Record<string, unknown>)[k.slice(2)] = deepClone(v);
      continue;
    }
    const cur = (original as Record<string, unknown>)[k];
    if (isPlainObject(cur) && isPlainObject(v)) mergeObject(cur, v);
    else (original as Record<string, unknown>)[k] = deepClone(v);
  }
  return original;
}

let counter = 0;
/** 16-character ids like Foundry's; deterministic within a test run. */
export function randomID(length = 16): string {
  counter += 1;
  const base = `f${counter.toString(36)}`;
  return (base + 'x'.repeat(length)).slice(0, length);
}

export function resetIds(): void {
  counter = 0;
}
