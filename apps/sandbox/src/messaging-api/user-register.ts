import { PagedWords } from './paged-words';

const WORDS = 4;
/** LINE's form of a user id: `U` and 32 lowercase hex digits, 16 bytes. */
const LINE_ID_LENGTH = 1 + WORDS * 8;
const CAPITAL_U = 85;
const FIRST_SLOTS = 1 << 10;
const MAX_LOAD = 0.7;
/** Each character code's value as a lowercase hex digit, -1 for any other character. */
const DIGITS = Int8Array.from({ length: 128 }, (_unused, code) => {
  if (code >= 48 && code <= 57) return code - 48;
  return code >= 97 && code <= 102 ? code - 87 : -1;
});

/** An id of LINE's form as four 32-bit words, into `words`; false for any other id. */
function readWords(userId: string, words: Uint32Array): boolean {
  if (userId.length !== LINE_ID_LENGTH || userId.charCodeAt(0) !== CAPITAL_U) return false;
  let at = 1;
  for (let word = 0; word < WORDS; word += 1) {
    let value = 0;
    for (const end = at + 8; at < end; at += 1) {
      const digit = DIGITS[userId.charCodeAt(at)] ?? -1;
      if (digit < 0) return false;
      value = (value << 4) | digit;
    }
    words[word] = value >>> 0;
  }
  return true;
}

function hashOf(words: Uint32Array): number {
  let hash = Math.imul((words[0] ?? 0) ^ 0x9e3779b9, 0x85ebca6b);
  hash = Math.imul(hash ^ (words[1] ?? 0) ^ (hash >>> 13), 0xc2b2ae35);
  hash = Math.imul(hash ^ (words[2] ?? 0) ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (words[3] ?? 0) ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Two hex digits of each byte, `00` to `ff`. */
const HEX = Array.from({ length: 256 }, (_unused, byte) => byte.toString(16).padStart(2, '0'));
const hexOf = (byte: number) => HEX[byte] ?? '';

/**
 * Numbers the LINE users the stand-in delivered to, 0, 1, 2… in the order first seen, and keeps
 * their ids compactly: an id of LINE's form is four words in pages of typed arrays and a slot in
 * an open-addressing table, not a string and a map entry each. A national send registers
 * 10,000,000 users; held as strings in a Map they were 1.5 GiB of heap that the garbage collector
 * marked again and again during the send. Any other id (tests use a few) is kept as it is.
 */
export class UserRegister {
  private readonly ids = new PagedWords(WORDS);
  /**
   * Each slot two words: 0 when free, else a registered user's number + 1; and the hash of its id,
   * where most probes end without reading the id.
   */
  private slots = new Uint32Array(FIRST_SLOTS * 2);
  private otherNumbers = new Map<string, number>();
  private otherIds = new Map<number, string>();
  private count = 0;
  private readonly words = new Uint32Array(WORDS);

  get size(): number {
    return this.count;
  }

  /** The user's number, registering them first if they are new. */
  add(userId: string): number {
    const words = this.words;
    if (!readWords(userId, words)) return this.addOther(userId);
    const found = this.slotOf(words);
    if (found.number !== undefined) return found.number;
    const number = this.count;
    this.count += 1;
    for (let word = 0; word < WORDS; word += 1) this.ids.set(number, word, words[word] ?? 0);
    this.slots[found.slot * 2] = number + 1;
    this.slots[found.slot * 2 + 1] = found.hash;
    const compactCount = this.count - this.otherIds.size;
    if (compactCount > (this.slots.length >>> 1) * MAX_LOAD) this.growSlots();
    return number;
  }

  /** The user's number; undefined for a user never added. */
  find(userId: string): number | undefined {
    const words = this.words;
    if (!readWords(userId, words)) return this.otherNumbers.get(userId);
    return this.slotOf(words).number;
  }

  idOf(number: number): string {
    const other = this.otherIds.get(number);
    if (other !== undefined) return other;
    if (number < 0 || number >= this.count) throw new RangeError(`no user ${number}`);
    let id = 'U';
    for (let word = 0; word < WORDS; word += 1) {
      const value = this.ids.get(number, word);
      id += hexOf(value >>> 24) + hexOf((value >>> 16) & 255) + hexOf((value >>> 8) & 255);
      id += hexOf(value & 255);
    }
    return id;
  }

  /** The slot holding the id of `words` and its user's number, or the free slot it would take. */
  private slotOf(words: Uint32Array): { slot: number; hash: number; number?: number } {
    const slots = this.slots;
    const mask = (slots.length >>> 1) - 1;
    const hash = hashOf(words);
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = slots[slot * 2] ?? 0;
      if (held === 0) return { slot, hash };
      if (slots[slot * 2 + 1] === hash && this.holds(held - 1, words)) {
        return { slot, hash, number: held - 1 };
      }
    }
  }

  private addOther(userId: string): number {
    const known = this.otherNumbers.get(userId);
    if (known !== undefined) return known;
    const number = this.count;
    this.count += 1;
    this.otherNumbers.set(userId, number);
    this.otherIds.set(number, userId);
    return number;
  }

  private holds(number: number, words: Uint32Array): boolean {
    const ids = this.ids;
    return (
      ids.get(number, 0) === words[0] &&
      ids.get(number, 1) === words[1] &&
      ids.get(number, 2) === words[2] &&
      ids.get(number, 3) === words[3]
    );
  }

  private growSlots(): void {
    const from = this.slots;
    const slots = new Uint32Array(from.length * 2);
    const mask = (slots.length >>> 1) - 1;
    for (let index = 0; index < from.length; index += 2) {
      const held = from[index] ?? 0;
      if (held === 0) continue;
      const hash = from[index + 1] ?? 0;
      let slot = hash & mask;
      while (slots[slot * 2] !== 0) slot = (slot + 1) & mask;
      slots[slot * 2] = held;
      slots[slot * 2 + 1] = hash;
    }
    this.slots = slots;
  }
}
