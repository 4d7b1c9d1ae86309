import { describe, expect, it } from 'vitest';
import { guardedObserver } from './guarded-observer.ts';

describe('guardedObserver', () => {
  it('passes each milestone on, and logs a fault of the observer instead of throwing it', () => {
    const seen: string[] = [];
    const logged: string[] = [];
    const observer = guardedObserver(
      {
        callOpened: (id) => seen.push(`opened ${id}`),
        firstAudio: (id, ms) => seen.push(`audio ${id} ${ms}`),
        callEnded: () => {
          throw new Error('metrics down');
        },
      },
      (line) => logged.push(line),
    );
    observer.callOpened('c1');
    observer.firstAudio('c1', 120);
    expect(() => observer.callEnded('c1')).not.toThrow();
    expect(() => observer.callFinished('c1')).not.toThrow();
    expect(seen).toEqual(['opened c1', 'audio c1 120']);
    expect(logged).toEqual(['call c1: observer failed: Error: metrics down']);
  });
});
