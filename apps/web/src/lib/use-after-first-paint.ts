import { useEffect, useState } from 'react';
import { afterFirstPaint } from './after-first-paint.ts';

/**
 * False until the page has shown its first content (at once on a later screen of the same
 * page): a part rendered only then does not fetch its code before that first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted;
}
