// Issue 13 performance (no rule): a list mapped with push, never Array.prototype.map, where hot code
// reads the list. V8's map builtin returns a packed array while its caller runs unoptimised, but the
// copy TurboFan inlines into an optimised caller returns a holey one: the list's array kind changes
// when the code that makes it is optimised, and every optimised reader of it then meets a map it has
// not seen, deoptimises and is compiled again. An array filled by push is packed in every tier.

/** `list.map(f)`, the same elements in the same order, as a packed array in every tier. */
export function packedMap<T, U>(list: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i]!, i));
  return out;
}
