// Structural equality for selector results: plain data (arrays, plain objects,
// primitives) compared by value, with identical references short-circuiting, so a
// selector may build a fresh object without re-rendering its component.

/**
 * Arrays longer than this compare by identity only. A false "changed" costs one
 * re-render; deep-comparing a large file's groups on every analysis, in every
 * subscriber, costs more (it showed as long tasks while typing in a 500 KiB file).
 */
export const DEEP_COMPARE_MAX_ITEMS = 512;

/**
 * True when `a` and `b` are the same plain data; class instances, and arrays over
 * DEEP_COMPARE_MAX_ITEMS items, compare by identity.
 */
export function equalPlain(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    if (a.length > DEEP_COMPARE_MAX_ITEMS) return false;
    for (let i = 0; i < a.length; i++) if (!equalPlain(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(rb, k) || !equalPlain(ra[k], rb[k])) return false;
  }
  return true;
}

function isPlain(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
