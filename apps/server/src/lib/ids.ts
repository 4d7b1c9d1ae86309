// UUIDv7 (RFC 9562): a millisecond timestamp followed by randomness, so ids sort by creation
// time. Within one millisecond a counter in the 12 "rand_a" bits keeps them increasing too, which
// lets "the newest interview" be found by ordering on the id alone.
import { randomBytes } from 'node:crypto';

let lastMs = -1;
let counter = 0;

/**
 * A new time-ordered UUID (version 7).
 * @param now the creation time (the app's clock), default the current time
 * @example newId() // '019a5c1e-7f3a-7c01-9e4b-2f1d0a6c8b13'
 */
export function newId(now: Date = new Date()): string {
  let ms = now.getTime();
  if (ms <= lastMs) {
    // Same millisecond, or a clock that went back: stay after the previous id.
    ms = lastMs;
    counter += 1;
    if (counter > 0xfff) {
      ms += 1;
      counter = 0;
    }
  } else {
    counter = randomBytes(2).readUInt16BE() & 0x3ff; // leave headroom for increments
  }
  lastMs = ms;
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` has the shape of a UUID (any version). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
