// A small seeded PRNG so the demo world is the same on every run and every machine. Math.random is
// never used: a world is a pure function of its options.

/** Hashes a seed and a stream label into 32 bits (FNV-1a followed by a murmur3 finaliser). */
function hashSeed(seed: number, label: string): number {
  // The seed enters only through its decimal text: XOR-ing it into the initial state as well would
  // let it cancel against its own first digit (seeds 1 and 2 gave the same stream).
  let h = 0x811c9dc5;
  const text = `${seed}:${label}`;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const HEX = '0123456789abcdef';

/**
 * sfc32 (Chris Doty-Humphrey's small fast counter): 128 bits of state, passes PractRand, and is
 * plain 32-bit integer arithmetic, so every JS engine yields the same sequence.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** Independent streams from one seed: each label (a register, a phase) gets its own sequence. */
  constructor(seed: number, label: string) {
    this.a = hashSeed(seed, `${label}/a`);
    this.b = hashSeed(seed, `${label}/b`);
    this.c = hashSeed(seed, `${label}/c`);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly { weight: number; value: T }[]): T {
    const total = items.reduce((sum, item) => sum + item.weight, 0);
    let roll = this.next() * total;
    for (const item of items) {
      roll -= item.weight;
      if (roll < 0) return item.value;
    }
    const last = items[items.length - 1];
    if (!last) throw new RangeError('weighted pick from an empty list');
    return last.value;
  }

  /** A string of `count` decimal digits (leading zeros allowed). */
  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String(this.uint32() % 10);
    return out;
  }

  /** An integer in [min, max] for ranges up to 2^53 (two draws). */
  bigInt(min: number, max: number): number {
    const unit = (this.uint32() * 2 ** 21 + (this.uint32() >>> 11)) / 2 ** 53;
    return min + Math.floor(unit * (max - min + 1));
  }

  /** A random (version 4, RFC 4122 variant) GUID, lower-case. */
  guid(): string {
    let hex = '';
    for (let i = 0; i < 4; i++) hex += this.uint32().toString(16).padStart(8, '0');
    const variant = HEX[8 + (this.uint32() % 4)];
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}
