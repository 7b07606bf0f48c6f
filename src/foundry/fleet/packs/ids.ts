// Stable compendium ids: a pack document's 16-character `_id` is derived from a stable key (a class
// id, "squadron:britain:0", ...) so regenerating the packs never changes an id that links point to.

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 16;

/** A 128-bit hash of a string as four 32-bit lanes mixed with different seeds (not cryptographic). */
function hash128(text: string): bigint {
  const seeds = [0x811c9dc5, 0x9e3779b1, 0x85ebca77, 0xc2b2ae3d];
  const lanes = seeds.map((seed) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      h = Math.imul(h ^ text.charCodeAt(i), 0x01000193 + 2 * seed) >>> 0;
      h = (h ^ (h >>> 15)) >>> 0;
    }
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    return (h ^ (h >>> 16)) >>> 0;
  });
  return lanes.reduce((acc, lane) => (acc << 32n) | BigInt(lane), 0n);
}

/** The 16-character base62 id Foundry expects (`/^[a-zA-Z0-9]{16}$/`) for a stable key. */
export function stableId(key: string): string {
  if (key === '') throw new Error('a stable id needs a non-empty key');
  let n = hash128(key);
  let out = '';
  for (let i = 0; i < ID_LENGTH; i++) {
    out += BASE62[Number(n % 62n)];
    n /= 62n;
  }
  return out;
}
