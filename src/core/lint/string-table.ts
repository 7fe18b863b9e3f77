// Strings numbered in the order they are first added, for lint indexes over tens
// of thousands of names or patterns. Open addressing over a typed array: cheaper
// to fill and to ask than a Map keyed by the strings, and no entry object per string.

/** Lengths from this one up share one mark in StringTable's length filter. */
const LONG = 255;

/**
 * A set of strings, each with its number (0, 1, … in the order added). Grows as
 * needed; `expected` (default 8) only sizes it at first.
 */
export class StringTable {
  private slots: Int32Array;
  private mask: number;
  private readonly strings: string[] = [];
  /** Each string's full hash, by number: growing and probing compare numbers, not text. */
  private hashes: Int32Array;
  /**
   * Per length (LONG and up together), 1 when a string of that length was added:
   * a table of a few strings answers most questions without hashing the text.
   */
  private readonly lengths = new Uint8Array(LONG + 1);
  // A seed per table, so no file can be written to make its strings collide.
  private readonly seed = (Math.random() * 0x7fffffff) | 0;

  constructor(expected = 8) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(8, expected * 2)));
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    this.hashes = new Int32Array(size >> 1);
  }

  /** The number of strings added. */
  get size(): number {
    return this.strings.length;
  }

  /** The number of `text`, or -1 when it was never added. */
  idOf(text: string): number {
    if (this.lengths[Math.min(text.length, LONG)] === 0) return -1;
    return this.slots[this.slotOf(text, this.hash(text))] as number;
  }

  /** The number of `text`, numbered now if it is new. */
  add(text: string): number {
    const hash = this.hash(text);
    const slot = this.slotOf(text, hash);
    const id = this.slots[slot] as number;
    if (id >= 0) return id;
    const added = this.strings.length;
    this.strings.push(text);
    this.lengths[Math.min(text.length, LONG)] = 1;
    if (added === this.hashes.length) {
      const more = new Int32Array(added * 2);
      more.set(this.hashes);
      this.hashes = more;
    }
    this.hashes[added] = hash;
    this.slots[slot] = added;
    // At most half full, so a probe ends soon.
    if (this.strings.length * 2 > this.slots.length) this.grow();
    return added;
  }

  private hash(text: string): number {
    let h = this.seed ^ 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h ^ (h >>> 15);
  }

  /** The slot holding `text` (whose hash is `hash`), or the empty slot where it would go. */
  private slotOf(text: string, hash: number): number {
    let slot = hash & this.mask;
    for (;;) {
      const id = this.slots[slot] as number;
      if (id < 0 || (this.hashes[id] === hash && this.strings[id] === text)) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    this.mask = this.slots.length - 1;
    for (let id = 0; id < this.strings.length; id++) {
      let slot = (this.hashes[id] as number) & this.mask;
      while ((this.slots[slot] as number) >= 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = id;
    }
  }
}
