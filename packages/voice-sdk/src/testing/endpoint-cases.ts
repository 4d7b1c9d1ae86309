// Test-only: one row per SDK method — the call, and the request it must send. The method and
// path template of each row come from the OpenAPI document (by operationId), so the same table
// checks the SDK against the recording server now and can drive the local platform later.
import type { VoiceClient } from '../client.ts';
import type { operations } from '../generated/openapi.ts';

/** A multipart part the request must carry: text, or a file `{ name, text }`. */
export type FormPart = string | { name: string; text: string };

/** One SDK method and the request it must send. */
export interface EndpointCase {
  /** The OpenAPI operation the method implements. */
  op: keyof operations;
  /** The arguments the method is called with; an object last is the JSON body, if any. */
  args: unknown[];
  /** Calls the method; `await`ing the result yields the typed answer or the first page. */
  call: (client: VoiceClient) => PromiseLike<unknown>;
  /** The concrete path the request must go to. */
  path: string;
  /** The query it must carry, as sent on the wire (repeated keys as arrays). */
  query?: Record<string, string | string[]>;
  /** The multipart fields it must carry (repeated fields as arrays). */
  form?: Record<string, FormPart | FormPart[]>;
}

type Method = (...args: unknown[]) => PromiseLike<unknown>;
type Args<F> = F extends (...args: infer A) => unknown ? A : never;

/**
 * Binds a resource of the client: `on((c) => c.calls)('update', id, body)` gives a case's
 * `args` and `call`, with the arguments type-checked against the method.
 */
function on<R extends object>(pick: (client: VoiceClient) => R) {
  return <K extends keyof R>(method: K, ...args: Args<R[K]>) => ({
    args: args as unknown[],
    call: (client: VoiceClient) => {
      const resource = pick(client);
      return (resource[method] as Method).apply(resource, args as unknown[]);
    },
  });
}

export const ID = '5f0c2a4e-6b1d-4c8e-9a3f-1d2e3f4a5b6c';
export const SUITE = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const MEMBER = '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e';
const SINCE = '2025-06-01T00:00:00.000Z';

const file = (text: string, name: string) => new File([text], name, { type: 'text/plain' });

const analytics = on((c) => c.analytics);
const assistants = on((c) => c.assistants);
const assistantsVersions = on((c) => c.assistants.versions);
const calls = on((c) => c.calls);
const campaigns = on((c) => c.campaigns);
const chats = on((c) => c.chats);
const credentials = on((c) => c.credentials);
const files = on((c) => c.files);
const knowledgeBases = on((c) => c.knowledgeBases);
const logs = on((c) => c.logs);
const orgs = on((c) => c.orgs);
const orgsAuth = on((c) => c.orgs.auth);
const orgsInvites = on((c) => c.orgs.invites);
const orgsRoles = on((c) => c.orgs.roles);
const orgsUsers = on((c) => c.orgs.users);
const phoneNumbers = on((c) => c.phoneNumbers);
const providers = on((c) => c.providers);
const sessions = on((c) => c.sessions);
const squads = on((c) => c.squads);
const supportTickets = on((c) => c.supportTickets);
const templates = on((c) => c.templates);
const templatesPinned = on((c) => c.templates.pinned);
const testSuites = on((c) => c.testSuites);
const testSuitesRuns = on((c) => c.testSuites.runs);
const testSuitesTests = on((c) => c.testSuites.tests);
const tokens = on((c) => c.tokens);
const tools = on((c) => c.tools);
const voiceLibrary = on((c) => c.voiceLibrary);
const workflows = on((c) => c.workflows);

export const endpointCases: EndpointCase[] = [
  // calls
  {
    op: 'CallController_create',
    ...calls('create', { assistantId: ID, customer: { number: '+14155550100' } }),
    path: '/call',
  },
  {
    op: 'CallController_findAll',
    ...calls('list', { assistantId: ID, limit: 10, createdAtGt: SINCE }),
    path: '/call',
    query: { assistantId: ID, limit: '10', createdAtGt: SINCE },
  },
  { op: 'CallController_findOne', ...calls('retrieve', ID), path: `/call/${ID}` },
  {
    op: 'CallController_update',
    ...calls('update', ID, { name: 'Follow-up' }),
    path: `/call/${ID}`,
  },
  { op: 'CallController_deleteCallData', ...calls('delete', ID), path: `/call/${ID}` },
  {
    op: 'CallController_createPhoneCall',
    ...calls('createPhone', { assistantId: ID, phoneNumberId: ID }),
    path: '/call/phone',
  },
  {
    op: 'CallController_createWebCall',
    ...calls('createWeb', {
      assistantId: ID,
      assistantOverrides: { variableValues: { who: 'Ada' } },
    }),
    path: '/call/web',
  },
  {
    op: 'CallController_exportCalls',
    ...calls('export', { columns: ['id', 'cost'], async: false }),
    path: '/v2/call/export',
    query: { columns: ['id', 'cost'], async: 'false' },
  },
  {
    op: 'CallController_findAllPaginated',
    ...calls('listPaginated', { idAny: ['a', 'b'], costGe: 1, page: 2, sortOrder: 'ASC' }),
    path: '/v2/call',
    query: { idAny: ['a', 'b'], costGe: '1', page: '2', sortOrder: 'ASC' },
  },
  {
    op: 'CallController_findAllMetadataPaginated',
    ...calls('metadata', { endedReason: 'customer-ended-call' }),
    path: '/v2/call/metadata',
    query: { endedReason: 'customer-ended-call' },
  },
  // chats
  {
    op: 'ChatController_listChats',
    ...chats('list', { sessionId: ID, page: 1 }),
    path: '/chat',
    query: { sessionId: ID, page: '1' },
  },
  {
    op: 'ChatController_createChat',
    ...chats('create', { assistantId: ID, input: 'Hello' }),
    path: '/chat',
  },
  { op: 'ChatController_getChat', ...chats('retrieve', ID), path: `/chat/${ID}` },
  { op: 'ChatController_deleteChat', ...chats('delete', ID), path: `/chat/${ID}` },
  {
    op: 'ChatController_createOpenAIChat',
    ...chats('responses', { assistantId: ID, input: 'Hi', stream: false }),
    path: '/chat/responses',
  },
  {
    op: 'ChatController_createWebChat',
    ...chats('web', { assistantId: ID, input: [{ role: 'user', content: 'Hi' }] }),
    path: '/chat/web',
  },
  {
    op: 'ChatController_createOpenAiWebChat',
    ...chats('webResponses', { assistantId: ID, input: 'Hi', sessionId: ID, stream: false }),
    path: '/chat/web/responses',
  },
  // campaigns
  {
    op: 'CampaignController_create',
    ...campaigns('create', {
      name: 'Renewals',
      phoneNumberId: ID,
      assistantId: ID,
      customers: [{ number: '+14155550100' }],
    }),
    path: '/campaign',
  },
  {
    op: 'CampaignController_findAll',
    ...campaigns('list', { limit: 5 }),
    path: '/campaign',
    query: { limit: '5' },
  },
  {
    op: 'CampaignController_findAllPaginated',
    ...campaigns('listPaginated', { status: 'ended', page: 3 }),
    path: '/campaign/paginated',
    query: { status: 'ended', page: '3' },
  },
  {
    op: 'CampaignController_findOne',
    ...campaigns('retrieve', ID),
    path: `/campaign/${ID}`,
  },
  {
    op: 'CampaignController_update',
    ...campaigns('update', ID, { status: 'ended' }),
    path: `/campaign/${ID}`,
  },
  { op: 'CampaignController_remove', ...campaigns('delete', ID), path: `/campaign/${ID}` },
  // sessions
  {
    op: 'SessionController_create',
    ...sessions('create', { assistantId: ID, expirationSeconds: 3600 }),
    path: '/session',
  },
  {
    op: 'SessionController_findAllPaginated',
    ...sessions('list', { name: 'support', sortOrder: 'DESC' }),
    path: '/session',
    query: { name: 'support', sortOrder: 'DESC' },
  },
  { op: 'SessionController_findOne', ...sessions('retrieve', ID), path: `/session/${ID}` },
  {
    op: 'SessionController_update',
    ...sessions('update', ID, { status: 'completed' }),
    path: `/session/${ID}`,
  },
  { op: 'SessionController_remove', ...sessions('delete', ID), path: `/session/${ID}` },
  // support
  {
    op: 'SupportController_createTicket',
    ...supportTickets('create', {
      category: 'bug-report',
      subject: 'Echo',
      message: 'The assistant hears itself.',
    }),
    path: '/support/ticket',
  },
  // assistants
  {
    op: 'AssistantController_create',
    ...assistants('create', {
      name: 'Ava',
      firstMessage: 'Hi!',
      model: {
        provider: 'openai',
        model: 'gpt-4o',
        messages: [{ role: 'system', content: 'Be brief.' }],
      },
      voice: { provider: 'vapi', voiceId: 'Elliot' },
    }),
    path: '/assistant',
  },
  {
    op: 'AssistantController_findAll',
    ...assistants('list', { limit: 2, updatedAtLe: SINCE }),
    path: '/assistant',
    query: { limit: '2', updatedAtLe: SINCE },
  },
  {
    op: 'AssistantController_findAllPaginated',
    ...assistants('listPaginated', { page: 2 }),
    path: '/v2/assistant',
    query: { page: '2' },
  },
  {
    op: 'AssistantController_findOne',
    ...assistants('retrieve', ID),
    path: `/assistant/${ID}`,
  },
  {
    op: 'AssistantController_update',
    ...assistants('update', ID, { firstMessage: 'Hello again!' }),
    path: `/assistant/${ID}`,
  },
  {
    op: 'AssistantController_replace',
    ...assistants('replace', ID, { name: 'Ava 2' }),
    path: `/assistant/${ID}`,
  },
  {
    op: 'AssistantController_remove',
    ...assistants('delete', ID),
    path: `/assistant/${ID}`,
  },
  {
    op: 'AssistantController_findVersions',
    ...assistantsVersions('list', ID, { limit: 20, pageState: 'abc' }),
    path: `/assistant/${ID}/version`,
    query: { limit: '20', pageState: 'abc' },
  },
  // phone numbers
  {
    op: 'PhoneNumberController_importTwilio',
    ...phoneNumbers('importTwilio', { twilioPhoneNumber: '+14155550100', twilioAccountSid: 'AC1' }),
    path: '/phone-number/import/twilio',
  },
  {
    op: 'PhoneNumberController_importVonage',
    ...phoneNumbers('importVonage', { vonagePhoneNumber: '+14155550100', credentialId: ID }),
    path: '/phone-number/import/vonage',
  },
  {
    op: 'PhoneNumberController_create',
    ...phoneNumbers('create', { provider: 'vapi', numberDesiredAreaCode: '415', assistantId: ID }),
    path: '/phone-number',
  },
  {
    op: 'PhoneNumberController_findAll',
    ...phoneNumbers('list'),
    path: '/phone-number',
  },
  {
    op: 'PhoneNumberController_findAllPaginated',
    ...phoneNumbers('listPaginated', { sortOrder: 'ASC' }),
    path: '/v2/phone-number',
    query: { sortOrder: 'ASC' },
  },
  {
    op: 'PhoneNumberController_findOne',
    ...phoneNumbers('retrieve', ID),
    path: `/phone-number/${ID}`,
  },
  {
    op: 'PhoneNumberController_update',
    ...phoneNumbers('update', ID, { name: 'Front desk' }),
    path: `/phone-number/${ID}`,
  },
  {
    op: 'PhoneNumberController_remove',
    ...phoneNumbers('delete', ID),
    path: `/phone-number/${ID}`,
  },
  // tools
  {
    op: 'ToolController_create',
    ...tools('create', { type: 'function', function: { name: 'get_weather' } }),
    path: '/tool',
  },
  {
    op: 'ToolController_findAll',
    ...tools('list', { limit: 1 }),
    path: '/tool',
    query: { limit: '1' },
  },
  { op: 'ToolController_findOne', ...tools('retrieve', ID), path: `/tool/${ID}` },
  {
    op: 'ToolController_update',
    ...tools('update', ID, { type: 'function', async: true }),
    path: `/tool/${ID}`,
  },
  { op: 'ToolController_remove', ...tools('delete', ID), path: `/tool/${ID}` },
  // files
  {
    op: 'FileController_createDeprecated',
    ...files('upload', { file: file('old', 'old.txt') }),
    path: '/file/upload',
    form: { file: { name: 'old.txt', text: 'old' } },
  },
  {
    op: 'FileController_create',
    ...files('create', { file: file('Opening hours: 9-5', 'faq.txt'), purpose: 'assistant' }),
    path: '/file',
    form: { file: { name: 'faq.txt', text: 'Opening hours: 9-5' }, purpose: 'assistant' },
  },
  { op: 'FileController_findAll', ...files('list'), path: '/file' },
  { op: 'FileController_findOne', ...files('retrieve', ID), path: `/file/${ID}` },
  {
    op: 'FileController_update',
    ...files('update', ID, { name: 'faq-2025' }),
    path: `/file/${ID}`,
  },
  { op: 'FileController_remove', ...files('delete', ID), path: `/file/${ID}` },
  // knowledge bases
  {
    op: 'KnowledgeBaseController_create',
    ...knowledgeBases('create', {
      provider: 'custom-knowledge-base',
      server: { url: 'https://kb.example.com' },
    }),
    path: '/knowledge-base',
  },
  {
    op: 'KnowledgeBaseController_findAll',
    ...knowledgeBases('list'),
    path: '/knowledge-base',
  },
  {
    op: 'KnowledgeBaseController_findOne',
    ...knowledgeBases('retrieve', ID),
    path: `/knowledge-base/${ID}`,
  },
  {
    op: 'KnowledgeBaseController_update',
    ...knowledgeBases('update', ID, { name: 'FAQ' }),
    path: `/knowledge-base/${ID}`,
  },
  {
    op: 'KnowledgeBaseController_remove',
    ...knowledgeBases('delete', ID),
    path: `/knowledge-base/${ID}`,
  },
  // workflows
  {
    op: 'WorkflowController_create',
    ...workflows('create', {
      name: 'Booking',
      nodes: [{ type: 'conversation', name: 'greet', isStart: true }],
      edges: [],
    }),
    path: '/workflow',
  },
  { op: 'WorkflowController_findAll', ...workflows('list'), path: '/workflow' },
  {
    op: 'WorkflowController_findOne',
    ...workflows('retrieve', ID),
    path: `/workflow/${ID}`,
  },
  {
    op: 'WorkflowController_update',
    ...workflows('update', ID, { globalPrompt: 'Be kind.' }),
    path: `/workflow/${ID}`,
  },
  { op: 'WorkflowController_delete', ...workflows('delete', ID), path: `/workflow/${ID}` },
  {
    op: 'WorkflowController_generateFromTranscripts',
    ...workflows('generate', { toolIds: [ID] }),
    path: '/workflow/generate',
  },
  // squads
  {
    op: 'SquadController_create',
    ...squads('create', { name: 'Desk', members: [{ assistantId: ID }] }),
    path: '/squad',
  },
  {
    op: 'SquadController_findAll',
    ...squads('list', { createdAtLe: SINCE }),
    path: '/squad',
    query: { createdAtLe: SINCE },
  },
  { op: 'SquadController_findOne', ...squads('retrieve', ID), path: `/squad/${ID}` },
  {
    op: 'SquadController_update',
    ...squads('update', ID, { members: [{ assistantId: ID }] }),
    path: `/squad/${ID}`,
  },
  { op: 'SquadController_remove', ...squads('delete', ID), path: `/squad/${ID}` },
  // test suites
  {
    op: 'TestSuiteController_create',
    ...testSuites('create', { name: 'Support', targetPlan: { assistantId: ID } }),
    path: '/test-suite',
  },
  {
    op: 'TestSuiteController_findAllPaginated',
    ...testSuites('list', { page: 1, limit: 10 }),
    path: '/test-suite',
    query: { page: '1', limit: '10' },
  },
  {
    op: 'TestSuiteController_findOne',
    ...testSuites('retrieve', ID),
    path: `/test-suite/${ID}`,
  },
  {
    op: 'TestSuiteController_update',
    ...testSuites('update', ID, { name: 'Support v2' }),
    path: `/test-suite/${ID}`,
  },
  {
    op: 'TestSuiteController_remove',
    ...testSuites('delete', ID),
    path: `/test-suite/${ID}`,
  },
  {
    op: 'TestSuiteTestController_findAllPaginated',
    ...testSuitesTests('list', SUITE),
    path: `/test-suite/${SUITE}/test`,
  },
  {
    op: 'TestSuiteTestController_create',
    ...testSuitesTests('create', SUITE, {
      type: 'chat',
      script: 'Ask for hours.',
      scorers: [{ type: 'ai', rubric: 'Gives hours.' }],
    }),
    path: `/test-suite/${SUITE}/test`,
  },
  {
    op: 'TestSuiteTestController_findOne',
    ...testSuitesTests('retrieve', SUITE, ID),
    path: `/test-suite/${SUITE}/test/${ID}`,
  },
  {
    op: 'TestSuiteTestController_update',
    ...testSuitesTests('update', SUITE, ID, { numAttempts: 3 }),
    path: `/test-suite/${SUITE}/test/${ID}`,
  },
  {
    op: 'TestSuiteTestController_remove',
    ...testSuitesTests('delete', SUITE, ID),
    path: `/test-suite/${SUITE}/test/${ID}`,
  },
  {
    op: 'TestSuiteRunController_findAllPaginated',
    ...testSuitesRuns('list', SUITE, { sortOrder: 'ASC' }),
    path: `/test-suite/${SUITE}/run`,
    query: { sortOrder: 'ASC' },
  },
  {
    op: 'TestSuiteRunController_create',
    ...testSuitesRuns('create', SUITE, { name: 'nightly' }),
    path: `/test-suite/${SUITE}/run`,
  },
  {
    op: 'TestSuiteRunController_findOne',
    ...testSuitesRuns('retrieve', SUITE, ID),
    path: `/test-suite/${SUITE}/run/${ID}`,
  },
  {
    op: 'TestSuiteRunController_update',
    ...testSuitesRuns('update', SUITE, ID, { name: 'rerun' }),
    path: `/test-suite/${SUITE}/run/${ID}`,
  },
  {
    op: 'TestSuiteRunController_remove',
    ...testSuitesRuns('delete', SUITE, ID),
    path: `/test-suite/${SUITE}/run/${ID}`,
  },
  // analytics
  {
    op: 'AnalyticsController_query',
    ...analytics('query', {
      queries: [
        { table: 'call', name: 'spend', operations: [{ operation: 'sum', column: 'cost' }] },
      ],
    }),
    path: '/analytics',
  },
  // logs
  {
    op: 'LoggingController_callLogsQuery',
    ...logs('listCallLogs', { callId: ID, page: 2 }),
    path: '/log',
    query: { callId: ID, page: '2' },
  },
  {
    op: 'LoggingController_callLogsDeleteQuery',
    ...logs('deleteCallLogs', { callId: ID }),
    path: '/log',
    query: { callId: ID },
  },
  {
    op: 'LoggingController_logsQuery',
    ...logs('list', { type: 'Webhook', assistantId: ID }),
    path: '/logs',
    query: { type: 'Webhook', assistantId: ID },
  },
  {
    op: 'LoggingController_logsDeleteQuery',
    ...logs('delete', { type: 'API', callId: ID }),
    path: '/logs',
    query: { type: 'API', callId: ID },
  },
  // orgs
  {
    op: 'OrgController_create',
    ...orgs('create', { name: 'Acme' }),
    path: '/org',
  },
  { op: 'OrgController_findAll', ...orgs('list'), path: '/org' },
  { op: 'OrgController_findOne', ...orgs('retrieve', ID), path: `/org/${ID}` },
  {
    op: 'OrgController_update',
    ...orgs('update', ID, { billingLimit: 100 }),
    path: `/org/${ID}`,
  },
  { op: 'OrgController_deleteOrg', ...orgs('delete', ID), path: `/org/${ID}` },
  { op: 'OrgController_findAllUsers', ...orgsUsers('list', ID), path: `/org/${ID}/user` },
  { op: 'OrgController_orgLeave', ...orgs('leave', ID), path: `/org/${ID}/leave` },
  {
    op: 'OrgController_orgRemoveUser',
    ...orgs('removeMember', ID, MEMBER),
    path: `/org/${ID}/member/${MEMBER}/leave`,
  },
  {
    op: 'OrgController_usersInvite',
    ...orgsInvites('create', ID, { emails: ['ada@example.com'], role: 'editor' }),
    path: `/org/${ID}/invite`,
  },
  {
    op: 'OrgController_userUpdate',
    ...orgsRoles('update', ID, { userId: MEMBER, role: 'viewer' }),
    path: `/org/${ID}/role`,
  },
  { op: 'OrgController_orgToken', ...orgsAuth('retrieve', ID), path: `/org/${ID}/auth` },
  // tokens
  {
    op: 'TokenController_create',
    ...tokens('create', {
      tag: 'public',
      restrictions: { allowedOrigins: ['https://example.com'] },
    }),
    path: '/token',
  },
  { op: 'TokenController_findAll', ...tokens('list'), path: '/token' },
  { op: 'TokenController_findOne', ...tokens('retrieve', ID), path: `/token/${ID}` },
  {
    op: 'TokenController_update',
    ...tokens('update', ID, { name: 'web' }),
    path: `/token/${ID}`,
  },
  { op: 'TokenController_remove', ...tokens('delete', ID), path: `/token/${ID}` },
  // credentials
  {
    op: 'CredentialController_create',
    ...credentials('create', { provider: 'openai', apiKey: 'sk-openai', name: 'OpenAI' }),
    path: '/credential',
  },
  { op: 'CredentialController_findAll', ...credentials('list'), path: '/credential' },
  {
    op: 'CredentialController_findOne',
    ...credentials('retrieve', ID),
    path: `/credential/${ID}`,
  },
  {
    op: 'CredentialController_update',
    ...credentials('update', ID, { name: 'OpenAI prod' }),
    path: `/credential/${ID}`,
  },
  {
    op: 'CredentialController_remove',
    ...credentials('delete', ID),
    path: `/credential/${ID}`,
  },
  {
    op: 'CredentialController_generateSession',
    ...credentials('createSession', { provider: 'slack.oauth2-authorization' }),
    path: '/credential/session',
  },
  {
    op: 'CredentialController_handleWebhook',
    ...credentials('webhook', {
      type: 'auth',
      operation: 'creation',
      from: 'broker',
      connectionId: 'conn-1',
      authMode: 'OAUTH2',
      providerConfigKey: 'slack',
      provider: 'slack',
      environment: 'prod',
      success: true,
      endUser: { id: 'u1' },
    }),
    path: '/credential/webhook',
  },
  {
    op: 'CredentialController_credentialActionTrigger',
    ...credentials('trigger', { action_name: 'send', input: { text: 'hi' } }),
    path: '/credential/trigger',
  },
  // templates
  {
    op: 'TemplateController_create',
    ...templates('create', { type: 'tool', name: 'Weather', provider: 'function' }),
    path: '/template',
  },
  {
    op: 'TemplateController_findAll',
    ...templates('list', { visibility: 'public', provider: 'make' }),
    path: '/template',
    query: { visibility: 'public', provider: 'make' },
  },
  {
    op: 'TemplateController_findAllPinned',
    ...templatesPinned('list'),
    path: '/template/pinned',
  },
  {
    op: 'TemplateController_findOne',
    ...templates('retrieve', ID),
    path: `/template/${ID}`,
  },
  {
    op: 'TemplateController_update',
    ...templates('update', ID, { type: 'tool', visibility: 'public' }),
    path: `/template/${ID}`,
  },
  { op: 'TemplateController_remove', ...templates('delete', ID), path: `/template/${ID}` },
  // voice library
  {
    op: 'VoiceLibraryController_voiceGetByProvider',
    ...voiceLibrary('list', '11labs', { gender: 'female', keyword: 'warm' }),
    path: '/voice-library/11labs',
    query: { gender: 'female', keyword: 'warm' },
  },
  {
    op: 'VoiceLibraryController_voiceGetAccentsByProvider',
    ...voiceLibrary('accents', 'azure'),
    path: '/voice-library/azure/accents',
  },
  {
    op: 'VoiceLibraryController_voiceLibrarySyncByProvider',
    ...voiceLibrary('sync', 'cartesia'),
    path: '/voice-library/sync/cartesia',
  },
  {
    op: 'VoiceLibraryController_voiceLibrarySyncDefaultVoices',
    ...voiceLibrary('syncAll', { providers: ['11labs', 'vapi'] }),
    path: '/voice-library/sync',
  },
  {
    op: 'VoiceLibraryController_voiceLibraryCreateSesameVoice',
    ...voiceLibrary('createSesameVoice', { voiceName: 'Maya', transcription: 'Hello there.' }),
    path: '/voice-library/create-sesame-voice',
  },
  // providers
  {
    op: 'ProviderController_getWorkflows',
    ...providers('workflows', 'ghl', { locationId: 'loc-1' }),
    path: '/ghl/workflows',
    query: { locationId: 'loc-1' },
  },
  {
    op: 'ProviderController_getWorkflowTriggerHook',
    ...providers('hooks', 'make', 'wf-9'),
    path: '/make/workflows/wf-9/hooks',
  },
  {
    op: 'ProviderController_getLocations',
    ...providers('locations', 'ghl'),
    path: '/ghl/locations',
  },
  {
    op: 'VoiceProviderController_searchVoices',
    ...providers('voicesSearch', '11labs', { name: 'Rachel' }),
    path: '/11labs/voices/search',
    query: { name: 'Rachel' },
  },
  {
    op: 'VoiceProviderController_searchVoice',
    ...providers('voiceSearch', '11labs', { name: 'Rachel' }),
    path: '/11labs/voice/search',
    query: { name: 'Rachel' },
  },
  {
    op: 'VoiceProviderController_addVoices',
    ...providers('voicesAdd', '11labs', { ownerId: 'o1', voiceId: 'v1', name: 'Rachel' }),
    path: '/11labs/voices/add',
  },
  {
    op: 'VoiceProviderController_addVoice',
    ...providers('voiceAdd', '11labs', { ownerId: 'o1', voiceId: 'v1', name: 'Rachel' }),
    path: '/11labs/voice/add',
  },
  {
    op: 'VoiceProviderController_cloneVoices',
    ...providers('cloneVoice', {
      name: 'Narrator',
      labels: '{"accent":"british"}',
      files: [file('one', 'a.mp3'), file('two', 'b.mp3')],
    }),
    path: '/11labs/voice/clone',
    form: {
      name: 'Narrator',
      labels: '{"accent":"british"}',
      files: [
        { name: 'a.mp3', text: 'one' },
        { name: 'b.mp3', text: 'two' },
      ],
    },
  },
];
