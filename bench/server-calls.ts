// Calls on the product's own server, opened the way the landing page opens them, and a
// keep-alive client that asks `/healthz` at a steady rate (how long the server's event loop
// keeps a probe waiting).
import { Agent, get } from 'node:http';

async function json(response: Response, expected: number): Promise<unknown> {
  const body = await response.text();
  if (response.status !== expected) {
    throw new Error(`${response.url}: HTTP ${response.status} ${body.slice(0, 200)}`);
  }
  return JSON.parse(body);
}

const post = (url: string, body: unknown, bearer?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });

/**
 * Opens `count` interviews as visitors do: onboarding, the web call with the public key and the
 * interview's id, then the interview's start with the call's id. Answers the calls' socket URLs.
 */
export async function openInterviewCalls(serverUrl: string, count: number): Promise<string[]> {
  const voice = (await json(await fetch(`${serverUrl}/api/voice-config`), 200)) as {
    publicKey: string;
    assistantId: string;
    apiBaseUrl: string;
  };
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `spoken-${process.pid}-${Date.now()}-${i}@example.com`;
    const { interview } = (await json(
      await post(`${serverUrl}/api/onboarding`, { email, user_agent: 'bench' }),
      201,
    )) as { interview: { id: string; token: string } };
    const call = (await json(
      await post(
        `${voice.apiBaseUrl}/call/web`,
        {
          assistantId: voice.assistantId,
          assistantOverrides: { metadata: { interviewId: interview.id } },
        },
        voice.publicKey,
      ),
      201,
    )) as { id: string; webCallUrl: string };
    await json(
      await post(
        `${serverUrl}/api/interviews/${interview.id}/start`,
        { started_at: new Date().toISOString(), call_id: call.id },
        interview.token,
      ),
      200,
    );
    urls.push(call.webCallUrl);
  }
  return urls;
}

/** A probe of `/healthz` every `everyMs` over kept-alive sockets, each timed to its answer. */
export function probeHealth(serverUrl: string, everyMs = 20) {
  const agent = new Agent({ keepAlive: true });
  /** When each probe went out (epoch ms) and how long its answer took. */
  let samples: { sentAt: number; ms: number }[] = [];
  let failures = 0;
  const probe = () => {
    const sent = performance.now();
    get(`${serverUrl}/healthz`, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        const ms = performance.now() - sent;
        if (response.statusCode === 200)
          samples.push({ sentAt: performance.timeOrigin + sent, ms });
        else failures++;
      });
    }).on('error', () => failures++);
  };
  // Open loop: a probe goes out on time even when the one before is still waiting.
  const timer = setInterval(probe, everyMs);
  return {
    /** The timings since the last call (or the start), and failed probes. */
    take() {
      const taken = { samples, failures };
      samples = [];
      failures = 0;
      return taken;
    },
    stop() {
      clearInterval(timer);
      agent.destroy();
    },
  };
}
