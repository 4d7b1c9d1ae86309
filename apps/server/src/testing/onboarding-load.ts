// Steady sign-ups against running servers, recording what each visitor was told, for tests
// that break things underneath (signals, kill -9, cut connections) and then check the outcome.

/** What one sign-up attempt ended with. */
export interface SignupOutcome {
  email: string;
  /** The HTTP status, or undefined when no answer arrived (refused or dropped connection). */
  status?: number;
  /** The error code of a JSON error answer. */
  code?: string;
  /** False when an error status came without a JSON error body. */
  jsonError?: boolean;
  at: number;
}

export interface SignupLoad {
  /** Stops sending and resolves with every attempt, in the order they ended. */
  stop(): Promise<SignupOutcome[]>;
  /** The attempts so far. */
  outcomes: SignupOutcome[];
}

/**
 * `concurrency` loops, each signing up a new e-mail (`<prefix>-<n>@example.com`) against
 * `urls` in turn (several server copies), pausing `pauseMs` between attempts.
 */
export function startSignupLoad(
  urls: () => string[],
  options: { prefix: string; concurrency?: number; pauseMs?: number },
): SignupLoad {
  const { prefix, concurrency = 4, pauseMs = 10 } = options;
  const outcomes: SignupOutcome[] = [];
  let running = true;
  let next = 0;
  const loop = async () => {
    while (running) {
      const n = next++;
      const email = `${prefix}-${n}@example.com`;
      const targets = urls();
      const url = targets[n % targets.length];
      outcomes.push(await attempt(`${url}/api/onboarding`, email));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: concurrency }, () => loop());
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

async function attempt(url: string, email: string): Promise<SignupOutcome> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let code: string | undefined;
    let jsonError = true;
    if (res.status >= 400) {
      try {
        code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
        jsonError = typeof code === 'string';
      } catch {
        jsonError = false;
      }
    }
    return { email, status: res.status, code, jsonError, at: Date.now() };
  } catch {
    return { email, at: Date.now() };
  }
}
