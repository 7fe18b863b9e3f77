// Strings numbered in the order they are first added, for lint indexes over tens
// of thousands of names or patterns. Open addressing over a typed array: cheaper
// to fill and to ask than a Map keyed by the strings, and no entry object per string.

/**
 * A set of strings, each with its number (0, 1, … in the order added). Grows as
 * needed; `expected` (default 8) only sizes it at first.
 */
export class StringTable {
  private slots: Int32Array;
  private mask: number;
  private readonly strings: string[] = [];
  // A seed per table, so no file can be written to make its strings collide.
  private readonly seed = (Math.random() * 0x7fffffff) | 0;

  constructor(expected = 8) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(8, expected * 2)));
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
  }

  /** The number of strings added. */
  get size(): number {
    return this.strings.length;
  }

  /** The number of `text`, or -1 when it was never added. */
  idOf(text: string): number {
    return this.slots[this.slotOf(text)] as number;
  }

  /** The number of `text`, numbered now if it is new. */
  add(text: string): number {
    const slot = this.slotOf(text);
    const id = this.slots[slot] as number;
    if (id >= 0) return id;
    const added = this.strings.length;
    this.strings.push(text);
    this.slots[slot] = added;
    // At most half full, so a probe ends soon.
    if (this.strings.length * 2 > this.slots.length) this.grow();
    return added;
  }

  private hash(text: string): number {
    let h = this.seed ^ 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return (h ^ (h >>> 15)) & this.mask;
  }

  /** The slot holding `text`, or the empty slot where it would go. */
  private slotOf(text: string): number {
    let slot = this.hash(text);
    for (;;) {
      const id = this.slots[slot] as number;
      if (id < 0 || this.strings[id] === text) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    this.mask = this.slots.length - 1;
    for (let id = 0; id < this.strings.length; id++) {
      let slot = this.hash(this.strings[id] as string);
      while ((this.slots[slot] as number) >= 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = id;
    }
  }
}
