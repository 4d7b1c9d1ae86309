// Puts the dashboard in the state a signed-in Lighthouse run measures: sign-ups made
// through the product's public API (`POST /api/onboarding`, the server started with no sign-up
// rate limit) and a session of the owner the server created from ADMIN_EMAIL/ADMIN_PASSWORD.

/** The owner the bench's server creates at start (its ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BENCH_OWNER = { email: 'lighthouse@example.com', password: 'lighthouse bench 1234' };

/** Environment for the bench's server: the owner, and no rate limit on sign-ups or sign-ins. */
export const SEEDABLE_SERVER_ENV = {
  ADMIN_EMAIL: BENCH_OWNER.email,
  ADMIN_PASSWORD: BENCH_OWNER.password,
  SIGNUP_RATE_LIMIT: '0',
  AUTH_SIGNIN_RATE_LIMIT: '0',
};

/** Sends `count` sign-ups (one onboarding record each), `parallel` at a time; throws on the first refusal. */
export async function seedOnboardings(baseUrl: string, count: number, parallel = 8): Promise<void> {
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = (next += 1);
      const answer = await fetch(`${baseUrl}/api/onboarding`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify({
          email: `lighthouse-${index}@example.com`,
          user_agent: 'lighthouse-bench',
          referrer: null,
        }),
      });
      await answer.arrayBuffer();
      if (answer.status !== 201) throw new Error(`sign-up ${index} answered ${answer.status}`);
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Signs the bench's owner in; answers the `Cookie` header that carries the session. */
export async function ownerSessionCookie(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(BENCH_OWNER),
  });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`the owner's sign-in answered ${answer.status}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error("the owner's sign-in set no cookie");
  return cookie;
}
