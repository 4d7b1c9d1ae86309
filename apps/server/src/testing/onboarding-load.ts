// Steady sign-ups against running servers, recording what each visitor was told, for tests
// that break things underneath (signals, kill -9, cut connections) and then check the outcome.

/** What one `POST /api/onboarding` ended with. */
export interface OnboardingOutcome {
  email: string;
  /** The HTTP status, or undefined when no answer arrived (refused or dropped connection). */
  status?: number;
  /** The error code of a JSON error answer. */
  code?: string;
  /** False when an error status came without a JSON error body. */
  jsonError?: boolean;
  at: number;
}

export interface OnboardingLoad {
  /** Stops sending and resolves with every request's outcome, in the order they ended. */
  stop(): Promise<OnboardingOutcome[]>;
  /** The outcomes so far. */
  outcomes: OnboardingOutcome[];
}

/**
 * `concurrency` loops, each signing up a new e-mail (`<prefix>-<n>@example.com`) against
 * `urls` in turn (several server copies), pausing `pauseMs` between requests.
 */
export function startOnboardingLoad(
  urls: () => string[],
  options: { prefix: string; concurrency?: number; pauseMs?: number },
): OnboardingLoad {
  const { prefix, concurrency = 4, pauseMs = 10 } = options;
  const outcomes: OnboardingOutcome[] = [];
  let running = true;
  let next = 0;
  const loop = async () => {
    while (running) {
      const n = next++;
      const email = `${prefix}-${n}@example.com`;
      const targets = urls();
      const url = targets[n % targets.length];
      outcomes.push(await postOnboarding(`${url}/api/onboarding`, email));
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

async function postOnboarding(url: string, email: string): Promise<OnboardingOutcome> {
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
