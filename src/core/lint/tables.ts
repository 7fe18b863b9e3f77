// Hash tables over typed arrays for the indexes of one lint run. A file may name
// tens of thousands of crawlers and hold as many patterns; a Map of that many
// string keys costs an entry object per key and a rehash per growth, which made
// building the indexes a large part of linting such a file. These tables keep
// ids and values in typed arrays and compare keys only on a hash match.

/** FNV-1a over UTF-16 code units. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** A slot count for `n` entries at most half full, a power of two. */
function capacityFor(n: number): number {
  let capacity = 16;
  while (capacity < n * 2) capacity *= 2;
  return capacity;
}

/** Distinct strings numbered 0, 1, 2… in the order they were first added. */
export class StringTable {
  private readonly strings: string[] = [];
  private hashes: Int32Array;
  /** By slot: id + 1, or 0 when empty. */
  private slots: Int32Array;

  constructor(expected = 8) {
    this.slots = new Int32Array(capacityFor(expected));
    this.hashes = new Int32Array(Math.max(8, expected));
  }

  /** The number of strings. */
  get size(): number {
    return this.strings.length;
  }

  /** The string with id `id`. */
  keyOf(id: number): string {
    return this.strings[id] as string;
  }

  /** The id of `text`, or -1. */
  idOf(text: string): number {
    const mask = this.slots.length - 1;
    for (let slot = hashOf(text) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] as number;
      if (entry === 0) return -1;
      if (this.strings[entry - 1] === text) return entry - 1;
    }
  }

  /** The id of `text`, numbering it first when it is new. */
  add(text: string): number {
    const hash = hashOf(text);
    let mask = this.slots.length - 1;
    let slot = hash & mask;
    for (; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] as number;
      if (entry === 0) break;
      if (this.strings[entry - 1] === text) return entry - 1;
    }
    const id = this.strings.length;
    this.strings.push(text);
    if (id === this.hashes.length) {
      const hashes = new Int32Array(id * 2);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.hashes[id] = hash;
    if ((id + 1) * 2 > this.slots.length) {
      this.grow();
      mask = this.slots.length - 1;
      for (slot = hash & mask; this.slots[slot] !== 0; slot = (slot + 1) & mask);
    }
    this.slots[slot] = id + 1;
    return id;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.strings.length - 1; id++) {
      let slot = (this.hashes[id] as number) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    this.slots = slots;
  }
}

/** Values (non-negative integers) under pairs of non-negative integers. */
export class PairTable {
  private firsts: Int32Array;
  private seconds: Int32Array;
  /** By slot: value + 1, or 0 when empty. */
  private values: Int32Array;
  private count = 0;

  constructor(expected = 8) {
    const capacity = capacityFor(expected);
    this.firsts = new Int32Array(capacity);
    this.seconds = new Int32Array(capacity);
    this.values = new Int32Array(capacity);
  }

  private static slotOf(a: number, b: number, mask: number): number {
    return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca6b)) & mask;
  }

  /** The value under `(a, b)`, or -1. */
  get(a: number, b: number): number {
    const mask = this.values.length - 1;
    for (let slot = PairTable.slotOf(a, b, mask); ; slot = (slot + 1) & mask) {
      const value = this.values[slot] as number;
      if (value === 0) return -1;
      if (this.firsts[slot] === a && this.seconds[slot] === b) return value - 1;
    }
  }

  /** Stores `value` under `(a, b)` unless a value is there already. */
  addFirst(a: number, b: number, value: number): void {
    const mask = this.values.length - 1;
    let slot = PairTable.slotOf(a, b, mask);
    for (; this.values[slot] !== 0; slot = (slot + 1) & mask) {
      if (this.firsts[slot] === a && this.seconds[slot] === b) return;
    }
    this.firsts[slot] = a;
    this.seconds[slot] = b;
    this.values[slot] = value + 1;
    if (++this.count * 2 > this.values.length) this.grow();
  }

  private grow(): void {
    const { firsts, seconds, values } = this;
    const capacity = values.length * 2;
    const mask = capacity - 1;
    this.firsts = new Int32Array(capacity);
    this.seconds = new Int32Array(capacity);
    this.values = new Int32Array(capacity);
    for (let i = 0; i < values.length; i++) {
      if (values[i] === 0) continue;
      const a = firsts[i] as number;
      const b = seconds[i] as number;
      let slot = PairTable.slotOf(a, b, mask);
      while (this.values[slot] !== 0) slot = (slot + 1) & mask;
      this.firsts[slot] = a;
      this.seconds[slot] = b;
      this.values[slot] = values[i] as number;
    }
  }
}
