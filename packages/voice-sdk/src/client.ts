import { BaseClient } from './core/base-client.ts';
import { Analytics } from './resources/analytics.ts';
import { Assistants } from './resources/assistants.ts';
import { Calls } from './resources/calls.ts';
import { Campaigns } from './resources/campaigns.ts';
import { Chats } from './resources/chats.ts';
import { Credentials } from './resources/credentials.ts';
import { Files } from './resources/files.ts';
import { KnowledgeBases } from './resources/knowledge-bases.ts';
import { Logs } from './resources/logs.ts';
import { Orgs } from './resources/orgs.ts';
import { PhoneNumbers } from './resources/phone-numbers.ts';
import { Providers } from './resources/providers.ts';
import { Sessions } from './resources/sessions.ts';
import { Squads } from './resources/squads.ts';
import { SupportTickets } from './resources/support-tickets.ts';
import { Templates } from './resources/templates.ts';
import { TestSuites } from './resources/test-suites.ts';
import { Tokens } from './resources/tokens.ts';
import { Tools } from './resources/tools.ts';
import { VoiceLibrary } from './resources/voice-library.ts';
import { Workflows } from './resources/workflows.ts';

/**
 * The voice platform's REST API: one namespace per resource, one method per endpoint, typed
 * from our OpenAPI description. Every call sends the bearer key (except
 * `credentials.webhook`), retries 408/409/429/5xx and network failures with back-off, and
 * throws a typed error (`NotFoundError`, `RateLimitError` …) for a non-OK answer.
 *
 * Options: `apiKey`, `baseURL` (default `https://api.vapi.ai`), `timeout` (ms, default
 * 60 000), `maxRetries` (default 2), `fetch`, `defaultHeaders`; each method also takes
 * per-request options last.
 *
 * @example
 * import { VoiceClient } from '@vibe/voice-sdk';
 *
 * const client = new VoiceClient({ apiKey: process.env.VAPI_API_KEY });
 * const assistant = await client.assistants.create({ name: 'Ava', firstMessage: 'Hi!' });
 * for await (const call of client.calls.list({ assistantId: assistant.id })) console.log(call.status);
 */
export class VoiceClient extends BaseClient {
  /** Phone and web calls. */
  calls = new Calls(this);
  /** Text chats, including OpenAI Responses-style and web chats. */
  chats = new Chats(this);
  /** Outbound call campaigns. */
  campaigns = new Campaigns(this);
  /** Sessions that keep a conversation's context across chats. */
  sessions = new Sessions(this);
  /** Assistants and their versions. */
  assistants = new Assistants(this);
  /** Phone numbers. */
  phoneNumbers = new PhoneNumbers(this);
  /** Tools assistants can call. */
  tools = new Tools(this);
  /** Uploaded files. */
  files = new Files(this);
  /** Knowledge bases. */
  knowledgeBases = new KnowledgeBases(this);
  /** Workflows. */
  workflows = new Workflows(this);
  /** Squads of assistants. */
  squads = new Squads(this);
  /** Test suites with their tests and runs. */
  testSuites = new TestSuites(this);
  /** Analytics queries. */
  analytics = new Analytics(this);
  /** Call logs and request/webhook logs. */
  logs = new Logs(this);
  /** Organisations with their users, invites, roles and auth tokens. */
  orgs = new Orgs(this);
  /** API keys. */
  tokens = new Tokens(this);
  /** Provider credentials. */
  credentials = new Credentials(this);
  /** Tool templates, including pinned ones. */
  templates = new Templates(this);
  /** The library of voices per provider. */
  voiceLibrary = new VoiceLibrary(this);
  /** Workflow and voice provider integrations. */
  providers = new Providers(this);
  /** Support tickets. */
  supportTickets = new SupportTickets(this);
}
