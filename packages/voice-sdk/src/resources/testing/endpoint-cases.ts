// Test-only: one row per SDK method — the call, and the request it must send. The method and
// path template of each row come from the OpenAPI document (by operationId), so the same table
// checks the SDK against the recording server now and can drive the local platform later.
import type { VoiceClient } from '../../client.ts';
import type { operations } from '../../generated/openapi.ts';

/** A multipart part the request must carry: text, or a file `{ name, text }`. */
export type FormPart = string | { name: string; text: string };

/** One SDK method and the request it must send. */
export interface EndpointCase {
  /** The OpenAPI operation the method implements. */
  op: keyof operations;
  /** Calls the method; `await`ing the result yields the typed answer or the first page. */
  call: (client: VoiceClient) => PromiseLike<unknown>;
  /** The concrete path the request must go to. */
  path: string;
  /** The query it must carry (repeated keys as arrays). */
  query?: Record<string, string | string[]>;
  /** The JSON body it must carry. */
  body?: unknown;
  /** The multipart fields it must carry (repeated fields as arrays). */
  form?: Record<string, FormPart | FormPart[]>;
}

export const ID = '5f0c2a4e-6b1d-4c8e-9a3f-1d2e3f4a5b6c';
export const SUITE = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const MEMBER = '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e';
const SINCE = '2025-06-01T00:00:00.000Z';

const file = (text: string, name: string) => new File([text], name, { type: 'text/plain' });

export const endpointCases: EndpointCase[] = [
  // calls
  {
    op: 'CallController_create',
    call: (c) => c.calls.create({ assistantId: ID, customer: { number: '+14155550100' } }),
    path: '/call',
    body: { assistantId: ID, customer: { number: '+14155550100' } },
  },
  {
    op: 'CallController_findAll',
    call: (c) => c.calls.list({ assistantId: ID, limit: 10, createdAtGt: SINCE }),
    path: '/call',
    query: { assistantId: ID, limit: '10', createdAtGt: SINCE },
  },
  { op: 'CallController_findOne', call: (c) => c.calls.retrieve(ID), path: `/call/${ID}` },
  {
    op: 'CallController_update',
    call: (c) => c.calls.update(ID, { name: 'Follow-up' }),
    path: `/call/${ID}`,
    body: { name: 'Follow-up' },
  },
  { op: 'CallController_deleteCallData', call: (c) => c.calls.delete(ID), path: `/call/${ID}` },
  {
    op: 'CallController_createPhoneCall',
    call: (c) => c.calls.createPhone({ assistantId: ID, phoneNumberId: ID }),
    path: '/call/phone',
    body: { assistantId: ID, phoneNumberId: ID },
  },
  {
    op: 'CallController_createWebCall',
    call: (c) =>
      c.calls.createWeb({
        assistantId: ID,
        assistantOverrides: { variableValues: { who: 'Ada' } },
      }),
    path: '/call/web',
    body: { assistantId: ID, assistantOverrides: { variableValues: { who: 'Ada' } } },
  },
  {
    op: 'CallController_exportCalls',
    call: (c) => c.calls.export({ columns: ['id', 'cost'], async: false }),
    path: '/v2/call/export',
    query: { columns: ['id', 'cost'], async: 'false' },
  },
  {
    op: 'CallController_findAllPaginated',
    call: (c) => c.calls.listPaginated({ idAny: ['a', 'b'], costGe: 1, page: 2, sortOrder: 'ASC' }),
    path: '/v2/call',
    query: { idAny: ['a', 'b'], costGe: '1', page: '2', sortOrder: 'ASC' },
  },
  {
    op: 'CallController_findAllMetadataPaginated',
    call: (c) => c.calls.metadata({ endedReason: 'customer-ended-call' }),
    path: '/v2/call/metadata',
    query: { endedReason: 'customer-ended-call' },
  },
  // chats
  {
    op: 'ChatController_listChats',
    call: (c) => c.chats.list({ sessionId: ID, page: 1 }),
    path: '/chat',
    query: { sessionId: ID, page: '1' },
  },
  {
    op: 'ChatController_createChat',
    call: (c) => c.chats.create({ assistantId: ID, input: 'Hello' }),
    path: '/chat',
    body: { assistantId: ID, input: 'Hello' },
  },
  { op: 'ChatController_getChat', call: (c) => c.chats.retrieve(ID), path: `/chat/${ID}` },
  { op: 'ChatController_deleteChat', call: (c) => c.chats.delete(ID), path: `/chat/${ID}` },
  {
    op: 'ChatController_createOpenAIChat',
    call: (c) => c.chats.responses({ assistantId: ID, input: 'Hi', stream: false }),
    path: '/chat/responses',
    body: { assistantId: ID, input: 'Hi', stream: false },
  },
  {
    op: 'ChatController_createWebChat',
    call: (c) => c.chats.web({ assistantId: ID, input: [{ role: 'user', content: 'Hi' }] }),
    path: '/chat/web',
    body: { assistantId: ID, input: [{ role: 'user', content: 'Hi' }] },
  },
  {
    op: 'ChatController_createOpenAiWebChat',
    call: (c) => c.chats.webResponses({ assistantId: ID, input: 'Hi', sessionId: ID }),
    path: '/chat/web/responses',
    body: { assistantId: ID, input: 'Hi', sessionId: ID },
  },
  // campaigns
  {
    op: 'CampaignController_create',
    call: (c) =>
      c.campaigns.create({
        name: 'Renewals',
        phoneNumberId: ID,
        assistantId: ID,
        customers: [{ number: '+14155550100' }],
      }),
    path: '/campaign',
    body: {
      name: 'Renewals',
      phoneNumberId: ID,
      assistantId: ID,
      customers: [{ number: '+14155550100' }],
    },
  },
  {
    op: 'CampaignController_findAll',
    call: (c) => c.campaigns.list({ limit: 5 }),
    path: '/campaign',
    query: { limit: '5' },
  },
  {
    op: 'CampaignController_findAllPaginated',
    call: (c) => c.campaigns.listPaginated({ status: 'ended', page: 3 }),
    path: '/campaign/paginated',
    query: { status: 'ended', page: '3' },
  },
  {
    op: 'CampaignController_findOne',
    call: (c) => c.campaigns.retrieve(ID),
    path: `/campaign/${ID}`,
  },
  {
    op: 'CampaignController_update',
    call: (c) => c.campaigns.update(ID, { status: 'ended' }),
    path: `/campaign/${ID}`,
    body: { status: 'ended' },
  },
  { op: 'CampaignController_remove', call: (c) => c.campaigns.delete(ID), path: `/campaign/${ID}` },
  // sessions
  {
    op: 'SessionController_create',
    call: (c) => c.sessions.create({ assistantId: ID, expirationSeconds: 3600 }),
    path: '/session',
    body: { assistantId: ID, expirationSeconds: 3600 },
  },
  {
    op: 'SessionController_findAllPaginated',
    call: (c) => c.sessions.list({ name: 'support', sortOrder: 'DESC' }),
    path: '/session',
    query: { name: 'support', sortOrder: 'DESC' },
  },
  { op: 'SessionController_findOne', call: (c) => c.sessions.retrieve(ID), path: `/session/${ID}` },
  {
    op: 'SessionController_update',
    call: (c) => c.sessions.update(ID, { status: 'completed' }),
    path: `/session/${ID}`,
    body: { status: 'completed' },
  },
  { op: 'SessionController_remove', call: (c) => c.sessions.delete(ID), path: `/session/${ID}` },
  // support
  {
    op: 'SupportController_createTicket',
    call: (c) =>
      c.supportTickets.create({
        category: 'bug-report',
        subject: 'Echo',
        message: 'The assistant hears itself.',
      }),
    path: '/support/ticket',
    body: { category: 'bug-report', subject: 'Echo', message: 'The assistant hears itself.' },
  },
  // assistants
  {
    op: 'AssistantController_create',
    call: (c) =>
      c.assistants.create({
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
    body: {
      name: 'Ava',
      firstMessage: 'Hi!',
      model: {
        provider: 'openai',
        model: 'gpt-4o',
        messages: [{ role: 'system', content: 'Be brief.' }],
      },
      voice: { provider: 'vapi', voiceId: 'Elliot' },
    },
  },
  {
    op: 'AssistantController_findAll',
    call: (c) => c.assistants.list({ limit: 2, updatedAtLe: SINCE }),
    path: '/assistant',
    query: { limit: '2', updatedAtLe: SINCE },
  },
  {
    op: 'AssistantController_findAllPaginated',
    call: (c) => c.assistants.listPaginated({ page: 2 }),
    path: '/v2/assistant',
    query: { page: '2' },
  },
  {
    op: 'AssistantController_findOne',
    call: (c) => c.assistants.retrieve(ID),
    path: `/assistant/${ID}`,
  },
  {
    op: 'AssistantController_update',
    call: (c) => c.assistants.update(ID, { firstMessage: 'Hello again!' }),
    path: `/assistant/${ID}`,
    body: { firstMessage: 'Hello again!' },
  },
  {
    op: 'AssistantController_replace',
    call: (c) => c.assistants.replace(ID, { name: 'Ava 2' }),
    path: `/assistant/${ID}`,
    body: { name: 'Ava 2' },
  },
  {
    op: 'AssistantController_remove',
    call: (c) => c.assistants.delete(ID),
    path: `/assistant/${ID}`,
  },
  {
    op: 'AssistantController_findVersions',
    call: (c) => c.assistants.versions.list(ID, { limit: 20, pageState: 'abc' }),
    path: `/assistant/${ID}/version`,
    query: { limit: '20', pageState: 'abc' },
  },
  // phone numbers
  {
    op: 'PhoneNumberController_importTwilio',
    call: (c) =>
      c.phoneNumbers.importTwilio({ twilioPhoneNumber: '+14155550100', twilioAccountSid: 'AC1' }),
    path: '/phone-number/import/twilio',
    body: { twilioPhoneNumber: '+14155550100', twilioAccountSid: 'AC1' },
  },
  {
    op: 'PhoneNumberController_importVonage',
    call: (c) =>
      c.phoneNumbers.importVonage({ vonagePhoneNumber: '+14155550100', credentialId: ID }),
    path: '/phone-number/import/vonage',
    body: { vonagePhoneNumber: '+14155550100', credentialId: ID },
  },
  {
    op: 'PhoneNumberController_create',
    call: (c) =>
      c.phoneNumbers.create({ provider: 'vapi', numberDesiredAreaCode: '415', assistantId: ID }),
    path: '/phone-number',
    body: { provider: 'vapi', numberDesiredAreaCode: '415', assistantId: ID },
  },
  {
    op: 'PhoneNumberController_findAll',
    call: (c) => c.phoneNumbers.list(),
    path: '/phone-number',
  },
  {
    op: 'PhoneNumberController_findAllPaginated',
    call: (c) => c.phoneNumbers.listPaginated({ sortOrder: 'ASC' }),
    path: '/v2/phone-number',
    query: { sortOrder: 'ASC' },
  },
  {
    op: 'PhoneNumberController_findOne',
    call: (c) => c.phoneNumbers.retrieve(ID),
    path: `/phone-number/${ID}`,
  },
  {
    op: 'PhoneNumberController_update',
    call: (c) => c.phoneNumbers.update(ID, { name: 'Front desk' }),
    path: `/phone-number/${ID}`,
    body: { name: 'Front desk' },
  },
  {
    op: 'PhoneNumberController_remove',
    call: (c) => c.phoneNumbers.delete(ID),
    path: `/phone-number/${ID}`,
  },
  // tools
  {
    op: 'ToolController_create',
    call: (c) => c.tools.create({ type: 'function', function: { name: 'get_weather' } }),
    path: '/tool',
    body: { type: 'function', function: { name: 'get_weather' } },
  },
  {
    op: 'ToolController_findAll',
    call: (c) => c.tools.list({ limit: 1 }),
    path: '/tool',
    query: { limit: '1' },
  },
  { op: 'ToolController_findOne', call: (c) => c.tools.retrieve(ID), path: `/tool/${ID}` },
  {
    op: 'ToolController_update',
    call: (c) => c.tools.update(ID, { async: true }),
    path: `/tool/${ID}`,
    body: { async: true },
  },
  { op: 'ToolController_remove', call: (c) => c.tools.delete(ID), path: `/tool/${ID}` },
  // files
  {
    op: 'FileController_createDeprecated',
    call: (c) => c.files.upload({ file: file('old', 'old.txt') }),
    path: '/file/upload',
    form: { file: { name: 'old.txt', text: 'old' } },
  },
  {
    op: 'FileController_create',
    call: (c) =>
      c.files.create({ file: file('Opening hours: 9-5', 'faq.txt'), purpose: 'assistant' }),
    path: '/file',
    form: { file: { name: 'faq.txt', text: 'Opening hours: 9-5' }, purpose: 'assistant' },
  },
  { op: 'FileController_findAll', call: (c) => c.files.list(), path: '/file' },
  { op: 'FileController_findOne', call: (c) => c.files.retrieve(ID), path: `/file/${ID}` },
  {
    op: 'FileController_update',
    call: (c) => c.files.update(ID, { name: 'faq-2025' }),
    path: `/file/${ID}`,
    body: { name: 'faq-2025' },
  },
  { op: 'FileController_remove', call: (c) => c.files.delete(ID), path: `/file/${ID}` },
  // knowledge bases
  {
    op: 'KnowledgeBaseController_create',
    call: (c) =>
      c.knowledgeBases.create({
        provider: 'custom-knowledge-base',
        server: { url: 'https://kb.example.com' },
      }),
    path: '/knowledge-base',
    body: { provider: 'custom-knowledge-base', server: { url: 'https://kb.example.com' } },
  },
  {
    op: 'KnowledgeBaseController_findAll',
    call: (c) => c.knowledgeBases.list(),
    path: '/knowledge-base',
  },
  {
    op: 'KnowledgeBaseController_findOne',
    call: (c) => c.knowledgeBases.retrieve(ID),
    path: `/knowledge-base/${ID}`,
  },
  {
    op: 'KnowledgeBaseController_update',
    call: (c) => c.knowledgeBases.update(ID, { name: 'FAQ' }),
    path: `/knowledge-base/${ID}`,
    body: { name: 'FAQ' },
  },
  {
    op: 'KnowledgeBaseController_remove',
    call: (c) => c.knowledgeBases.delete(ID),
    path: `/knowledge-base/${ID}`,
  },
  // workflows
  {
    op: 'WorkflowController_create',
    call: (c) =>
      c.workflows.create({
        name: 'Booking',
        nodes: [{ type: 'conversation', name: 'greet', isStart: true }],
        edges: [],
      }),
    path: '/workflow',
    body: {
      name: 'Booking',
      nodes: [{ type: 'conversation', name: 'greet', isStart: true }],
      edges: [],
    },
  },
  { op: 'WorkflowController_findAll', call: (c) => c.workflows.list(), path: '/workflow' },
  {
    op: 'WorkflowController_findOne',
    call: (c) => c.workflows.retrieve(ID),
    path: `/workflow/${ID}`,
  },
  {
    op: 'WorkflowController_update',
    call: (c) => c.workflows.update(ID, { globalPrompt: 'Be kind.' }),
    path: `/workflow/${ID}`,
    body: { globalPrompt: 'Be kind.' },
  },
  { op: 'WorkflowController_delete', call: (c) => c.workflows.delete(ID), path: `/workflow/${ID}` },
  {
    op: 'WorkflowController_generateFromTranscripts',
    call: (c) => c.workflows.generate({ toolIds: [ID] }),
    path: '/workflow/generate',
    body: { toolIds: [ID] },
  },
  // squads
  {
    op: 'SquadController_create',
    call: (c) => c.squads.create({ name: 'Desk', members: [{ assistantId: ID }] }),
    path: '/squad',
    body: { name: 'Desk', members: [{ assistantId: ID }] },
  },
  {
    op: 'SquadController_findAll',
    call: (c) => c.squads.list({ createdAtLe: SINCE }),
    path: '/squad',
    query: { createdAtLe: SINCE },
  },
  { op: 'SquadController_findOne', call: (c) => c.squads.retrieve(ID), path: `/squad/${ID}` },
  {
    op: 'SquadController_update',
    call: (c) => c.squads.update(ID, { members: [{ assistantId: ID }] }),
    path: `/squad/${ID}`,
    body: { members: [{ assistantId: ID }] },
  },
  { op: 'SquadController_remove', call: (c) => c.squads.delete(ID), path: `/squad/${ID}` },
  // test suites
  {
    op: 'TestSuiteController_create',
    call: (c) => c.testSuites.create({ name: 'Support', targetPlan: { assistantId: ID } }),
    path: '/test-suite',
    body: { name: 'Support', targetPlan: { assistantId: ID } },
  },
  {
    op: 'TestSuiteController_findAllPaginated',
    call: (c) => c.testSuites.list({ page: 1, limit: 10 }),
    path: '/test-suite',
    query: { page: '1', limit: '10' },
  },
  {
    op: 'TestSuiteController_findOne',
    call: (c) => c.testSuites.retrieve(ID),
    path: `/test-suite/${ID}`,
  },
  {
    op: 'TestSuiteController_update',
    call: (c) => c.testSuites.update(ID, { name: 'Support v2' }),
    path: `/test-suite/${ID}`,
    body: { name: 'Support v2' },
  },
  {
    op: 'TestSuiteController_remove',
    call: (c) => c.testSuites.delete(ID),
    path: `/test-suite/${ID}`,
  },
  {
    op: 'TestSuiteTestController_findAllPaginated',
    call: (c) => c.testSuites.tests.list(SUITE),
    path: `/test-suite/${SUITE}/test`,
  },
  {
    op: 'TestSuiteTestController_create',
    call: (c) =>
      c.testSuites.tests.create(SUITE, {
        type: 'chat',
        script: 'Ask for hours.',
        scorers: [{ type: 'ai', rubric: 'Gives hours.' }],
      }),
    path: `/test-suite/${SUITE}/test`,
    body: {
      type: 'chat',
      script: 'Ask for hours.',
      scorers: [{ type: 'ai', rubric: 'Gives hours.' }],
    },
  },
  {
    op: 'TestSuiteTestController_findOne',
    call: (c) => c.testSuites.tests.retrieve(SUITE, ID),
    path: `/test-suite/${SUITE}/test/${ID}`,
  },
  {
    op: 'TestSuiteTestController_update',
    call: (c) => c.testSuites.tests.update(SUITE, ID, { numAttempts: 3 }),
    path: `/test-suite/${SUITE}/test/${ID}`,
    body: { numAttempts: 3 },
  },
  {
    op: 'TestSuiteTestController_remove',
    call: (c) => c.testSuites.tests.delete(SUITE, ID),
    path: `/test-suite/${SUITE}/test/${ID}`,
  },
  {
    op: 'TestSuiteRunController_findAllPaginated',
    call: (c) => c.testSuites.runs.list(SUITE, { sortOrder: 'ASC' }),
    path: `/test-suite/${SUITE}/run`,
    query: { sortOrder: 'ASC' },
  },
  {
    op: 'TestSuiteRunController_create',
    call: (c) => c.testSuites.runs.create(SUITE, { name: 'nightly' }),
    path: `/test-suite/${SUITE}/run`,
    body: { name: 'nightly' },
  },
  {
    op: 'TestSuiteRunController_findOne',
    call: (c) => c.testSuites.runs.retrieve(SUITE, ID),
    path: `/test-suite/${SUITE}/run/${ID}`,
  },
  {
    op: 'TestSuiteRunController_update',
    call: (c) => c.testSuites.runs.update(SUITE, ID, { name: 'rerun' }),
    path: `/test-suite/${SUITE}/run/${ID}`,
    body: { name: 'rerun' },
  },
  {
    op: 'TestSuiteRunController_remove',
    call: (c) => c.testSuites.runs.delete(SUITE, ID),
    path: `/test-suite/${SUITE}/run/${ID}`,
  },
  // analytics
  {
    op: 'AnalyticsController_query',
    call: (c) =>
      c.analytics.query({
        queries: [
          { table: 'call', name: 'spend', operations: [{ operation: 'sum', column: 'cost' }] },
        ],
      }),
    path: '/analytics',
    body: {
      queries: [
        { table: 'call', name: 'spend', operations: [{ operation: 'sum', column: 'cost' }] },
      ],
    },
  },
  // logs
  {
    op: 'LoggingController_callLogsQuery',
    call: (c) => c.logs.listCallLogs({ callId: ID, page: 2 }),
    path: '/log',
    query: { callId: ID, page: '2' },
  },
  {
    op: 'LoggingController_callLogsDeleteQuery',
    call: (c) => c.logs.deleteCallLogs({ callId: ID }),
    path: '/log',
    query: { callId: ID },
  },
  {
    op: 'LoggingController_logsQuery',
    call: (c) => c.logs.list({ type: 'Webhook', assistantId: ID }),
    path: '/logs',
    query: { type: 'Webhook', assistantId: ID },
  },
  {
    op: 'LoggingController_logsDeleteQuery',
    call: (c) => c.logs.delete({ type: 'API', callId: ID }),
    path: '/logs',
    query: { type: 'API', callId: ID },
  },
  // orgs
  {
    op: 'OrgController_create',
    call: (c) => c.orgs.create({ name: 'Acme' }),
    path: '/org',
    body: { name: 'Acme' },
  },
  { op: 'OrgController_findAll', call: (c) => c.orgs.list(), path: '/org' },
  { op: 'OrgController_findOne', call: (c) => c.orgs.retrieve(ID), path: `/org/${ID}` },
  {
    op: 'OrgController_update',
    call: (c) => c.orgs.update(ID, { billingLimit: 100 }),
    path: `/org/${ID}`,
    body: { billingLimit: 100 },
  },
  { op: 'OrgController_deleteOrg', call: (c) => c.orgs.delete(ID), path: `/org/${ID}` },
  { op: 'OrgController_findAllUsers', call: (c) => c.orgs.users.list(ID), path: `/org/${ID}/user` },
  { op: 'OrgController_orgLeave', call: (c) => c.orgs.leave(ID), path: `/org/${ID}/leave` },
  {
    op: 'OrgController_orgRemoveUser',
    call: (c) => c.orgs.removeMember(ID, MEMBER),
    path: `/org/${ID}/member/${MEMBER}/leave`,
  },
  {
    op: 'OrgController_usersInvite',
    call: (c) => c.orgs.invites.create(ID, { emails: ['ada@example.com'], role: 'editor' }),
    path: `/org/${ID}/invite`,
    body: { emails: ['ada@example.com'], role: 'editor' },
  },
  {
    op: 'OrgController_userUpdate',
    call: (c) => c.orgs.roles.update(ID, { userId: MEMBER, role: 'viewer' }),
    path: `/org/${ID}/role`,
    body: { userId: MEMBER, role: 'viewer' },
  },
  { op: 'OrgController_orgToken', call: (c) => c.orgs.auth.retrieve(ID), path: `/org/${ID}/auth` },
  // tokens
  {
    op: 'TokenController_create',
    call: (c) =>
      c.tokens.create({ tag: 'public', restrictions: { allowedOrigins: ['https://example.com'] } }),
    path: '/token',
    body: { tag: 'public', restrictions: { allowedOrigins: ['https://example.com'] } },
  },
  { op: 'TokenController_findAll', call: (c) => c.tokens.list(), path: '/token' },
  { op: 'TokenController_findOne', call: (c) => c.tokens.retrieve(ID), path: `/token/${ID}` },
  {
    op: 'TokenController_update',
    call: (c) => c.tokens.update(ID, { name: 'web' }),
    path: `/token/${ID}`,
    body: { name: 'web' },
  },
  { op: 'TokenController_remove', call: (c) => c.tokens.delete(ID), path: `/token/${ID}` },
  // credentials
  {
    op: 'CredentialController_create',
    call: (c) => c.credentials.create({ provider: 'openai', apiKey: 'sk-openai', name: 'OpenAI' }),
    path: '/credential',
    body: { provider: 'openai', apiKey: 'sk-openai', name: 'OpenAI' },
  },
  { op: 'CredentialController_findAll', call: (c) => c.credentials.list(), path: '/credential' },
  {
    op: 'CredentialController_findOne',
    call: (c) => c.credentials.retrieve(ID),
    path: `/credential/${ID}`,
  },
  {
    op: 'CredentialController_update',
    call: (c) => c.credentials.update(ID, { name: 'OpenAI prod' }),
    path: `/credential/${ID}`,
    body: { name: 'OpenAI prod' },
  },
  {
    op: 'CredentialController_remove',
    call: (c) => c.credentials.delete(ID),
    path: `/credential/${ID}`,
  },
  {
    op: 'CredentialController_generateSession',
    call: (c) => c.credentials.createSession({ provider: 'slack.oauth2-authorization' }),
    path: '/credential/session',
    body: { provider: 'slack.oauth2-authorization' },
  },
  {
    op: 'CredentialController_handleWebhook',
    call: (c) =>
      c.credentials.webhook({
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
    body: {
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
    },
  },
  {
    op: 'CredentialController_credentialActionTrigger',
    call: (c) => c.credentials.trigger({ action_name: 'send', input: { text: 'hi' } }),
    path: '/credential/trigger',
    body: { action_name: 'send', input: { text: 'hi' } },
  },
  // templates
  {
    op: 'TemplateController_create',
    call: (c) => c.templates.create({ type: 'tool', name: 'Weather', provider: 'function' }),
    path: '/template',
    body: { type: 'tool', name: 'Weather', provider: 'function' },
  },
  {
    op: 'TemplateController_findAll',
    call: (c) => c.templates.list({ visibility: 'public', provider: 'make' }),
    path: '/template',
    query: { visibility: 'public', provider: 'make' },
  },
  {
    op: 'TemplateController_findAllPinned',
    call: (c) => c.templates.pinned.list(),
    path: '/template/pinned',
  },
  {
    op: 'TemplateController_findOne',
    call: (c) => c.templates.retrieve(ID),
    path: `/template/${ID}`,
  },
  {
    op: 'TemplateController_update',
    call: (c) => c.templates.update(ID, { type: 'tool', visibility: 'public' }),
    path: `/template/${ID}`,
    body: { type: 'tool', visibility: 'public' },
  },
  { op: 'TemplateController_remove', call: (c) => c.templates.delete(ID), path: `/template/${ID}` },
  // voice library
  {
    op: 'VoiceLibraryController_voiceGetByProvider',
    call: (c) => c.voiceLibrary.list('11labs', { gender: 'female', keyword: 'warm' }),
    path: '/voice-library/11labs',
    query: { gender: 'female', keyword: 'warm' },
  },
  {
    op: 'VoiceLibraryController_voiceGetAccentsByProvider',
    call: (c) => c.voiceLibrary.accents('azure'),
    path: '/voice-library/azure/accents',
  },
  {
    op: 'VoiceLibraryController_voiceLibrarySyncByProvider',
    call: (c) => c.voiceLibrary.sync('cartesia'),
    path: '/voice-library/sync/cartesia',
  },
  {
    op: 'VoiceLibraryController_voiceLibrarySyncDefaultVoices',
    call: (c) => c.voiceLibrary.syncAll({ providers: ['11labs', 'vapi'] }),
    path: '/voice-library/sync',
    body: { providers: ['11labs', 'vapi'] },
  },
  {
    op: 'VoiceLibraryController_voiceLibraryCreateSesameVoice',
    call: (c) =>
      c.voiceLibrary.createSesameVoice({ voiceName: 'Maya', transcription: 'Hello there.' }),
    path: '/voice-library/create-sesame-voice',
    body: { voiceName: 'Maya', transcription: 'Hello there.' },
  },
  // providers
  {
    op: 'ProviderController_getWorkflows',
    call: (c) => c.providers.workflows('ghl', { locationId: 'loc-1' }),
    path: '/ghl/workflows',
    query: { locationId: 'loc-1' },
  },
  {
    op: 'ProviderController_getWorkflowTriggerHook',
    call: (c) => c.providers.hooks('make', 'wf-9'),
    path: '/make/workflows/wf-9/hooks',
  },
  {
    op: 'ProviderController_getLocations',
    call: (c) => c.providers.locations('ghl'),
    path: '/ghl/locations',
  },
  {
    op: 'VoiceProviderController_searchVoices',
    call: (c) => c.providers.voicesSearch('11labs', { name: 'Rachel' }),
    path: '/11labs/voices/search',
    query: { name: 'Rachel' },
  },
  {
    op: 'VoiceProviderController_searchVoice',
    call: (c) => c.providers.voiceSearch('11labs', { name: 'Rachel' }),
    path: '/11labs/voice/search',
    query: { name: 'Rachel' },
  },
  {
    op: 'VoiceProviderController_addVoices',
    call: (c) => c.providers.voicesAdd('11labs', { ownerId: 'o1', voiceId: 'v1', name: 'Rachel' }),
    path: '/11labs/voices/add',
    body: { ownerId: 'o1', voiceId: 'v1', name: 'Rachel' },
  },
  {
    op: 'VoiceProviderController_addVoice',
    call: (c) => c.providers.voiceAdd('11labs', { ownerId: 'o1', voiceId: 'v1', name: 'Rachel' }),
    path: '/11labs/voice/add',
    body: { ownerId: 'o1', voiceId: 'v1', name: 'Rachel' },
  },
  {
    op: 'VoiceProviderController_cloneVoices',
    call: (c) =>
      c.providers.cloneVoice({
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
