import { createHash } from 'node:crypto';

/**
 * The texts of pieces transcribed lately, by their audio, so that a piece is transcribed once:
 * the partials of a turn being spoken share its leading pieces (`splitAtPauses` cuts a growing
 * turn where it cuts the finished one), and the final finds them done and transcribes only its
 * last piece. Holds the latest `capacity` pieces (a few kilobytes of text).
 */
export interface PieceMemory {
  /** The key of a piece's audio: equal keys, equal samples. */
  keyOf(piece: Int16Array): string;
  /** The text of the piece with this key, if it was transcribed lately. */
  recall(key: string): string | undefined;
  remember(key: string, text: string): void;
}

export function createPieceMemory(capacity = 64): PieceMemory {
  const texts = new Map<string, string>();
  return {
    // A digest of the samples: hashing a 20 s piece takes about a millisecond.
    keyOf: (piece) =>
      `${piece.length}:${createHash('sha1')
        .update(new Uint8Array(piece.buffer, piece.byteOffset, piece.byteLength))
        .digest('base64')}`,
    recall(key) {
      const text = texts.get(key);
      if (text !== undefined) {
        // Used again: kept longer.
        texts.delete(key);
        texts.set(key, text);
      }
      return text;
    },
    remember(key, text) {
      texts.set(key, text);
      while (texts.size > capacity) texts.delete(texts.keys().next().value!);
    },
  };
}
