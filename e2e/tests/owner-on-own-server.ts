// A server of a spec's own (own-server.ts) with its first owner set up through the first-run
// API and signed in, in a browser context of theirs: what the interview editor's specs start
// from. Closed together by `stop`.
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from '@playwright/test';
import { E2E_ORGANISER, signInAsOrganiser } from '../organiser.ts';
import { E2E_PLATFORM_PRIVATE_KEY } from '../platform-key.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

export interface OwnerOnOwnServer {
  server: OwnServer;
  /** Requests to the server with no session (the setup, `/metrics`). */
  api: APIRequestContext;
  /** The owner's signed-in browser context. */
  owner: BrowserContext;
  stop(): Promise<void>;
}

/** Starts the server (the local platform's private key known to the test, plus `env`). */
export async function startOwnerOnOwnServer(
  browser: Browser,
  env: Record<string, string> = {},
): Promise<OwnerOnOwnServer> {
  const server = await startOwnServer({
    env: { LOCAL_PLATFORM_PRIVATE_KEY: E2E_PLATFORM_PRIVATE_KEY, ...env },
  });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const setup = await api.post('/api/admin/setup', {
    headers: { origin: server.url },
    data: { code: server.setupCode, ...E2E_ORGANISER },
  });
  expect(setup.ok()).toBe(true);
  const owner = await browser.newContext({ baseURL: server.url });
  await signInAsOrganiser(owner.request, server.url);
  return {
    server,
    api,
    owner,
    async stop() {
      await owner.close();
      await api.dispose();
      await server.stop();
    },
  };
}
