/**
 * Minimal request rules used for operations our OpenAPI description does not (yet) describe:
 * the required fields and a few limits from the provider's reference. Unknown fields are let
 * through here; the OpenAPI description, when present, is the strict contract.
 */
const str = (maxLength?: number) => ({ type: 'string', ...(maxLength ? { maxLength } : {}) });
const obj = { type: 'object' };
const arr = { type: 'array' };
const uuid = { type: 'string', format: 'uuid' };
const role = { type: 'string', enum: ['admin', 'editor', 'viewer'] };

const assistant = {
  type: 'object',
  properties: {
    name: str(40),
    firstMessage: str(),
    model: obj,
    voice: obj,
    transcriber: obj,
    silenceTimeoutSeconds: { type: 'number', minimum: 10, maximum: 3600 },
    maxDurationSeconds: { type: 'number', minimum: 10, maximum: 43200 },
    endCallMessage: str(1000),
    endCallPhrases: { type: 'array', items: { type: 'string', minLength: 2, maxLength: 140 } },
    serverMessages: arr,
    clientMessages: arr,
    server: obj,
    metadata: obj,
  },
};
const squad = {
  type: 'object',
  required: ['members'],
  properties: { name: str(40), members: { type: 'array', minItems: 1, items: obj } },
};
const workflowFields = {
  name: str(80),
  nodes: { type: 'array', items: obj },
  edges: { type: 'array', items: obj },
  globalPrompt: str(5000),
};
const tool = { type: 'object', required: ['type'], properties: { type: str() } };
const phoneNumber = {
  type: 'object',
  required: ['provider'],
  properties: {
    provider: { enum: ['byo-phone-number', 'twilio', 'vonage', 'vapi', 'telnyx'] },
    name: str(40),
  },
};
const knowledgeBase = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { enum: ['trieve', 'custom-knowledge-base'] }, name: str(40) },
};
const testSuite = {
  type: 'object',
  properties: { name: str(80), testerPlan: obj, targetPlan: obj, phoneNumberId: uuid },
};
const testFields = {
  type: { enum: ['voice', 'chat'] },
  script: str(10000),
  scorers: {
    type: 'array',
    items: {
      type: 'object',
      required: ['type', 'rubric'],
      properties: { type: { const: 'ai' }, rubric: str(10000) },
    },
  },
  numAttempts: { type: 'number', minimum: 1, maximum: 10 },
  name: str(80),
};
const callFields = {
  type: 'object',
  properties: {
    assistantId: uuid,
    assistant: obj,
    assistantOverrides: obj,
    squadId: uuid,
    squad: obj,
    workflowId: uuid,
    workflow: obj,
    phoneNumberId: uuid,
    customer: obj,
    customers: arr,
    name: str(40),
    transport: obj,
  },
};
const chat = {
  type: 'object',
  required: ['input'],
  properties: {
    input: { type: ['string', 'array'] },
    assistantId: uuid,
    assistant: obj,
    sessionId: uuid,
    previousChatId: uuid,
    name: str(40),
    stream: { type: 'boolean' },
  },
};
const webChat = {
  type: 'object',
  required: ['assistantId', 'input'],
  properties: { ...chat.properties, assistantId: uuid },
};
const credential = {
  type: 'object',
  required: ['provider'],
  properties: { provider: str(), name: { type: 'string', minLength: 1, maxLength: 40 } },
};
const token = {
  type: 'object',
  properties: { tag: { enum: ['private', 'public'] }, name: str(40), restrictions: obj },
};
const template = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { const: 'tool' },
    name: str(40),
    visibility: { enum: ['public', 'private'] },
  },
};
const org = { type: 'object', properties: { name: str(40), billingLimit: { type: 'number' } } };
const session = {
  type: 'object',
  properties: {
    name: str(40),
    status: { enum: ['active', 'completed'] },
    expirationSeconds: { type: 'number', minimum: 60, maximum: 2592000 },
    messages: arr,
  },
};

const addVoice = {
  type: 'object',
  required: ['ownerId', 'voiceId', 'name'],
  properties: { ownerId: str(), voiceId: str(), name: str() },
};

/** Operation (`METHOD /path/{param}`) → JSON Schema of its JSON body. */
export const fallbackSchemas: Record<string, object> = {
  'POST /assistant': assistant,
  'PATCH /assistant/{id}': assistant,
  'PUT /assistant/{id}': assistant,
  'POST /squad': squad,
  'PATCH /squad/{id}': squad,
  'POST /workflow': {
    type: 'object',
    required: ['name', 'nodes', 'edges'],
    properties: workflowFields,
  },
  'PATCH /workflow/{id}': { type: 'object', properties: workflowFields },
  'POST /workflow/generate': { type: 'object', properties: { toolIds: { type: 'array' } } },
  'POST /tool': tool,
  'PATCH /tool/{id}': { type: 'object' },
  'POST /phone-number': phoneNumber,
  'PATCH /phone-number/{id}': { type: 'object', properties: { name: str(40) } },
  'POST /phone-number/import/twilio': {
    type: 'object',
    required: ['twilioPhoneNumber', 'twilioAccountSid'],
    properties: { twilioPhoneNumber: str(), twilioAccountSid: str(), name: str(40) },
  },
  'POST /phone-number/import/vonage': {
    type: 'object',
    required: ['vonagePhoneNumber', 'credentialId'],
    properties: { vonagePhoneNumber: str(), credentialId: uuid, name: str(40) },
  },
  'PATCH /file/{id}': {
    type: 'object',
    properties: { name: { type: 'string', minLength: 1, maxLength: 40 } },
  },
  'POST /knowledge-base': knowledgeBase,
  'PATCH /knowledge-base/{id}': { type: 'object', properties: { name: str(40) } },
  'POST /test-suite': testSuite,
  'PATCH /test-suite/{id}': testSuite,
  'POST /test-suite/{testSuiteId}/test': {
    type: 'object',
    required: ['type', 'script', 'scorers'],
    properties: testFields,
  },
  'PATCH /test-suite/{testSuiteId}/test/{id}': { type: 'object', properties: testFields },
  'POST /test-suite/{testSuiteId}/run': { type: 'object', properties: { name: str(80) } },
  'PATCH /test-suite/{testSuiteId}/run/{id}': { type: 'object', properties: { name: str(80) } },
  'POST /call': callFields,
  'POST /call/phone': callFields,
  'POST /call/web': callFields,
  'PATCH /call/{id}': {
    type: 'object',
    additionalProperties: false,
    properties: { name: str(40) },
  },
  'POST /chat': chat,
  'POST /chat/responses': chat,
  'POST /chat/web': webChat,
  'POST /chat/web/responses': webChat,
  'POST /campaign': {
    type: 'object',
    required: ['name', 'phoneNumberId', 'customers'],
    properties: { name: str(), phoneNumberId: uuid, customers: arr, assistantId: uuid },
  },
  'PATCH /campaign/{id}': {
    type: 'object',
    properties: { name: str(), status: { const: 'ended' } },
  },
  'POST /session': session,
  'PATCH /session/{id}': session,
  'POST /support/ticket': {
    type: 'object',
    required: ['category', 'subject', 'message'],
    properties: {
      category: {
        enum: ['bug-report', 'feature-request', 'doc-update', 'pricing', 'sales', 'others'],
      },
      subject: { type: 'string', minLength: 1, maxLength: 200 },
      message: { type: 'string', minLength: 10, maxLength: 5000 },
      callDetails: str(1000),
    },
  },
  'POST /analytics': {
    type: 'object',
    required: ['queries'],
    properties: {
      queries: {
        type: 'array',
        items: {
          type: 'object',
          required: ['table', 'name', 'operations'],
          properties: {
            table: { enum: ['call', 'subscription'] },
            name: str(40),
            operations: {
              type: 'array',
              items: {
                type: 'object',
                required: ['operation', 'column'],
                properties: {
                  operation: { enum: ['sum', 'avg', 'count', 'min', 'max', 'history'] },
                  column: str(),
                  alias: str(40),
                },
              },
            },
            groupBy: arr,
            timeRange: obj,
          },
        },
      },
    },
  },
  'POST /org': org,
  'PATCH /org/{id}': org,
  'POST /org/{id}/invite': {
    type: 'object',
    required: ['emails', 'role'],
    properties: {
      emails: { type: 'array', minItems: 1, items: { type: 'string', format: 'email' } },
      role,
      redirectTo: str(),
    },
  },
  'PATCH /org/{id}/role': {
    type: 'object',
    required: ['userId', 'role'],
    properties: { userId: uuid, role },
  },
  'POST /token': token,
  'PATCH /token/{id}': token,
  'POST /credential': credential,
  'PATCH /credential/{id}': { type: 'object', properties: { name: credential.properties.name } },
  'POST /credential/session': {
    type: 'object',
    required: ['provider'],
    properties: { provider: str() },
  },
  'POST /credential/trigger': {
    type: 'object',
    required: ['action_name', 'input'],
    properties: { action_name: str(), input: obj },
  },
  'POST /template': template,
  'PATCH /template/{id}': template,
  'POST /voice-library/sync': { type: 'object', properties: { providers: arr } },
  'POST /{provider}/voices/add': addVoice,
  'POST /{provider}/voice/add': addVoice,
};
