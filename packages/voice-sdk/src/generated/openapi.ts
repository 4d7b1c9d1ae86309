/**
 * Generated from openapi/platform.yaml by scripts/generate-types.mjs (openapi-typescript).
 * Do not edit: change the OpenAPI document and run `npm run generate -w @vibe/voice-sdk`.
 */

export interface paths {
  '/call': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List calls */
    get: operations['CallController_findAll'];
    put?: never;
    /** Create a call (or a batch of calls with `customers`) */
    post: operations['CallController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/call/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a call */
    get: operations['CallController_findOne'];
    put?: never;
    post?: never;
    /** Delete a call's data (answers with the deleted call) */
    delete: operations['CallController_deleteCallData'];
    options?: never;
    head?: never;
    /** Update a call */
    patch: operations['CallController_update'];
    trace?: never;
  };
  '/call/phone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an outbound phone call
     * @deprecated
     */
    post: operations['CallController_createPhoneCall'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/call/web': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a web call (answers with `webCallUrl`) */
    post: operations['CallController_createWebCall'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/call/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export calls as CSV (or enqueue an export job) */
    get: operations['CallController_exportCalls'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/call': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List calls page by page */
    get: operations['CallController_findAllPaginated'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/call/metadata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List calls' metadata page by page */
    get: operations['CallController_findAllMetadataPaginated'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/assistant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List assistants page by page */
    get: operations['AssistantController_findAllPaginated'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/phone-number': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List phone numbers page by page */
    get: operations['PhoneNumberController_findAllPaginated'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/chat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List chats page by page */
    get: operations['ChatController_listChats'];
    put?: never;
    /** Create a chat (Server-Sent Events when `stream` is true) */
    post: operations['ChatController_createChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/chat/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a chat */
    get: operations['ChatController_getChat'];
    put?: never;
    post?: never;
    /** Delete a chat (answers with the deleted chat) */
    delete: operations['ChatController_deleteChat'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/chat/responses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an OpenAI Responses-style chat (streams by default) */
    post: operations['ChatController_createOpenAIChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/chat/web': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a web chat turn (public key) */
    post: operations['ChatController_createWebChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/chat/web/responses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an OpenAI Responses-style web chat turn (public key; streams by default) */
    post: operations['ChatController_createOpenAiWebChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/campaign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List campaigns */
    get: operations['CampaignController_findAll'];
    put?: never;
    /** Create a campaign */
    post: operations['CampaignController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/campaign/paginated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List campaigns page by page */
    get: operations['CampaignController_findAllPaginated'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/campaign/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a campaign */
    get: operations['CampaignController_findOne'];
    put?: never;
    post?: never;
    /** Delete a campaign (answers with the deleted campaign) */
    delete: operations['CampaignController_remove'];
    options?: never;
    head?: never;
    /** Update a campaign */
    patch: operations['CampaignController_update'];
    trace?: never;
  };
  '/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List sessions */
    get: operations['SessionController_findAllPaginated'];
    put?: never;
    /** Create a session */
    post: operations['SessionController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/session/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a session */
    get: operations['SessionController_findOne'];
    put?: never;
    post?: never;
    /** Delete a session (answers with the deleted session) */
    delete: operations['SessionController_remove'];
    options?: never;
    head?: never;
    /** Update a session */
    patch: operations['SessionController_update'];
    trace?: never;
  };
  '/support/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open a support ticket */
    post: operations['SupportController_createTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/assistant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List assistants */
    get: operations['AssistantController_findAll'];
    put?: never;
    /** Create a assistant */
    post: operations['AssistantController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/assistant/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a assistant */
    get: operations['AssistantController_findOne'];
    /** Replace an assistant */
    put: operations['AssistantController_replace'];
    post?: never;
    /** Delete a assistant (answers with the deleted assistant) */
    delete: operations['AssistantController_remove'];
    options?: never;
    head?: never;
    /** Update a assistant */
    patch: operations['AssistantController_update'];
    trace?: never;
  };
  '/assistant/{id}/version': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an assistant's versions */
    get: operations['AssistantController_findVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/phone-number/import/twilio': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a Twilio number
     * @deprecated
     */
    post: operations['PhoneNumberController_importTwilio'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/phone-number/import/vonage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a Vonage number
     * @deprecated
     */
    post: operations['PhoneNumberController_importVonage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/phone-number': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List phone numbers */
    get: operations['PhoneNumberController_findAll'];
    put?: never;
    /** Create a phone number */
    post: operations['PhoneNumberController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/phone-number/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a phone number */
    get: operations['PhoneNumberController_findOne'];
    put?: never;
    post?: never;
    /** Delete a phone number (answers with the deleted phone number) */
    delete: operations['PhoneNumberController_remove'];
    options?: never;
    head?: never;
    /** Update a phone number */
    patch: operations['PhoneNumberController_update'];
    trace?: never;
  };
  '/tool': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List tools */
    get: operations['ToolController_findAll'];
    put?: never;
    /** Create a tool */
    post: operations['ToolController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tool/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a tool */
    get: operations['ToolController_findOne'];
    put?: never;
    post?: never;
    /** Delete a tool (answers with the deleted tool) */
    delete: operations['ToolController_remove'];
    options?: never;
    head?: never;
    /** Update a tool */
    patch: operations['ToolController_update'];
    trace?: never;
  };
  '/file/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a file
     * @deprecated
     */
    post: operations['FileController_createDeprecated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List files */
    get: operations['FileController_findAll'];
    put?: never;
    /** Upload a file */
    post: operations['FileController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/file/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a file */
    get: operations['FileController_findOne'];
    put?: never;
    post?: never;
    /** Delete a file (answers with the deleted file) */
    delete: operations['FileController_remove'];
    options?: never;
    head?: never;
    /** Update a file */
    patch: operations['FileController_update'];
    trace?: never;
  };
  '/knowledge-base': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List knowledge bases */
    get: operations['KnowledgeBaseController_findAll'];
    put?: never;
    /** Create a knowledge base */
    post: operations['KnowledgeBaseController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/knowledge-base/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a knowledge base */
    get: operations['KnowledgeBaseController_findOne'];
    put?: never;
    post?: never;
    /** Delete a knowledge base (answers with the deleted knowledge base) */
    delete: operations['KnowledgeBaseController_remove'];
    options?: never;
    head?: never;
    /** Update a knowledge base */
    patch: operations['KnowledgeBaseController_update'];
    trace?: never;
  };
  '/workflow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List workflows */
    get: operations['WorkflowController_findAll'];
    put?: never;
    /** Create a workflow */
    post: operations['WorkflowController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workflow/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a workflow */
    get: operations['WorkflowController_findOne'];
    put?: never;
    post?: never;
    /** Delete a workflow (answers with the deleted workflow) */
    delete: operations['WorkflowController_delete'];
    options?: never;
    head?: never;
    /** Update a workflow */
    patch: operations['WorkflowController_update'];
    trace?: never;
  };
  '/workflow/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate a workflow from call transcripts */
    post: operations['WorkflowController_generateFromTranscripts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/squad': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List squads */
    get: operations['SquadController_findAll'];
    put?: never;
    /** Create a squad */
    post: operations['SquadController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/squad/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a squad */
    get: operations['SquadController_findOne'];
    put?: never;
    post?: never;
    /** Delete a squad (answers with the deleted squad) */
    delete: operations['SquadController_remove'];
    options?: never;
    head?: never;
    /** Update a squad */
    patch: operations['SquadController_update'];
    trace?: never;
  };
  '/test-suite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List test suites */
    get: operations['TestSuiteController_findAllPaginated'];
    put?: never;
    /** Create a test suite */
    post: operations['TestSuiteController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test-suite/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a test suite */
    get: operations['TestSuiteController_findOne'];
    put?: never;
    post?: never;
    /** Delete a test suite (answers with the deleted test suite) */
    delete: operations['TestSuiteController_remove'];
    options?: never;
    head?: never;
    /** Update a test suite */
    patch: operations['TestSuiteController_update'];
    trace?: never;
  };
  '/test-suite/{testSuiteId}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a test suite's tests page by page */
    get: operations['TestSuiteTestController_findAllPaginated'];
    put?: never;
    /** Create a test in a test suite */
    post: operations['TestSuiteTestController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test-suite/{testSuiteId}/test/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a test */
    get: operations['TestSuiteTestController_findOne'];
    put?: never;
    post?: never;
    /** Delete a test (answers with the deleted test) */
    delete: operations['TestSuiteTestController_remove'];
    options?: never;
    head?: never;
    /** Update a test */
    patch: operations['TestSuiteTestController_update'];
    trace?: never;
  };
  '/test-suite/{testSuiteId}/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a test suite's runs page by page */
    get: operations['TestSuiteRunController_findAllPaginated'];
    put?: never;
    /** Create a run in a test suite */
    post: operations['TestSuiteRunController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test-suite/{testSuiteId}/run/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a run */
    get: operations['TestSuiteRunController_findOne'];
    put?: never;
    post?: never;
    /** Delete a run (answers with the deleted run) */
    delete: operations['TestSuiteRunController_remove'];
    options?: never;
    head?: never;
    /** Update a run */
    patch: operations['TestSuiteRunController_update'];
    trace?: never;
  };
  '/analytics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run analytics queries */
    post: operations['AnalyticsController_query'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a call's logs page by page */
    get: operations['LoggingController_callLogsQuery'];
    put?: never;
    post?: never;
    /** Delete a call's logs */
    delete: operations['LoggingController_callLogsDeleteQuery'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List logs page by page
     * @deprecated
     */
    get: operations['LoggingController_logsQuery'];
    put?: never;
    post?: never;
    /**
     * Delete logs
     * @deprecated
     */
    delete: operations['LoggingController_logsDeleteQuery'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/org': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List orgs */
    get: operations['OrgController_findAll'];
    put?: never;
    /** Create a org */
    post: operations['OrgController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/org/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a org */
    get: operations['OrgController_findOne'];
    put?: never;
    post?: never;
    /** Delete a org (answers with the deleted org) */
    delete: operations['OrgController_deleteOrg'];
    options?: never;
    head?: never;
    /** Update a org */
    patch: operations['OrgController_update'];
    trace?: never;
  };
  '/org/{id}/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an org's users */
    get: operations['OrgController_findAllUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/org/{id}/leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Leave an org */
    delete: operations['OrgController_orgLeave'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/org/{id}/member/{memberId}/leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a member from an org */
    delete: operations['OrgController_orgRemoveUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/org/{id}/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invite users to an org */
    post: operations['OrgController_usersInvite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/org/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a user's role in an org */
    patch: operations['OrgController_userUpdate'];
    trace?: never;
  };
  '/org/{id}/auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an auth token for an org */
    get: operations['OrgController_orgToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List tokens */
    get: operations['TokenController_findAll'];
    put?: never;
    /** Create a token */
    post: operations['TokenController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/token/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a token */
    get: operations['TokenController_findOne'];
    put?: never;
    post?: never;
    /** Delete a token (answers with the deleted token) */
    delete: operations['TokenController_remove'];
    options?: never;
    head?: never;
    /** Update a token */
    patch: operations['TokenController_update'];
    trace?: never;
  };
  '/credential': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List credentials */
    get: operations['CredentialController_findAll'];
    put?: never;
    /** Create a credential */
    post: operations['CredentialController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credential/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a credential */
    get: operations['CredentialController_findOne'];
    put?: never;
    post?: never;
    /** Delete a credential (answers with the deleted credential) */
    delete: operations['CredentialController_remove'];
    options?: never;
    head?: never;
    /** Update a credential */
    patch: operations['CredentialController_update'];
    trace?: never;
  };
  '/credential/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start an OAuth credential session */
    post: operations['CredentialController_generateSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credential/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Receive an OAuth broker callback (no authentication) */
    post: operations['CredentialController_handleWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credential/trigger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Trigger a credential action */
    post: operations['CredentialController_credentialActionTrigger'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List templates */
    get: operations['TemplateController_findAll'];
    put?: never;
    /** Create a template */
    post: operations['TemplateController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/template/pinned': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List pinned templates */
    get: operations['TemplateController_findAllPinned'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/template/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Retrieve a template */
    get: operations['TemplateController_findOne'];
    put?: never;
    post?: never;
    /** Delete a template (answers with the deleted template) */
    delete: operations['TemplateController_remove'];
    options?: never;
    head?: never;
    /** Update a template */
    patch: operations['TemplateController_update'];
    trace?: never;
  };
  '/voice-library/{provider}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a provider's voices */
    get: operations['VoiceLibraryController_voiceGetByProvider'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voice-library/{provider}/accents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a provider's accents */
    get: operations['VoiceLibraryController_voiceGetAccentsByProvider'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voice-library/sync/{provider}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sync a provider's voices */
    post: operations['VoiceLibraryController_voiceLibrarySyncByProvider'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voice-library/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sync the default voices of several providers */
    post: operations['VoiceLibraryController_voiceLibrarySyncDefaultVoices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voice-library/create-sesame-voice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a Sesame voice */
    post: operations['VoiceLibraryController_voiceLibraryCreateSesameVoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{provider}/workflows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an integration provider's workflows */
    get: operations['ProviderController_getWorkflows'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{provider}/workflows/{workflowId}/hooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a provider workflow's trigger hooks */
    get: operations['ProviderController_getWorkflowTriggerHook'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{provider}/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an integration provider's locations */
    get: operations['ProviderController_getLocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{provider}/voices/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search a voice provider's voices
     * @deprecated
     */
    get: operations['VoiceProviderController_searchVoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{provider}/voice/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search a voice provider's voices */
    get: operations['VoiceProviderController_searchVoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{provider}/voices/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a shared voice to your provider account
     * @deprecated
     */
    post: operations['VoiceProviderController_addVoices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/{provider}/voice/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a shared voice to your provider account */
    post: operations['VoiceProviderController_addVoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/11labs/voice/clone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Clone a voice from audio samples (ElevenLabs) */
    post: operations['VoiceProviderController_cloneVoices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'end-of-call-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The report of an ended call, posted to the assistant's server URL
     * @description Sent once per call when the assistant's `serverMessages` include `end-of-call-report`, with the server's `headers` (and `x-vapi-secret` when a secret is set). Any 2xx answer acknowledges it.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['EndOfCallReportBody'];
        };
      };
      responses: {
        /** @description Received. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /** @description The platform's error body (NestJS default). `message` is a list of strings for validation errors. */
    ErrorBody: {
      message: string | string[];
      /** @description HTTP reason phrase, e.g. "Bad Request". */
      error?: string;
      statusCode: number;
    };
    PaginationMeta: {
      itemsPerPage: number;
      totalItems: number;
      currentPage: number;
      totalPages?: number;
      hasNextPage?: boolean;
      sortOrder?: components['schemas']['SortOrder'];
    };
    /** @enum {string} */
    SortOrder: 'ASC' | 'DESC';
    /** @description Fields every persisted resource carries; never accepted in create bodies. */
    ResourceMeta: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      orgId: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    Timestamps: {
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description Free key/value data kept with the resource. */
    Metadata: {
      [key: string]: unknown;
    };
    /** @description A webhook target. */
    Server: {
      url?: string;
      /** @default 20 */
      timeoutSeconds?: number;
      headers?: {
        [key: string]: unknown;
      };
      backoffPlan?: {
        [key: string]: unknown;
      };
      credentialId?: string;
    };
    SchedulePlan: {
      /** Format: date-time */
      earliestAt: string;
      /** Format: date-time */
      latestAt?: string;
    };
    /** @description A customer (the other party of a call). Nothing is required. */
    CreateCustomerDTO: {
      number?: string;
      sipUri?: string;
      name?: string;
      email?: string;
      externalId?: string;
      extension?: string;
      /** @default true */
      numberE164CheckEnabled?: boolean;
      assistantOverrides?: components['schemas']['AssistantOverrides'];
    };
    /** @description A chat message, OpenAI style (`role`, `content`) or as a call transcript stores it (`role`, `message`, `time`, `secondsFromStart`). */
    ChatMessage: {
      /** @enum {string} */
      role: 'system' | 'user' | 'assistant' | 'tool' | 'developer' | 'bot';
      content?:
        | string
        | null
        | {
            [key: string]: unknown;
          }[];
      name?: string;
      tool_call_id?: string;
      tool_calls?: {
        [key: string]: unknown;
      }[];
      refusal?: string;
      message?: string;
      time?: number;
      endTime?: number;
      secondsFromStart?: number;
      duration?: number;
    } & {
      [key: string]: unknown;
    };
    /** @description One message of a call's artifact (role is a free string such as system, user, bot, tool_calls, tool_call_result). */
    ArtifactMessage: {
      role?: string;
      message?: string;
      time?: number;
      endTime?: number;
      secondsFromStart?: number;
      duration?: number;
      source?: string;
      toolCalls?: {
        [key: string]: unknown;
      }[];
      toolCallId?: string;
      name?: string;
      result?: string;
      metadata?: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    OpenAIMessage: {
      /** @enum {string} */
      role: 'assistant' | 'function' | 'user' | 'system' | 'tool';
      content?: string | null;
    } & {
      [key: string]: unknown;
    };
    Artifact: {
      messages?: components['schemas']['ArtifactMessage'][];
      messagesOpenAIFormatted?: components['schemas']['OpenAIMessage'][];
      /** @description The whole transcript, "AI: …\nUser: …". */
      transcript?: string;
      recording?: {
        stereoUrl?: string;
        videoUrl?: string;
        mono?: {
          combinedUrl?: string;
          assistantUrl?: string;
          customerUrl?: string;
        };
      } & {
        [key: string]: unknown;
      };
      /** @deprecated */
      recordingUrl?: string;
      /** @deprecated */
      stereoRecordingUrl?: string;
      /** @deprecated */
      videoRecordingUrl?: string;
      videoRecordingStartDelaySeconds?: number;
      pcapUrl?: string;
      nodes?: {
        [key: string]: unknown;
      }[];
      variables?: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    Analysis: {
      summary?: string;
      structuredData?: {
        [key: string]: unknown;
      };
      structuredDataMulti?: {
        [key: string]: unknown;
      }[];
      successEvaluation?: string;
    } & {
      [key: string]: unknown;
    };
    ArtifactPlan: {
      /** @default true */
      recordingEnabled?: boolean;
      /** @enum {string} */
      recordingFormat?: 'wav;l16' | 'mp3';
      /** @default false */
      videoRecordingEnabled?: boolean;
      pcapEnabled?: boolean;
      pcapS3PathPrefix?: string;
      transcriptPlan?: {
        [key: string]: unknown;
      };
      recordingPath?: string;
    };
    /** @enum {string} */
    ClientMessageType:
      | 'conversation-update'
      | 'function-call'
      | 'function-call-result'
      | 'hang'
      | 'language-changed'
      | 'metadata'
      | 'model-output'
      | 'speech-update'
      | 'status-update'
      | 'transcript'
      | 'tool-calls'
      | 'tool-calls-result'
      | 'tool.completed'
      | 'transfer-update'
      | 'user-interrupted'
      | 'voice-input'
      | 'workflow.node.started';
    /** @enum {string} */
    ServerMessageType:
      | 'conversation-update'
      | 'end-of-call-report'
      | 'function-call'
      | 'hang'
      | 'language-changed'
      | 'language-change-detected'
      | 'model-output'
      | 'phone-call-control'
      | 'speech-update'
      | 'status-update'
      | 'transcript'
      | 'transcript[transcriptType="final"]'
      | 'tool-calls'
      | 'transfer-destination-request'
      | 'transfer-update'
      | 'user-interrupted'
      | 'voice-input';
    /** @description The language model, chosen by `provider`. */
    AssistantModel:
      | components['schemas']['AnthropicModel']
      | components['schemas']['AnyscaleModel']
      | components['schemas']['CerebrasModel']
      | components['schemas']['CustomLLMModel']
      | components['schemas']['DeepInfraModel']
      | components['schemas']['DeepSeekModel']
      | components['schemas']['GoogleModel']
      | components['schemas']['GroqModel']
      | components['schemas']['InflectionAIModel']
      | components['schemas']['OpenAIModel']
      | components['schemas']['OpenRouterModel']
      | components['schemas']['PerplexityAIModel']
      | components['schemas']['TogetherAIModel']
      | components['schemas']['XaiModel'];
    /** @description The voice, chosen by `provider`; `tavus` makes it a video call. */
    AssistantVoice:
      | components['schemas']['AzureVoice']
      | components['schemas']['CartesiaVoice']
      | components['schemas']['CustomVoice']
      | components['schemas']['DeepgramVoice']
      | components['schemas']['ElevenLabsVoice']
      | components['schemas']['HumeVoice']
      | components['schemas']['LMNTVoice']
      | components['schemas']['NeuphonicVoice']
      | components['schemas']['OpenAIVoice']
      | components['schemas']['PlayHTVoice']
      | components['schemas']['RimeAIVoice']
      | components['schemas']['SmallestAIVoice']
      | components['schemas']['TavusVoice']
      | components['schemas']['VapiVoice']
      | components['schemas']['SesameVoice']
      | components['schemas']['InworldVoice'];
    /** @enum {string} */
    VoiceProviderName:
      | 'vapi'
      | '11labs'
      | 'azure'
      | 'cartesia'
      | 'custom-voice'
      | 'deepgram'
      | 'hume'
      | 'lmnt'
      | 'neuphonic'
      | 'openai'
      | 'playht'
      | 'rime-ai'
      | 'smallest-ai'
      | 'tavus'
      | 'sesame'
      | 'inworld';
    /** @description The speech-to-text, chosen by `provider`. */
    AssistantTranscriber:
      | components['schemas']['AssemblyAITranscriber']
      | components['schemas']['AzureSpeechTranscriber']
      | components['schemas']['CustomTranscriber']
      | components['schemas']['DeepgramTranscriber']
      | components['schemas']['ElevenLabsTranscriber']
      | components['schemas']['GladiaTranscriber']
      | components['schemas']['GoogleTranscriber']
      | components['schemas']['SpeechmaticsTranscriber']
      | components['schemas']['TalkscriberTranscriber']
      | components['schemas']['OpenAITranscriber']
      | components['schemas']['CartesiaTranscriber'];
    /** @description An assistant's editable fields. Nothing is required. */
    CreateAssistantDTO: {
      name?: string;
      firstMessage?: string;
      /**
       * @default assistant-speaks-first
       * @enum {string}
       */
      firstMessageMode?:
        | 'assistant-speaks-first'
        | 'assistant-speaks-first-with-model-generated-message'
        | 'assistant-waits-for-user';
      /** @default false */
      firstMessageInterruptionsEnabled?: boolean;
      model?: components['schemas']['AssistantModel'];
      voice?: components['schemas']['AssistantVoice'];
      transcriber?: components['schemas']['AssistantTranscriber'];
      voicemailDetection?: components['schemas']['VoicemailDetectionPlan'];
      /** @default 30 */
      silenceTimeoutSeconds?: number;
      /** @default 600 */
      maxDurationSeconds?: number;
      endCallMessage?: string;
      voicemailMessage?: string;
      endCallPhrases?: string[];
      clientMessages?: components['schemas']['ClientMessageType'][];
      serverMessages?: components['schemas']['ServerMessageType'][];
      server?: components['schemas']['Server'];
      artifactPlan?: components['schemas']['ArtifactPlan'];
      analysisPlan?: components['schemas']['AnalysisPlan'];
      startSpeakingPlan?: components['schemas']['StartSpeakingPlan'];
      stopSpeakingPlan?: components['schemas']['StopSpeakingPlan'];
      monitorPlan?: components['schemas']['MonitorPlan'];
      messagePlan?: components['schemas']['MessagePlan'];
      /** @description `off`, `office` or the URL of an audio file. */
      backgroundSound?: ('off' | 'office') | string;
      /** @deprecated */
      backgroundDenoisingEnabled?: boolean;
      backgroundSpeechDenoisingPlan?: components['schemas']['BackgroundSpeechDenoisingPlan'];
      /** @default false */
      modelOutputInMessagesEnabled?: boolean;
      transportConfigurations?: components['schemas']['TransportConfigurationTwilio'][];
      observabilityPlan?: components['schemas']['LangfuseObservabilityPlan'];
      credentials?: components['schemas']['InlineCredential'][];
      credentialIds?: string[];
      hooks?: components['schemas']['AssistantHook'][];
      compliancePlan?: components['schemas']['CompliancePlan'];
      keypadInputPlan?: components['schemas']['KeypadInputPlan'];
      metadata?: components['schemas']['Metadata'];
    };
    UpdateAssistantDTO: components['schemas']['CreateAssistantDTO'];
    Assistant: components['schemas']['ResourceMeta'] & components['schemas']['CreateAssistantDTO'];
    /** @description Any assistant field, plus `variableValues` for `{{var}}` substitution. */
    AssistantOverrides: components['schemas']['CreateAssistantDTO'] & {
      variableValues?: {
        [key: string]: unknown;
      };
    };
    WorkflowOverrides: {
      variableValues?: {
        [key: string]: unknown;
      };
    };
    /** @description A stored version of an assistant. */
    AssistantVersion: {
      [key: string]: unknown;
    };
    SquadMemberDTO: {
      assistantId?: string;
      assistant?: components['schemas']['CreateAssistantDTO'];
      assistantOverrides?: components['schemas']['AssistantOverrides'];
      assistantDestinations?: {
        [key: string]: unknown;
      }[];
    };
    CreateSquadDTO: {
      name?: string;
      members: components['schemas']['SquadMemberDTO'][];
      membersOverrides?: components['schemas']['AssistantOverrides'];
    };
    UpdateSquadDTO: components['schemas']['CreateSquadDTO'];
    Squad: components['schemas']['ResourceMeta'] & components['schemas']['CreateSquadDTO'];
    /** @description A node, `conversation` or `tool` by `type`. */
    WorkflowNode: components['schemas']['ConversationNode'] | components['schemas']['ToolNode'];
    WorkflowEdge: {
      from: string;
      to: string;
      condition?: {
        /** @constant */
        type: 'ai';
        prompt: string;
      };
      metadata?: components['schemas']['Metadata'];
    };
    WorkflowFields: {
      name?: string;
      nodes?: components['schemas']['WorkflowNode'][];
      edges?: components['schemas']['WorkflowEdge'][];
      globalPrompt?: string;
      transcriber?: components['schemas']['AssistantTranscriber'];
      voice?: components['schemas']['AssistantVoice'];
      server?: components['schemas']['Server'];
      observabilityPlan?: components['schemas']['LangfuseObservabilityPlan'];
      credentials?: components['schemas']['InlineCredential'][];
      credentialIds?: string[];
      compliancePlan?: components['schemas']['CompliancePlan'];
      analysisPlan?: components['schemas']['AnalysisPlan'];
      artifactPlan?: components['schemas']['ArtifactPlan'];
      startSpeakingPlan?: components['schemas']['StartSpeakingPlan'];
      stopSpeakingPlan?: components['schemas']['StopSpeakingPlan'];
      monitorPlan?: components['schemas']['MonitorPlan'];
      backgroundSpeechDenoisingPlan?: components['schemas']['BackgroundSpeechDenoisingPlan'];
    };
    CreateWorkflowDTO: components['schemas']['WorkflowFields'] & {
      name: string;
      nodes: components['schemas']['WorkflowNode'][];
      edges: components['schemas']['WorkflowEdge'][];
    };
    UpdateWorkflowDTO: components['schemas']['WorkflowFields'];
    WorkflowUserEditable: components['schemas']['CreateWorkflowDTO'];
    Workflow: components['schemas']['ResourceMeta'] & components['schemas']['CreateWorkflowDTO'];
    GenerateWorkflowDTO: {
      toolIds?: string[];
    };
    /** @enum {string} */
    CallType: 'inboundPhoneCall' | 'outboundPhoneCall' | 'webCall' | 'vapi.websocketCall';
    /** @enum {string} */
    CallStatus: 'scheduled' | 'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended';
    /** @description What runs the call (an assistant, squad or workflow, by id or inline) and who is called. */
    CallTargets: {
      assistantId?: string;
      assistant?: components['schemas']['CreateAssistantDTO'];
      assistantOverrides?: components['schemas']['AssistantOverrides'];
      squadId?: string;
      squad?: components['schemas']['CreateSquadDTO'];
      workflowId?: string;
      workflow?: components['schemas']['CreateWorkflowDTO'];
      workflowOverrides?: components['schemas']['WorkflowOverrides'];
      phoneNumberId?: string;
      phoneNumber?: components['schemas']['ImportTwilioPhoneNumberDTO'];
      customerId?: string;
      customer?: components['schemas']['CreateCustomerDTO'];
      name?: string;
      schedulePlan?: components['schemas']['SchedulePlan'];
      /** @description E.g. `{provider: "vapi.websocket", audioFormat: {format: "pcm_s16le", container: "raw", sampleRate: 16000}}`. */
      transport?: {
        provider?: string;
        /** @description A web call's room (`provider: daily`). */
        callUrl?: string;
        /** @description The socket of a `vapi.websocket` call (in answers). */
        websocketCallUrl?: string;
        roomDeleteOnUserLeaveEnabled?: boolean;
      } & {
        [key: string]: unknown;
      };
    };
    /** @description Nothing is required. `customers` places one call per customer (a batch). */
    CreateCallDTO: components['schemas']['CallTargets'] & {
      customers?: components['schemas']['CreateCustomerDTO'][];
    };
    CreateOutboundCallDTO: components['schemas']['CreateCallDTO'];
    /** @description Nothing is required; give one of assistant, squad or workflow. */
    CreateWebCallDTO: {
      assistantId?: string;
      assistant?: components['schemas']['CreateAssistantDTO'];
      assistantOverrides?: components['schemas']['AssistantOverrides'];
      squadId?: string;
      squad?: components['schemas']['CreateSquadDTO'];
      squadOverrides?: components['schemas']['AssistantOverrides'];
      workflowId?: string;
      workflow?: components['schemas']['CreateWorkflowDTO'];
      workflowOverrides?: components['schemas']['WorkflowOverrides'];
      /** @default true */
      roomDeleteOnUserLeaveEnabled?: boolean;
      assistantVersion?: number;
      name?: string;
    };
    UpdateCallDTO: {
      name?: string;
    };
    Call: components['schemas']['ResourceMeta'] &
      components['schemas']['CallTargets'] & {
        type?: components['schemas']['CallType'];
        status?: components['schemas']['CallStatus'];
        endedReason?: components['schemas']['CallEndedReason'];
        /** @description More context on the ended reason (an error or a warning). */
        endedMessage?: string;
        compliance?: components['schemas']['Compliance'];
        /** Format: date-time */
        startedAt?: string;
        /** Format: date-time */
        endedAt?: string;
        /** @description In USD. */
        cost?: number;
        costBreakdown?: components['schemas']['CostBreakdown'];
        costs?: components['schemas']['CallCost'][];
        messages?: components['schemas']['ArtifactMessage'][];
        artifact?: components['schemas']['Artifact'];
        analysis?: components['schemas']['Analysis'];
        monitor?: {
          listenUrl?: string;
          controlUrl?: string;
        };
        artifactPlan?: components['schemas']['ArtifactPlan'];
        campaignId?: string;
        /** @description Where the call was transferred to, if it was. */
        destination?:
          | components['schemas']['TransferDestinationNumber']
          | components['schemas']['TransferDestinationSip'];
        /**
         * @deprecated
         * @enum {string}
         */
        phoneCallProvider?: 'twilio' | 'vonage' | 'vapi' | 'telnyx';
        /** @enum {string} */
        phoneCallTransport?: 'sip' | 'pstn';
        /** @deprecated */
        phoneCallProviderId?: string;
      };
    /** @description The answer of a web call; `webCallUrl` is the room to join. */
    WebCall: components['schemas']['Call'] & {
      webCallUrl?: string;
    };
    CallBatchResponse: {
      results: components['schemas']['Call'][];
      errors: {
        customer?: components['schemas']['CreateCustomerDTO'];
        error?: string;
      }[];
    };
    /** @enum {string} */
    CallExportColumn:
      | 'id'
      | 'assistantId'
      | 'squadId'
      | 'customerId'
      | 'customerName'
      | 'customerNumber'
      | 'customerSipUri'
      | 'customerExtension'
      | 'phoneNumberId'
      | 'endedReason'
      | 'type'
      | 'duration'
      | 'startedAt'
      | 'endedAt'
      | 'transcript'
      | 'summary'
      | 'successEvaluation'
      | 'recordingUrl'
      | 'cost'
      | 'phoneCallProvider'
      | 'phoneCallProviderId'
      | 'createdAt'
      | 'updatedAt';
    /** @description A string, or a list of chat messages. */
    ChatInput: string | components['schemas']['ChatMessage'][];
    /** @description Needs one of assistantId/assistant, sessionId or previousChatId. */
    CreateChatDTO: {
      input: components['schemas']['ChatInput'];
      assistantId?: string;
      assistant?: components['schemas']['CreateAssistantDTO'];
      assistantOverrides?: components['schemas']['AssistantOverrides'];
      sessionId?: string;
      previousChatId?: string;
      name?: string;
      /** @default false */
      stream?: boolean;
    };
    /** @description As CreateChatDTO, but `stream` defaults to true. */
    OpenAIResponsesRequest: components['schemas']['CreateChatDTO'] & {
      /** @default true */
      stream?: boolean;
    };
    Chat: components['schemas']['ResourceMeta'] &
      ({
        assistantId?: string;
        assistant?: components['schemas']['CreateAssistantDTO'];
        assistantOverrides?: components['schemas']['AssistantOverrides'];
        name?: string;
        sessionId?: string;
        previousChatId?: string;
        input?: components['schemas']['ChatInput'];
        stream?: boolean;
        messages?: components['schemas']['ChatMessage'][];
        output?: components['schemas']['ChatMessage'][];
        cost?: number;
        costs?: components['schemas']['ChatCostItem'][];
      } & {
        [key: string]: unknown;
      });
    CreateWebChatDTO: {
      assistantId: string;
      input: components['schemas']['ChatInput'];
      sessionId?: string;
      assistantOverrides?: components['schemas']['AssistantOverrides'];
      customer?: components['schemas']['CreateCustomerDTO'];
      /** @default false */
      stream?: boolean;
    };
    OpenAIWebChatRequest: components['schemas']['CreateWebChatDTO'] & {
      /** @default true */
      stream?: boolean;
    };
    WebChat: {
      id: string;
      /** @description Send it back on the next turn. */
      sessionId?: string;
      output: components['schemas']['ChatMessage'][];
    };
    /** @description One streamed chat event (a Server-Sent Events `data:` line). */
    CreateChatStreamResponse: {
      id: string;
      /** @description e.g. "chat.output[0].content" */
      path: string;
      delta: string;
    };
    /** @description An OpenAI Responses-style answer. */
    ResponseObject: {
      id: string;
      /** @constant */
      object: 'response';
      /** @description Unix seconds. */
      created_at: number;
      /** @enum {string} */
      status: 'completed' | 'failed' | 'in_progress' | 'incomplete';
      error?: {
        [key: string]: unknown;
      } | null;
      output: ({
        id?: string;
        /** @constant */
        type?: 'message';
        /** @constant */
        role?: 'assistant';
        status?: string;
        content?: {
          /** @constant */
          type?: 'output_text';
          text?: string;
          annotations?: unknown[];
        }[];
      } & {
        [key: string]: unknown;
      })[];
    };
    SessionFields: {
      name?: string;
      /** @enum {string} */
      status?: 'active' | 'completed';
      /** @default 86400 */
      expirationSeconds?: number;
      assistantId?: string;
      assistant?: components['schemas']['CreateAssistantDTO'];
      messages?: components['schemas']['ChatMessage'][];
      customer?: components['schemas']['CreateCustomerDTO'];
      phoneNumberId?: string;
      phoneNumber?: components['schemas']['ImportTwilioPhoneNumberDTO'];
    };
    CreateSessionDTO: components['schemas']['SessionFields'];
    UpdateSessionDTO: {
      name?: string;
      /** @enum {string} */
      status?: 'active' | 'completed';
      expirationSeconds?: number;
      messages?: components['schemas']['ChatMessage'][];
    };
    Session: components['schemas']['ResourceMeta'] & components['schemas']['SessionFields'];
    /** @enum {string} */
    CampaignStatus: 'scheduled' | 'in-progress' | 'ended';
    /** @description Give either assistantId or workflowId, not both. */
    CreateCampaignDTO: {
      name: string;
      phoneNumberId: string;
      customers: components['schemas']['CreateCustomerDTO'][];
      assistantId?: string;
      workflowId?: string;
      schedulePlan?: components['schemas']['SchedulePlan'];
    };
    UpdateCampaignDTO: {
      name?: string;
      assistantId?: string;
      workflowId?: string;
      phoneNumberId?: string;
      schedulePlan?: components['schemas']['SchedulePlan'];
      /**
       * @description Only `ended`, to stop the campaign.
       * @constant
       */
      status?: 'ended';
    };
    Campaign: components['schemas']['ResourceMeta'] &
      components['schemas']['CreateCampaignDTO'] & {
        status: components['schemas']['CampaignStatus'];
        /** @enum {string} */
        endedReason?:
          | 'campaign.scheduled.ended-by-user'
          | 'campaign.in-progress.ended-by-user'
          | 'campaign.ended.success';
        /** @description Call id → call details. */
        calls: {
          [key: string]: unknown;
        };
        callsCounterScheduled: number;
        callsCounterQueued: number;
        callsCounterInProgress: number;
        callsCounterEndedVoicemail: number;
        callsCounterEnded: number;
      };
    CreateSupportTicketDTO: {
      /** @enum {string} */
      category: 'bug-report' | 'feature-request' | 'doc-update' | 'pricing' | 'sales' | 'others';
      subject: string;
      message: string;
      /** @enum {string} */
      bugSubcategory?:
        | 'call-forwarding'
        | 'tools-calling'
        | 'prompting'
        | 'workflows'
        | 'assistant'
        | 'latency'
        | 'assistant-speaks-slow'
        | 'assistant-doesnt-respond'
        | 'endpointing'
        | 'others';
      callDetails?: string;
    };
    SupportTicketResponse: {
      id: string;
    };
    /** @description Where calls go when the number has no assistant (`number` or `sip`). */
    FallbackDestination:
      | components['schemas']['TransferDestinationNumber']
      | components['schemas']['TransferDestinationSip'];
    PhoneNumberCommon: {
      name?: string;
      assistantId?: string;
      squadId?: string;
      workflowId?: string;
      server?: components['schemas']['Server'];
      fallbackDestination?: components['schemas']['FallbackDestination'];
      hooks?: components['schemas']['PhoneNumberHook'][];
    };
    /** @enum {string} */
    PhoneNumberProvider: 'byo-phone-number' | 'twilio' | 'vonage' | 'vapi' | 'telnyx';
    CreateByoPhoneNumberDTO: components['schemas']['PhoneNumberCommon'] & {
      /** @constant */
      provider: 'byo-phone-number';
      credentialId: string;
      number?: string;
      /** @default true */
      numberE164CheckEnabled?: boolean;
    };
    CreateTwilioPhoneNumberDTO: components['schemas']['PhoneNumberCommon'] & {
      /** @constant */
      provider: 'twilio';
      number: string;
      twilioAccountSid: string;
      twilioAuthToken?: string;
      twilioApiKey?: string;
      twilioApiSecret?: string;
      /** @default true */
      smsEnabled?: boolean;
    };
    CreateVonagePhoneNumberDTO: components['schemas']['PhoneNumberCommon'] & {
      /** @constant */
      provider: 'vonage';
      number: string;
      credentialId: string;
    };
    /** @description A free number from the platform; it assigns `number` (none may be sent). */
    CreateVapiPhoneNumberDTO: components['schemas']['PhoneNumberCommon'] & {
      /** @constant */
      provider: 'vapi';
      numberDesiredAreaCode?: string;
      sipUri?: string;
      authentication?: {
        realm?: string;
        username: string;
        password: string;
      };
    };
    CreateTelnyxPhoneNumberDTO: components['schemas']['PhoneNumberCommon'] & {
      /** @constant */
      provider: 'telnyx';
      number: string;
      credentialId: string;
    };
    /** @description A phone number, by `provider`. */
    CreatePhoneNumberDTO:
      | components['schemas']['CreateByoPhoneNumberDTO']
      | components['schemas']['CreateTwilioPhoneNumberDTO']
      | components['schemas']['CreateVonagePhoneNumberDTO']
      | components['schemas']['CreateVapiPhoneNumberDTO']
      | components['schemas']['CreateTelnyxPhoneNumberDTO'];
    /** @description Partial update; `provider` may be sent but never changes the number's kind. */
    UpdatePhoneNumberDTO: components['schemas']['PhoneNumberCommon'] & {
      provider?: components['schemas']['PhoneNumberProvider'];
      number?: string;
      credentialId?: string;
      numberE164CheckEnabled?: boolean;
      twilioAccountSid?: string;
      twilioAuthToken?: string;
      twilioApiKey?: string;
      twilioApiSecret?: string;
      smsEnabled?: boolean;
      sipUri?: string;
      authentication?: {
        [key: string]: unknown;
      };
    };
    PhoneNumber: components['schemas']['ResourceMeta'] &
      components['schemas']['CreatePhoneNumberDTO'] & {
        /** @enum {string} */
        status?: 'active' | 'activating' | 'blocked';
        /** @description The number (assigned by the platform for `vapi`). */
        number?: string;
      };
    ImportTwilioPhoneNumberDTO: components['schemas']['PhoneNumberCommon'] & {
      twilioPhoneNumber: string;
      twilioAccountSid: string;
      twilioAuthToken?: string;
      twilioApiKey?: string;
      twilioApiSecret?: string;
      /** @default true */
      smsEnabled?: boolean;
    };
    ImportVonagePhoneNumberDTO: components['schemas']['PhoneNumberCommon'] & {
      vonagePhoneNumber: string;
      credentialId: string;
    };
    /** @enum {string} */
    ToolType:
      | 'apiRequest'
      | 'dtmf'
      | 'endCall'
      | 'function'
      | 'ghl'
      | 'make'
      | 'transferCall'
      | 'output'
      | 'bash'
      | 'computer'
      | 'textEditor'
      | 'query'
      | 'google.calendar.event.create'
      | 'google.sheets.row.append'
      | 'google.calendar.availability.check'
      | 'slack.message.send'
      | 'sms'
      | 'mcp'
      | 'gohighlevel.calendar.availability.check'
      | 'gohighlevel.calendar.event.create'
      | 'gohighlevel.contact.create'
      | 'gohighlevel.contact.get';
    OpenAIFunction: {
      name: string;
      description?: string;
      /** @description A JSON Schema object. */
      parameters?: {
        [key: string]: unknown;
      };
      /** @default false */
      strict?: boolean;
    };
    /** @description What the assistant says around a tool call, by `type`. */
    ToolMessage:
      | components['schemas']['ToolMessageStart']
      | components['schemas']['ToolMessageComplete']
      | components['schemas']['ToolMessageFailed']
      | components['schemas']['ToolMessageDelayed'];
    /** @description What every tool takes. Only some tool types also take a `server`. */
    ToolCommon: {
      messages?: components['schemas']['ToolMessage'][];
      function?: components['schemas']['OpenAIFunction'];
    };
    CreateFunctionToolDTO: {
      /** @constant */
      type: 'function';
      /** @default false */
      async?: boolean;
      server?: components['schemas']['Server'];
    } & components['schemas']['ToolCommon'];
    /** @description An HTTP request the platform makes itself; it takes no `server` or `async`. */
    CreateApiRequestToolDTO: {
      /** @constant */
      type: 'apiRequest';
      /** @enum {string} */
      method: 'POST' | 'GET';
      url: string;
      name?: string;
      description?: string;
      /** @default 20 */
      timeoutSeconds?: number;
      body?: components['schemas']['JsonSchema'];
      headers?: components['schemas']['JsonSchema'];
      backoffPlan?: components['schemas']['BackoffPlan'];
      variableExtractionPlan?: components['schemas']['VariableExtractionPlan'];
    } & components['schemas']['ToolCommon'];
    /** @description Transfers the call; it takes no `server` or `async`. */
    CreateTransferCallToolDTO: {
      /** @constant */
      type: 'transferCall';
      destinations?: components['schemas']['TransferDestination'][];
    } & components['schemas']['ToolCommon'];
    /** @description Searches knowledge bases built from files; it takes no `server` or `async`. */
    CreateQueryToolDTO: {
      /** @constant */
      type: 'query';
      knowledgeBases?: components['schemas']['KnowledgeBaseFiles'][];
    } & components['schemas']['ToolCommon'];
    /** @description A tool, by `type`. */
    CreateToolDTO:
      | components['schemas']['CreateApiRequestToolDTO']
      | components['schemas']['CreateDtmfToolDTO']
      | components['schemas']['CreateEndCallToolDTO']
      | components['schemas']['CreateFunctionToolDTO']
      | components['schemas']['CreateGhlToolDTO']
      | components['schemas']['CreateMakeToolDTO']
      | components['schemas']['CreateTransferCallToolDTO']
      | components['schemas']['CreateOutputToolDTO']
      | components['schemas']['CreateBashToolDTO']
      | components['schemas']['CreateComputerToolDTO']
      | components['schemas']['CreateTextEditorToolDTO']
      | components['schemas']['CreateQueryToolDTO']
      | components['schemas']['CreateGoogleCalendarCreateEventToolDTO']
      | components['schemas']['CreateGoogleSheetsRowAppendToolDTO']
      | components['schemas']['CreateGoogleCalendarCheckAvailabilityToolDTO']
      | components['schemas']['CreateSlackSendMessageToolDTO']
      | components['schemas']['CreateSmsToolDTO']
      | components['schemas']['CreateMcpToolDTO']
      | components['schemas']['CreateGoHighLevelCalendarAvailabilityToolDTO']
      | components['schemas']['CreateGoHighLevelCalendarEventCreateToolDTO']
      | components['schemas']['CreateGoHighLevelContactCreateToolDTO']
      | components['schemas']['CreateGoHighLevelContactGetToolDTO'];
    /** @description Partial update, by the tool's `type`: each kind takes only its own fields, and apiRequest, transferCall and query tools take no `server` or `async`. `type` may be sent (the official clients send it) but never changes the tool's kind; a body without it is read as an update of the stored tool's kind. */
    UpdateToolDTO:
      | components['schemas']['UpdateApiRequestToolDTO']
      | components['schemas']['UpdateDtmfToolDTO']
      | components['schemas']['UpdateEndCallToolDTO']
      | components['schemas']['UpdateFunctionToolDTO']
      | components['schemas']['UpdateGhlToolDTO']
      | components['schemas']['UpdateMakeToolDTO']
      | components['schemas']['UpdateTransferCallToolDTO']
      | components['schemas']['UpdateOutputToolDTO']
      | components['schemas']['UpdateBashToolDTO']
      | components['schemas']['UpdateComputerToolDTO']
      | components['schemas']['UpdateTextEditorToolDTO']
      | components['schemas']['UpdateQueryToolDTO']
      | components['schemas']['UpdateGoogleCalendarCreateEventToolDTO']
      | components['schemas']['UpdateGoogleSheetsRowAppendToolDTO']
      | components['schemas']['UpdateGoogleCalendarCheckAvailabilityToolDTO']
      | components['schemas']['UpdateSlackSendMessageToolDTO']
      | components['schemas']['UpdateSmsToolDTO']
      | components['schemas']['UpdateMcpToolDTO']
      | components['schemas']['UpdateGoHighLevelCalendarAvailabilityToolDTO']
      | components['schemas']['UpdateGoHighLevelCalendarEventCreateToolDTO']
      | components['schemas']['UpdateGoHighLevelContactCreateToolDTO']
      | components['schemas']['UpdateGoHighLevelContactGetToolDTO'];
    /** @description Changes an apiRequest tool; it takes no `server` or `async`. */
    UpdateApiRequestToolDTO: {
      /** @constant */
      type?: 'apiRequest';
      /** @enum {string} */
      method?: 'POST' | 'GET';
      url?: string;
      name?: string;
      description?: string;
      timeoutSeconds?: number;
      body?: components['schemas']['JsonSchema'];
      headers?: components['schemas']['JsonSchema'];
      backoffPlan?: components['schemas']['BackoffPlan'];
      variableExtractionPlan?: components['schemas']['VariableExtractionPlan'];
    } & components['schemas']['ToolCommon'];
    UpdateFunctionToolDTO: {
      /** @constant */
      type?: 'function';
      async?: boolean;
      server?: components['schemas']['Server'];
    } & components['schemas']['ToolCommon'];
    UpdateGhlToolDTO: {
      /** @constant */
      type?: 'ghl';
      metadata?: components['schemas']['GhlToolMetadata'];
    } & components['schemas']['ToolCommon'];
    UpdateMakeToolDTO: {
      /** @constant */
      type?: 'make';
      metadata?: components['schemas']['MakeToolMetadata'];
    } & components['schemas']['ToolCommon'];
    /** @description Changes a transferCall tool; it takes no `server` or `async`. */
    UpdateTransferCallToolDTO: {
      /** @constant */
      type?: 'transferCall';
      destinations?: components['schemas']['TransferDestination'][];
    } & components['schemas']['ToolCommon'];
    UpdateBashToolDTO: {
      /** @constant */
      type?: 'bash';
      /** @constant */
      subType?: 'bash_20241022';
      /** @constant */
      name?: 'bash';
      server?: components['schemas']['Server'];
    } & components['schemas']['ToolCommon'];
    UpdateComputerToolDTO: {
      /** @constant */
      type?: 'computer';
      /** @constant */
      subType?: 'computer_20241022';
      /** @constant */
      name?: 'computer';
      server?: components['schemas']['Server'];
      displayWidthPx?: number;
      displayHeightPx?: number;
      displayNumber?: number;
    } & components['schemas']['ToolCommon'];
    UpdateTextEditorToolDTO: {
      /** @constant */
      type?: 'textEditor';
      /** @constant */
      subType?: 'text_editor_20241022';
      /** @constant */
      name?: 'str_replace_editor';
      server?: components['schemas']['Server'];
    } & components['schemas']['ToolCommon'];
    /** @description Changes a query tool; it takes no `server` or `async`. */
    UpdateQueryToolDTO: {
      /** @constant */
      type?: 'query';
      knowledgeBases?: components['schemas']['KnowledgeBaseFiles'][];
    } & components['schemas']['ToolCommon'];
    UpdateMcpToolDTO: {
      /** @constant */
      type?: 'mcp';
      server?: components['schemas']['Server'];
      metadata?: components['schemas']['McpToolMetadata'];
    } & components['schemas']['ToolCommon'];
    UpdateDtmfToolDTO: {
      /** @constant */
      type?: 'dtmf';
    } & components['schemas']['ToolCommon'];
    UpdateEndCallToolDTO: {
      /** @constant */
      type?: 'endCall';
    } & components['schemas']['ToolCommon'];
    UpdateOutputToolDTO: {
      /** @constant */
      type?: 'output';
    } & components['schemas']['ToolCommon'];
    UpdateGoogleCalendarCreateEventToolDTO: {
      /** @constant */
      type?: 'google.calendar.event.create';
    } & components['schemas']['ToolCommon'];
    UpdateGoogleSheetsRowAppendToolDTO: {
      /** @constant */
      type?: 'google.sheets.row.append';
    } & components['schemas']['ToolCommon'];
    UpdateGoogleCalendarCheckAvailabilityToolDTO: {
      /** @constant */
      type?: 'google.calendar.availability.check';
    } & components['schemas']['ToolCommon'];
    UpdateSlackSendMessageToolDTO: {
      /** @constant */
      type?: 'slack.message.send';
    } & components['schemas']['ToolCommon'];
    UpdateSmsToolDTO: {
      /** @constant */
      type?: 'sms';
    } & components['schemas']['ToolCommon'];
    UpdateGoHighLevelCalendarAvailabilityToolDTO: {
      /** @constant */
      type?: 'gohighlevel.calendar.availability.check';
    } & components['schemas']['ToolCommon'];
    UpdateGoHighLevelCalendarEventCreateToolDTO: {
      /** @constant */
      type?: 'gohighlevel.calendar.event.create';
    } & components['schemas']['ToolCommon'];
    UpdateGoHighLevelContactCreateToolDTO: {
      /** @constant */
      type?: 'gohighlevel.contact.create';
    } & components['schemas']['ToolCommon'];
    UpdateGoHighLevelContactGetToolDTO: {
      /** @constant */
      type?: 'gohighlevel.contact.get';
    } & components['schemas']['ToolCommon'];
    Tool: components['schemas']['ResourceMeta'] & components['schemas']['CreateToolDTO'];
    CreateFileDTO: {
      /**
       * Format: binary
       * @description The file's bytes.
       */
      file: Blob;
      /** @enum {string} */
      purpose?: 'assistant' | 'composer-attachment' | 'knowledge-base-v2';
      /** @description A JSON object as a string. */
      metadata?: string;
    };
    UpdateFileDTO: {
      name?: string;
    };
    File: components['schemas']['ResourceMeta'] & {
      /** @constant */
      object?: 'file';
      /** @enum {string} */
      status?: 'processing' | 'done' | 'failed';
      name?: string;
      originalName?: string;
      bytes?: number;
      purpose?: string;
      mimetype?: string;
      key?: string;
      path?: string;
      bucket?: string;
      url?: string;
      parsedTextUrl?: string;
      parsedTextBytes?: number;
      metadata?: components['schemas']['Metadata'];
    };
    KnowledgeBaseSearchPlan: {
      /** @enum {string} */
      searchType: 'fulltext' | 'semantic' | 'hybrid' | 'bm25';
      topK?: number;
      scoreThreshold?: number;
      removeStopWords?: boolean;
    };
    CreateTrieveKnowledgeBaseDTO: {
      /** @constant */
      provider: 'trieve';
      name?: string;
      searchPlan?: components['schemas']['KnowledgeBaseSearchPlan'];
      /** @description Import from an existing Trieve dataset. */
      createPlan?: {
        /** @constant */
        type: 'import';
        providerId: string;
      };
    };
    CreateCustomKnowledgeBaseDTO: {
      /** @constant */
      provider: 'custom-knowledge-base';
      server: components['schemas']['Server'];
    };
    /** @description A knowledge base, by `provider`. */
    CreateKnowledgeBaseDTO:
      | components['schemas']['CreateTrieveKnowledgeBaseDTO']
      | components['schemas']['CreateCustomKnowledgeBaseDTO'];
    /** @description Partial update; `provider` may be sent but never changes the kind. */
    UpdateKnowledgeBaseDTO: {
      /** @enum {string} */
      provider?: 'trieve' | 'custom-knowledge-base';
      name?: string;
      searchPlan?: components['schemas']['KnowledgeBaseSearchPlan'];
      createPlan?: {
        [key: string]: unknown;
      };
      server?: components['schemas']['Server'];
    };
    /** @description Knowledge bases carry `id` and `orgId` but no timestamps. */
    KnowledgeBase: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      orgId: string;
    } & components['schemas']['CreateKnowledgeBaseDTO'];
    TestSuiteFields: {
      name?: string;
      testerPlan?: {
        assistant?: components['schemas']['CreateAssistantDTO'];
        assistantId?: string;
        assistantOverrides?: components['schemas']['AssistantOverrides'];
      } & {
        [key: string]: unknown;
      };
      targetPlan?: {
        assistantId?: string;
        assistantOverrides?: components['schemas']['AssistantOverrides'];
        phoneNumberId?: string;
        phoneNumber?: {
          /** @constant */
          provider: 'test-suite';
          number: string;
        };
      } & {
        [key: string]: unknown;
      };
      /** @deprecated */
      phoneNumberId?: string;
    };
    CreateTestSuiteDto: components['schemas']['TestSuiteFields'];
    UpdateTestSuiteDto: components['schemas']['TestSuiteFields'];
    TestSuite: components['schemas']['ResourceMeta'] & components['schemas']['TestSuiteFields'];
    TestScorer: {
      /** @constant */
      type: 'ai';
      rubric: string;
    };
    /** @description A `voice` or `chat` test, by `type`. */
    CreateTestSuiteTestDto:
      | components['schemas']['CreateTestSuiteTestVoiceDto']
      | components['schemas']['CreateTestSuiteTestChatDto'];
    UpdateTestSuiteTestDto: {
      /** @enum {string} */
      type?: 'voice' | 'chat';
      script?: string;
      scorers?: components['schemas']['TestScorer'][];
      numAttempts?: number;
      name?: string;
    };
    /** @description A stored test, `voice` or `chat` by `type`. */
    TestSuiteTest:
      components['schemas']['TestSuiteTestVoice'] | components['schemas']['TestSuiteTestChat'];
    CreateTestSuiteRunDto: {
      name?: string;
    };
    UpdateTestSuiteRunDto: components['schemas']['CreateTestSuiteRunDto'];
    TestSuiteRun: components['schemas']['ResourceMeta'] & {
      /** @enum {string} */
      status: 'queued' | 'in-progress' | 'completed' | 'failed';
      testSuiteId: string;
      name?: string;
      testResults: {
        test: {
          [key: string]: unknown;
        };
        attempts: ({
          scorerResults: {
            /** @constant */
            type?: 'ai';
            /** @enum {string} */
            result?: 'pass' | 'fail';
            reasoning?: string;
            rubric?: string;
          }[];
          call?: {
            [key: string]: unknown;
          };
          callId?: string;
          metadata?: components['schemas']['Metadata'];
        } & {
          [key: string]: unknown;
        })[];
      }[];
    };
    AnalyticsOperation: {
      /** @enum {string} */
      operation: 'sum' | 'avg' | 'count' | 'min' | 'max' | 'history';
      /** @enum {string} */
      column:
        | 'id'
        | 'cost'
        | 'costBreakdown.llm'
        | 'costBreakdown.stt'
        | 'costBreakdown.tts'
        | 'costBreakdown.vapi'
        | 'costBreakdown.ttsCharacters'
        | 'costBreakdown.llmPromptTokens'
        | 'costBreakdown.llmCompletionTokens'
        | 'duration'
        | 'concurrency'
        | 'minutesUsed';
      /** @description Defaults to `${operation}${column}`. */
      alias?: string;
    };
    AnalyticsTimeRange: {
      /**
       * @description Omitted = one bucket for the whole range.
       * @enum {string}
       */
      step?:
        | 'second'
        | 'minute'
        | 'hour'
        | 'day'
        | 'week'
        | 'month'
        | 'quarter'
        | 'year'
        | 'decade'
        | 'century'
        | 'millennium';
      /**
       * Format: date-time
       * @description Defaults to 7 days ago.
       */
      start?: string;
      /**
       * Format: date-time
       * @description Defaults to now.
       */
      end?: string;
      /** @default UTC */
      timezone?: string;
    };
    AnalyticsQuery: {
      /** @enum {string} */
      table: 'call' | 'subscription';
      /** @description The key of this query's result. */
      name: string;
      operations: components['schemas']['AnalyticsOperation'][];
      groupBy?: (
        'type' | 'assistantId' | 'endedReason' | 'analysis.successEvaluation' | 'status'
      )[];
      timeRange?: components['schemas']['AnalyticsTimeRange'];
    };
    AnalyticsQueryDTO: {
      queries: components['schemas']['AnalyticsQuery'][];
    };
    AnalyticsQueryResult: {
      name: string;
      timeRange: components['schemas']['AnalyticsTimeRange'];
      /** @description One object per group with the aggregated values. */
      result: {
        [key: string]: unknown;
      }[];
    };
    /** @enum {string} */
    LogType: 'API' | 'Webhook' | 'Call' | 'Provider';
    Log: {
      /** Format: date-time */
      time: string;
      orgId: string;
      type: components['schemas']['LogType'];
      webhookType?: string;
      /** @enum {string} */
      resource?:
        | 'org'
        | 'assistant'
        | 'analytics'
        | 'credential'
        | 'phone-number'
        | 'block'
        | 'voice-library'
        | 'provider'
        | 'tool'
        | 'token'
        | 'template'
        | 'squad'
        | 'call'
        | 'file'
        | 'metric'
        | 'log';
      requestDurationSeconds?: number;
      requestStartedAt?: string;
      requestFinishedAt?: string;
      requestBody?: {
        [key: string]: unknown;
      };
      requestHttpMethod?: string;
      requestUrl?: string;
      requestPath?: string;
      requestQuery?: string;
      responseHttpCode?: number;
      requestIpAddress?: string;
      requestOrigin?: string;
      responseBody?: {
        [key: string]: unknown;
      };
      requestHeaders?: {
        [key: string]: unknown;
      };
      error?: {
        [key: string]: unknown;
      };
      assistantId?: string;
      phoneNumberId?: string;
      customerId?: string;
      squadId?: string;
      callId?: string;
    };
    CallLogPrivileged: {
      callId: string;
      orgId: string;
      log: string;
      /** @enum {string} */
      level: 'INFO' | 'LOG' | 'WARN' | 'ERROR' | 'CHECKPOINT';
      /** Format: date-time */
      time: string;
    };
    OrgFields: {
      name?: string;
      hipaaEnabled?: boolean;
      subscriptionId?: string;
      /** @enum {string} */
      channel?: 'default' | 'weekly';
      billingLimit?: number;
      server?: components['schemas']['Server'];
      compliancePlan?: {
        [key: string]: unknown;
      };
      /** @deprecated */
      concurrencyLimit?: number;
    };
    CreateOrgDTO: components['schemas']['OrgFields'];
    UpdateOrgDTO: components['schemas']['OrgFields'];
    Org: ({
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      subscription?: {
        [key: string]: unknown;
      };
      plan?: {
        [key: string]: unknown;
      };
      minutesUsed?: number;
      jwtSecret?: string;
    } & {
      [key: string]: unknown;
    }) &
      components['schemas']['OrgFields'];
    /** @enum {string} */
    UserRole: 'admin' | 'editor' | 'viewer';
    User: {
      id: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      email: string;
      fullName?: string;
    };
    InviteUserDTO: {
      emails: string[];
      role: components['schemas']['UserRole'];
      redirectTo?: string;
    };
    UpdateUserRoleDTO: {
      userId: string;
      role: components['schemas']['UserRole'];
    };
    JwtResponse: {
      accessToken: string;
      aud: {
        [key: string]: unknown;
      };
    };
    TokenRestrictions: {
      enabled?: boolean;
      allowedOrigins?: string[];
      allowedAssistantIds?: string[];
      allowTransientAssistant?: boolean;
    };
    CreateTokenDTO: {
      /** @enum {string} */
      tag?: 'private' | 'public';
      name?: string;
      restrictions?: components['schemas']['TokenRestrictions'];
    };
    UpdateTokenDTO: components['schemas']['CreateTokenDTO'];
    /** @description An API key. `value` is the key itself. */
    Token: components['schemas']['ResourceMeta'] &
      components['schemas']['CreateTokenDTO'] & {
        value: string;
      };
    /** @enum {string} */
    CredentialProvider:
      | '11labs'
      | 'anthropic'
      | 'anyscale'
      | 'assembly-ai'
      | 'azure'
      | 'azure-openai'
      | 'byo-sip-trunk'
      | 'cartesia'
      | 'cerebras'
      | 'cloudflare'
      | 'custom-llm'
      | 'deepgram'
      | 'deepinfra'
      | 'deep-seek'
      | 'gcp'
      | 'gladia'
      | 'gohighlevel'
      | 'google'
      | 'groq'
      | 'inflection-ai'
      | 'langfuse'
      | 'lmnt'
      | 'make'
      | 'openai'
      | 'openrouter'
      | 'perplexity-ai'
      | 'playht'
      | 'rime-ai'
      | 'runpod'
      | 's3'
      | 'supabase'
      | 'smallest-ai'
      | 'tavus'
      | 'together-ai'
      | 'twilio'
      | 'vonage'
      | 'webhook'
      | 'xai'
      | 'neuphonic'
      | 'hume'
      | 'mistral'
      | 'speechmatics'
      | 'trieve'
      | 'google.calendar.oauth2-client'
      | 'google.calendar.oauth2-authorization'
      | 'google.sheets.oauth2-authorization'
      | 'slack.oauth2-authorization'
      | 'ghl.oauth2-authorization'
      | 'inworld'
      | 'aws'
      | 'telnyx';
    /** @description Provider-specific fields (apiKey, accountSid, …) are kept as sent; secrets are never returned. */
    CredentialFields: {
      name?: string;
      apiKey?: string;
      authenticationPlan?: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    /** @description A credential, by `provider`. */
    CreateCredentialDTO: components['schemas']['CredentialFields'] & {
      provider: components['schemas']['CredentialProvider'];
    };
    UpdateCredentialDTO: components['schemas']['CredentialFields'] & {
      provider?: components['schemas']['CredentialProvider'];
    };
    Credential: components['schemas']['ResourceMeta'] &
      components['schemas']['CreateCredentialDTO'];
    CredentialSessionDTO: {
      /** @enum {string} */
      provider:
        | 'google.calendar.oauth2-client'
        | 'google.calendar.oauth2-authorization'
        | 'google.sheets.oauth2-authorization'
        | 'slack.oauth2-authorization';
    };
    CredentialSessionResponse: {
      sessionToken: string;
    };
    /** @description A callback from the OAuth broker. */
    CredentialWebhookDTO: {
      /** @enum {string} */
      type: 'auth' | 'sync' | 'forward';
      /** @enum {string} */
      operation: 'creation' | 'override' | 'refresh';
      from: string;
      connectionId: string;
      /** @enum {string} */
      authMode: 'OAUTH2' | 'API_KEY' | 'BASIC';
      providerConfigKey: string;
      provider: string;
      environment: string;
      success: boolean;
      endUser: {
        [key: string]: unknown;
      };
      error?: {
        type: string;
        description: string;
      };
    };
    CredentialActionRequest: {
      action_name: string;
      input: {
        [key: string]: unknown;
      };
    };
    CreateToolTemplateDTO: {
      /**
       * @default tool
       * @constant
       */
      type: 'tool';
      name?: string;
      /** @enum {string} */
      provider?: 'make' | 'gohighlevel' | 'function';
      /**
       * @default private
       * @enum {string}
       */
      visibility?: 'public' | 'private';
      details?: components['schemas']['CreateToolDTO'];
      providerDetails?: {
        [key: string]: unknown;
      };
      metadata?: components['schemas']['Metadata'];
    };
    UpdateToolTemplateDTO: components['schemas']['CreateToolTemplateDTO'];
    Template: components['schemas']['ResourceMeta'] &
      components['schemas']['CreateToolTemplateDTO'];
    VoiceLibrary: {
      id: string;
      orgId: string;
      isPublic: boolean;
      isDeleted: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      provider?: components['schemas']['VoiceProviderName'];
      providerId?: string;
      slug?: string;
      name?: string;
      language?: string;
      languageCode?: string;
      model?: string;
      supportedModels?: string;
      /** @enum {string} */
      gender?: 'male' | 'female';
      accent?: string;
      previewUrl?: string;
      description?: string;
      credentialId?: string;
    };
    VoiceLibraryVoiceResponse: {
      voiceId: string;
      name: string;
      publicOwnerId?: string;
      description?: string;
      gender?: string;
      age?: string;
      accent?: string;
    };
    SyncVoiceLibraryDTO: {
      providers?: components['schemas']['VoiceProviderName'][];
    };
    CreateSesameVoiceDTO: {
      voiceName?: string;
      transcription?: string;
    };
    AddVoiceToProviderDTO: {
      ownerId: string;
      voiceId: string;
      name: string;
    };
    CloneVoiceDTO: {
      name: string;
      description?: string;
      /** @description A JSON dictionary serialised as a string. */
      labels?: string;
      /** @description Audio files; one `files` part per file. */
      files: Blob[];
    };
    /** @description The integration provider's own answer, passed through. */
    ProviderResult: {
      [key: string]: unknown;
    };
    /** @description A page of Call items. */
    CallPaginatedResponse: {
      results: components['schemas']['Call'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    /** @description A page of Assistant items. */
    AssistantPaginatedResponse: {
      results: components['schemas']['Assistant'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    /** @description A page of PhoneNumber items. */
    PhoneNumberPaginatedResponse: {
      results: components['schemas']['PhoneNumber'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    /** @description A page of Chat items. */
    ChatPaginatedResponse: {
      results: components['schemas']['Chat'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    /** @description A page of Session items. */
    SessionPaginatedResponse: {
      results: components['schemas']['Session'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    /** @description A page of Campaign items. */
    CampaignPaginatedResponse: {
      results: components['schemas']['Campaign'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    /** @description A page of TestSuite items. */
    TestSuitePaginatedResponse: {
      results: components['schemas']['TestSuite'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    /** @description A page of TestSuiteTest items. */
    TestSuiteTestPaginatedResponse: {
      results: components['schemas']['TestSuiteTest'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    /** @description A page of TestSuiteRun items. */
    TestSuiteRunPaginatedResponse: {
      results: components['schemas']['TestSuiteRun'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    /** @description A page of Log items. */
    LogPaginatedResponse: {
      results: components['schemas']['Log'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    /** @description A page of CallLogPrivileged items. */
    CallLogPrivilegedPaginatedResponse: {
      results: components['schemas']['CallLogPrivileged'][];
      metadata: components['schemas']['PaginationMeta'];
    };
    AssistantVersionPaginatedResponse: {
      results: components['schemas']['AssistantVersion'][];
      metadata: components['schemas']['PaginationMeta'];
      nextPageState?: string;
    };
    /** @description What every language model takes, whatever its provider. */
    ModelCommon: {
      messages?: components['schemas']['ChatMessage'][];
      /** @description Tools defined inline (as `POST /tool` bodies). */
      tools?: components['schemas']['CreateToolDTO'][];
      toolIds?: string[];
      knowledgeBase?: components['schemas']['CreateCustomKnowledgeBaseDTO'];
      knowledgeBaseId?: string;
      model?: string;
      temperature?: number;
      maxTokens?: number;
      emotionRecognitionEnabled?: boolean;
      numFastTurns?: number;
    };
    AnthropicModel: {
      /** @constant */
      provider: 'anthropic';
      thinking?: {
        /** @constant */
        type?: 'enabled';
        budgetTokens?: number;
      };
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    AnyscaleModel: {
      /** @constant */
      provider: 'anyscale';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    CerebrasModel: {
      /** @constant */
      provider: 'cerebras';
      /** @enum {string} */
      model: 'llama3.1-8b' | 'llama-3.3-70b';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    CustomLLMModel: {
      /** @constant */
      provider: 'custom-llm';
      /** @description An OpenAI-compatible chat completions endpoint. */
      url: string;
      /** @enum {string} */
      metadataSendMode?: 'off' | 'variable' | 'destructured';
      timeoutSeconds?: number;
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    DeepInfraModel: {
      /** @constant */
      provider: 'deepinfra';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    DeepSeekModel: {
      /** @constant */
      provider: 'deep-seek';
      /** @enum {string} */
      model: 'deepseek-chat' | 'deepseek-reasoner';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    GoogleModel: {
      /** @constant */
      provider: 'google';
      realtimeConfig?: {
        [key: string]: unknown;
      };
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    GroqModel: {
      /** @constant */
      provider: 'groq';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    InflectionAIModel: {
      /** @constant */
      provider: 'inflection-ai';
      /** @enum {string} */
      model: 'inflection_3_pi';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    OpenAIModel: {
      /** @constant */
      provider: 'openai';
      fallbackModels?: string[];
      /** @enum {string} */
      toolStrictCompatibilityMode?:
        'strip-parameters-with-unsupported-validation' | 'strip-unsupported-validation';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    OpenRouterModel: {
      /** @constant */
      provider: 'openrouter';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    PerplexityAIModel: {
      /** @constant */
      provider: 'perplexity-ai';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    TogetherAIModel: {
      /** @constant */
      provider: 'together-ai';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    XaiModel: {
      /** @constant */
      provider: 'xai';
      /** @enum {string} */
      model: 'grok-beta' | 'grok-2' | 'grok-3';
    } & WithRequired<components['schemas']['ModelCommon'], 'model'>;
    /** @description How the model's output is cut into pieces for the voice. */
    ChunkPlan: {
      /** @default true */
      enabled?: boolean;
      /** @default 30 */
      minCharacters?: number;
      punctuationBoundaries?: string[];
      formatPlan?: {
        [key: string]: unknown;
      };
    };
    FallbackVoicePlan: {
      /** @description Voices tried in order when the main one fails (same shapes as `voice`). */
      voices: {
        [key: string]: unknown;
      }[];
    };
    VoiceCommon: {
      /** @default true */
      cachingEnabled?: boolean;
      chunkPlan?: components['schemas']['ChunkPlan'];
      fallbackPlan?: components['schemas']['FallbackVoicePlan'];
    };
    SpeedOption: {
      speed?: number;
    };
    AzureVoice: {
      /** @constant */
      provider: 'azure';
      voiceId: string;
    } & (components['schemas']['VoiceCommon'] & components['schemas']['SpeedOption']);
    CartesiaVoice: {
      /** @constant */
      provider: 'cartesia';
      voiceId: string;
      model?: string;
      language?: string;
      experimentalControls?: {
        speed?: string | number;
        emotion?: string[];
      };
    } & components['schemas']['VoiceCommon'];
    CustomVoice: {
      /** @constant */
      provider: 'custom-voice';
      /** @description Passed on to the custom voice server. */
      voiceId?: string;
      server: components['schemas']['Server'];
    } & components['schemas']['VoiceCommon'];
    DeepgramVoice: {
      /** @constant */
      provider: 'deepgram';
      voiceId: string;
      /** @enum {string} */
      model?: 'aura' | 'aura-2';
      /** @default false */
      mipOptOut?: boolean;
    } & components['schemas']['VoiceCommon'];
    ElevenLabsVoice: {
      /** @constant */
      provider: '11labs';
      voiceId: string;
      stability?: number;
      similarityBoost?: number;
      style?: number;
      useSpeakerBoost?: boolean;
      optimizeStreamingLatency?: number;
      enableSsmlParsing?: boolean;
      autoMode?: boolean;
      model?: string;
      language?: string;
    } & (components['schemas']['VoiceCommon'] & components['schemas']['SpeedOption']);
    HumeVoice: {
      /** @constant */
      provider: 'hume';
      voiceId: string;
      /** @enum {string} */
      model?: 'octave';
      isCustomHumeVoice?: boolean;
      description?: string;
    } & components['schemas']['VoiceCommon'];
    LMNTVoice: {
      /** @constant */
      provider: 'lmnt';
      voiceId: string;
      language?: string;
    } & (components['schemas']['VoiceCommon'] & components['schemas']['SpeedOption']);
    NeuphonicVoice: {
      /** @constant */
      provider: 'neuphonic';
      voiceId: string;
      model?: string;
      language: {
        [key: string]: unknown;
      };
    } & (components['schemas']['VoiceCommon'] & components['schemas']['SpeedOption']);
    OpenAIVoice: {
      /** @constant */
      provider: 'openai';
      voiceId: string;
      /** @enum {string} */
      model?: 'tts-1' | 'tts-1-hd' | 'gpt-4o-mini-tts';
      instructions?: string;
    } & (components['schemas']['VoiceCommon'] & components['schemas']['SpeedOption']);
    PlayHTVoice: {
      /** @constant */
      provider: 'playht';
      voiceId: string;
      temperature?: number;
      emotion?: string;
      voiceGuidance?: number;
      styleGuidance?: number;
      textGuidance?: number;
      model?: string;
      language?: string;
    } & (components['schemas']['VoiceCommon'] & components['schemas']['SpeedOption']);
    RimeAIVoice: {
      /** @constant */
      provider: 'rime-ai';
      voiceId: string;
      /** @enum {string} */
      model?: 'arcana' | 'mistv2' | 'mist';
      pauseBetweenBrackets?: boolean;
      phonemizeBetweenBrackets?: boolean;
      reduceLatency?: boolean;
      inlineSpeedAlpha?: string;
    } & (components['schemas']['VoiceCommon'] & components['schemas']['SpeedOption']);
    SmallestAIVoice: {
      /** @constant */
      provider: 'smallest-ai';
      voiceId: string;
      /** @enum {string} */
      model?: 'lightning';
    } & (components['schemas']['VoiceCommon'] & components['schemas']['SpeedOption']);
    /** @description A video avatar; the call becomes a video call. */
    TavusVoice: {
      /** @constant */
      provider: 'tavus';
      voiceId: string;
      personaId?: string;
      callbackUrl?: string;
      conversationName?: string;
      conversationalContext?: string;
      customGreeting?: string;
      properties?: {
        [key: string]: unknown;
      };
    } & components['schemas']['VoiceCommon'];
    VapiVoice: {
      /** @constant */
      provider: 'vapi';
      /** @enum {string} */
      voiceId:
        | 'Elliot'
        | 'Kylie'
        | 'Rohan'
        | 'Lily'
        | 'Savannah'
        | 'Hana'
        | 'Neha'
        | 'Cole'
        | 'Harry'
        | 'Paige'
        | 'Spencer';
    } & (components['schemas']['VoiceCommon'] & components['schemas']['SpeedOption']);
    SesameVoice: {
      /** @constant */
      provider: 'sesame';
      voiceId: string;
      /** @enum {string} */
      model: 'csm-1b';
    } & components['schemas']['VoiceCommon'];
    InworldVoice: {
      /** @constant */
      provider: 'inworld';
      voiceId: string;
      /** @enum {string} */
      model?: 'inworld-tts-1';
      languageCode?: string;
    } & components['schemas']['VoiceCommon'];
    FallbackTranscriberPlan: {
      /** @description Transcribers tried in order when the main one fails (same shapes as `transcriber`). */
      transcribers: {
        [key: string]: unknown;
      }[];
    };
    TranscriberCommon: {
      language?: string;
      fallbackPlan?: components['schemas']['FallbackTranscriberPlan'];
    };
    AssemblyAITranscriber: {
      /** @constant */
      provider: 'assembly-ai';
      /** @enum {string} */
      language?: 'en';
      confidenceThreshold?: number;
      enableUniversalStreamingApi?: boolean;
      formatTurns?: boolean;
      endOfTurnConfidenceThreshold?: number;
      minEndOfTurnSilenceWhenConfident?: number;
      wordFinalizationMaxWaitTime?: number;
      maxTurnSilence?: number;
      realtimeUrl?: string;
      wordBoost?: string[];
      endUtteranceSilenceThreshold?: number;
      disablePartialTranscripts?: boolean;
    } & components['schemas']['TranscriberCommon'];
    AzureSpeechTranscriber: {
      /** @constant */
      provider: 'azure';
    } & components['schemas']['TranscriberCommon'];
    CustomTranscriber: {
      /** @constant */
      provider: 'custom-transcriber';
      server: components['schemas']['Server'];
      fallbackPlan?: components['schemas']['FallbackTranscriberPlan'];
    };
    DeepgramTranscriber: {
      /** @constant */
      provider: 'deepgram';
      model?: string;
      smartFormat?: boolean;
      /** @default false */
      mipOptOut?: boolean;
      /** @default false */
      numerals?: boolean;
      confidenceThreshold?: number;
      keywords?: string[];
      keyterm?: string[];
      endpointing?: number;
    } & components['schemas']['TranscriberCommon'];
    ElevenLabsTranscriber: {
      /** @constant */
      provider: '11labs';
      /** @enum {string} */
      model?: 'scribe_v1';
    } & components['schemas']['TranscriberCommon'];
    GladiaTranscriber: {
      /** @constant */
      provider: 'gladia';
      model?: string;
      languageBehaviour?: string;
      languages?: string;
      transcriptionHint?: string;
      prosody?: boolean;
      audioEnhancer?: boolean;
      confidenceThreshold?: number;
    } & components['schemas']['TranscriberCommon'];
    GoogleTranscriber: {
      /** @constant */
      provider: 'google';
      model?: string;
    } & components['schemas']['TranscriberCommon'];
    SpeechmaticsTranscriber: {
      /** @constant */
      provider: 'speechmatics';
      /** @enum {string} */
      model?: 'default';
    } & components['schemas']['TranscriberCommon'];
    TalkscriberTranscriber: {
      /** @constant */
      provider: 'talkscriber';
      /** @enum {string} */
      model?: 'whisper';
    } & components['schemas']['TranscriberCommon'];
    OpenAITranscriber: {
      /** @constant */
      provider: 'openai';
      /** @enum {string} */
      model: 'gpt-4o-transcribe' | 'gpt-4o-mini-transcribe';
    } & components['schemas']['TranscriberCommon'];
    CartesiaTranscriber: {
      /** @constant */
      provider: 'cartesia';
      /** @enum {string} */
      model?: 'ink-whisper';
    } & components['schemas']['TranscriberCommon'];
    /** @description What is worked out from the transcript after the call. */
    AnalysisPlan: {
      minMessagesThreshold?: number;
      summaryPlan?: {
        [key: string]: unknown;
      };
      structuredDataPlan?: {
        [key: string]: unknown;
      };
      structuredDataMultiPlan?: {
        [key: string]: unknown;
      }[];
      successEvaluationPlan?: {
        [key: string]: unknown;
      };
    };
    MessagePlan: {
      idleMessages?: string[];
      idleMessageMaxSpokenCount?: number;
      idleMessageResetCountOnUserSpeechEnabled?: boolean;
      idleTimeoutSeconds?: number;
      silenceTimeoutMessage?: string;
    };
    /** @description When the assistant starts speaking after the customer stops. */
    StartSpeakingPlan: {
      /** @default 0.4 */
      waitSeconds?: number;
      smartEndpointingEnabled?: boolean | 'livekit';
      smartEndpointingPlan?: {
        [key: string]: unknown;
      };
      customEndpointingRules?: {
        [key: string]: unknown;
      }[];
      transcriptionEndpointingPlan?: {
        [key: string]: unknown;
      };
    };
    /** @description When the customer's speech interrupts the assistant. */
    StopSpeakingPlan: {
      /** @default 0 */
      numWords?: number;
      /** @default 0.2 */
      voiceSeconds?: number;
      /** @default 1 */
      backoffSeconds?: number;
      acknowledgementPhrases?: string[];
      interruptionPhrases?: string[];
    };
    MonitorPlan: {
      /** @default false */
      listenEnabled?: boolean;
      /** @default false */
      listenAuthenticationEnabled?: boolean;
      /** @default false */
      controlEnabled?: boolean;
      /** @default false */
      controlAuthenticationEnabled?: boolean;
    };
    CompliancePlan: {
      hipaaEnabled?: boolean;
      pciEnabled?: boolean;
    };
    /** @description How keypad (DTMF) input is gathered. */
    KeypadInputPlan: {
      enabled?: boolean;
      /** @default 2 */
      timeoutSeconds?: number;
      /** @enum {string} */
      delimiters?: '#' | '*' | '';
    };
    BackgroundSpeechDenoisingPlan: {
      smartDenoisingPlan?: {
        /** @default false */
        enabled?: boolean;
      };
      fourierDenoisingPlan?: {
        [key: string]: unknown;
      };
    };
    LangfuseObservabilityPlan: {
      /** @constant */
      provider: 'langfuse';
      tags: string[];
      metadata?: {
        [key: string]: unknown;
      };
    };
    TransportConfigurationTwilio: {
      /** @constant */
      provider: 'twilio';
      /** @default 60 */
      timeout?: number;
      /** @default false */
      record?: boolean;
      /** @enum {string} */
      recordingChannels?: 'mono' | 'dual';
    };
    /** @description A provider credential given inline, as a `POST /credential` body (its fields depend on `provider`). */
    InlineCredential: {
      provider: string;
      name?: string;
      apiKey?: string;
      apiSecret?: string;
      apiUrl?: string;
      authToken?: string;
      service?: string;
      region?: string;
      fallbackIndex?: number;
      bucketPlan?: {
        [key: string]: unknown;
      };
      models?: string[];
      openAIKey?: string;
      ocpApimSubscriptionKey?: string;
      openAIEndpoint?: string;
      gateways?: {
        [key: string]: unknown;
      }[];
      outboundAuthenticationPlan?: {
        [key: string]: unknown;
      };
      outboundLeadingPlusEnabled?: boolean;
      techPrefix?: string;
      sipDiversionHeader?: string;
      sbcConfiguration?: {
        [key: string]: unknown;
      };
      accountId?: string;
      accountEmail?: string;
      accountSid?: string;
      authenticationPlan?: {
        [key: string]: unknown;
      };
      authenticationSession?: {
        [key: string]: unknown;
      };
      authorizationId?: string;
      gcpKey?: {
        [key: string]: unknown;
      };
      publicKey?: string;
      teamId?: string;
      userId?: string;
      awsAccessKeyId?: string;
      awsSecretAccessKey?: string;
      s3BucketName?: string;
      s3PathPrefix?: string;
    } & {
      [key: string]: unknown;
    };
    /** @description What the assistant does on an event (`call.ending`, `…speech.interrupted`). */
    AssistantHook: {
      /** @enum {string} */
      on: 'call.ending' | 'assistant.speech.interrupted' | 'customer.speech.interrupted';
      do: {
        [key: string]: unknown;
      }[];
      filters?: {
        [key: string]: unknown;
      }[];
    };
    VoicemailDetectionBeepPlan: {
      beepMaxAwaitSeconds?: number;
      backoffPlan?: {
        [key: string]: unknown;
      };
    };
    GoogleVoicemailDetectionPlan: {
      /** @constant */
      provider: 'google';
    } & components['schemas']['VoicemailDetectionBeepPlan'];
    OpenAIVoicemailDetectionPlan: {
      /** @constant */
      provider: 'openai';
    } & components['schemas']['VoicemailDetectionBeepPlan'];
    VapiVoicemailDetectionPlan: {
      /** @constant */
      provider: 'vapi';
    } & components['schemas']['VoicemailDetectionBeepPlan'];
    TwilioVoicemailDetectionPlan: {
      /** @constant */
      provider: 'twilio';
      voicemailDetectionTypes?: (
        | 'machine_start'
        | 'human'
        | 'fax'
        | 'unknown'
        | 'machine_end_beep'
        | 'machine_end_silence'
        | 'machine_end_other'
      )[];
      enabled?: boolean;
      machineDetectionTimeout?: number;
      machineDetectionSpeechThreshold?: number;
      machineDetectionSpeechEndThreshold?: number;
      machineDetectionSilenceTimeout?: number;
    };
    VoicemailDetectionPlan:
      | components['schemas']['GoogleVoicemailDetectionPlan']
      | components['schemas']['OpenAIVoicemailDetectionPlan']
      | components['schemas']['TwilioVoicemailDetectionPlan']
      | components['schemas']['VapiVoicemailDetectionPlan'];
    ToolMessageFields: {
      content?: string;
      /** @description The content in several languages (`{type: text, text, language}`). */
      contents?: {
        [key: string]: unknown;
      }[];
      conditions?: {
        [key: string]: unknown;
      }[];
    };
    ToolMessageStart: {
      /** @constant */
      type: 'request-start';
      /** @default false */
      blocking?: boolean;
    } & components['schemas']['ToolMessageFields'];
    ToolMessageComplete: {
      /** @constant */
      type: 'request-complete';
      /** @enum {string} */
      role?: 'assistant' | 'system';
      /** @default false */
      endCallAfterSpokenEnabled?: boolean;
    } & components['schemas']['ToolMessageFields'];
    ToolMessageFailed: {
      /** @constant */
      type: 'request-failed';
      /** @default false */
      endCallAfterSpokenEnabled?: boolean;
    } & components['schemas']['ToolMessageFields'];
    ToolMessageDelayed: {
      /** @constant */
      type: 'request-response-delayed';
      timingMilliseconds?: number;
    } & components['schemas']['ToolMessageFields'];
    JsonSchema: {
      /** @enum {string} */
      type: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
      items?: {
        [key: string]: unknown;
      };
      properties?: {
        [key: string]: unknown;
      };
      description?: string;
      required?: string[];
      value?: string;
      target?: string;
      enum?: string[];
    } & {
      [key: string]: unknown;
    };
    BackoffPlan: {
      /** @enum {string} */
      type: 'fixed' | 'exponential';
      maxRetries: number;
      baseDelaySeconds: number;
    };
    VariableExtractionPlan: {
      schema?: components['schemas']['JsonSchema'];
    };
    TransferDestinationFields: {
      message?:
        | string
        | {
            [key: string]: unknown;
          };
      description?: string;
    };
    TransferDestinationAssistant: {
      /** @constant */
      type: 'assistant';
      assistantName: string;
      /** @enum {string} */
      transferMode?:
        | 'rolling-history'
        | 'swap-system-message-in-history'
        | 'swap-system-message-in-history-and-remove-transfer-tool-messages'
        | 'delete-history';
    } & components['schemas']['TransferDestinationFields'];
    TransferDestinationNumber: {
      /** @constant */
      type: 'number';
      number: string;
      /** @default true */
      numberE164CheckEnabled?: boolean;
      extension?: string;
      callerId?: string;
      transferPlan?: {
        [key: string]: unknown;
      };
    } & components['schemas']['TransferDestinationFields'];
    TransferDestinationSip: {
      /** @constant */
      type: 'sip';
      sipUri: string;
      sipHeaders?: {
        [key: string]: unknown;
      };
      transferPlan?: {
        [key: string]: unknown;
      };
    } & components['schemas']['TransferDestinationFields'];
    TransferDestination:
      | components['schemas']['TransferDestinationAssistant']
      | components['schemas']['TransferDestinationNumber']
      | components['schemas']['TransferDestinationSip'];
    CreateDtmfToolDTO: {
      /** @constant */
      type: 'dtmf';
    } & components['schemas']['ToolCommon'];
    CreateEndCallToolDTO: {
      /** @constant */
      type: 'endCall';
    } & components['schemas']['ToolCommon'];
    CreateGhlToolDTO: {
      /** @constant */
      type: 'ghl';
      metadata: components['schemas']['GhlToolMetadata'];
    } & components['schemas']['ToolCommon'];
    GhlToolMetadata: {
      workflowId?: string;
      locationId?: string;
    };
    CreateMakeToolDTO: {
      /** @constant */
      type: 'make';
      metadata: components['schemas']['MakeToolMetadata'];
    } & components['schemas']['ToolCommon'];
    MakeToolMetadata: {
      scenarioId?: number;
      triggerHookId?: number;
    };
    CreateOutputToolDTO: {
      /** @constant */
      type: 'output';
    } & components['schemas']['ToolCommon'];
    CreateBashToolDTO: {
      /** @constant */
      type: 'bash';
      /** @constant */
      subType: 'bash_20241022';
      /** @constant */
      name: 'bash';
      server?: components['schemas']['Server'];
    } & components['schemas']['ToolCommon'];
    CreateComputerToolDTO: {
      /** @constant */
      type: 'computer';
      /** @constant */
      subType: 'computer_20241022';
      /** @constant */
      name: 'computer';
      server?: components['schemas']['Server'];
      displayWidthPx: number;
      displayHeightPx: number;
      displayNumber?: number;
    } & components['schemas']['ToolCommon'];
    CreateTextEditorToolDTO: {
      /** @constant */
      type: 'textEditor';
      /** @constant */
      subType: 'text_editor_20241022';
      /** @constant */
      name: 'str_replace_editor';
      server?: components['schemas']['Server'];
    } & components['schemas']['ToolCommon'];
    KnowledgeBaseFiles: {
      name: string;
      /** @constant */
      provider: 'google';
      model?: string;
      description: string;
      fileIds: string[];
    };
    CreateGoogleCalendarCreateEventToolDTO: {
      /** @constant */
      type: 'google.calendar.event.create';
    } & components['schemas']['ToolCommon'];
    CreateGoogleSheetsRowAppendToolDTO: {
      /** @constant */
      type: 'google.sheets.row.append';
    } & components['schemas']['ToolCommon'];
    CreateGoogleCalendarCheckAvailabilityToolDTO: {
      /** @constant */
      type: 'google.calendar.availability.check';
    } & components['schemas']['ToolCommon'];
    CreateSlackSendMessageToolDTO: {
      /** @constant */
      type: 'slack.message.send';
    } & components['schemas']['ToolCommon'];
    CreateSmsToolDTO: {
      /** @constant */
      type: 'sms';
    } & components['schemas']['ToolCommon'];
    CreateMcpToolDTO: {
      /** @constant */
      type: 'mcp';
      server?: components['schemas']['Server'];
      metadata?: components['schemas']['McpToolMetadata'];
    } & components['schemas']['ToolCommon'];
    McpToolMetadata: {
      /** @enum {string} */
      protocol?: 'sse' | 'shttp';
    };
    CreateGoHighLevelCalendarAvailabilityToolDTO: {
      /** @constant */
      type: 'gohighlevel.calendar.availability.check';
    } & components['schemas']['ToolCommon'];
    CreateGoHighLevelCalendarEventCreateToolDTO: {
      /** @constant */
      type: 'gohighlevel.calendar.event.create';
    } & components['schemas']['ToolCommon'];
    CreateGoHighLevelContactCreateToolDTO: {
      /** @constant */
      type: 'gohighlevel.contact.create';
    } & components['schemas']['ToolCommon'];
    CreateGoHighLevelContactGetToolDTO: {
      /** @constant */
      type: 'gohighlevel.contact.get';
    } & components['schemas']['ToolCommon'];
    /** @description A piece of the answer's text (streamed). */
    ResponseTextDeltaEvent: {
      /** @constant */
      type: 'response.output_text.delta';
      content_index: number;
      delta: string;
      item_id: string;
      output_index: number;
    };
    /** @description The whole text of one output item (streamed). */
    ResponseTextDoneEvent: {
      /** @constant */
      type: 'response.output_text.done';
      content_index: number;
      item_id: string;
      output_index: number;
      text: string;
    };
    /** @description The finished answer (streamed last). */
    ResponseCompletedEvent: {
      /** @constant */
      type: 'response.completed';
      response: components['schemas']['ResponseObject'];
    };
    ResponseErrorEvent: {
      /** @constant */
      type: 'error';
      code: string;
      message: string;
      param?: string;
      sequence_number: number;
    };
    /** @description One event of a streamed `/chat/responses` answer (a Server-Sent Events `data:` line). */
    ResponseStreamEvent:
      | components['schemas']['ResponseTextDeltaEvent']
      | components['schemas']['ResponseTextDoneEvent']
      | components['schemas']['ResponseCompletedEvent']
      | components['schemas']['ResponseErrorEvent'];
    ModelCost: {
      /** @constant */
      type: 'model';
      model: {
        [key: string]: unknown;
      };
      promptTokens: number;
      completionTokens: number;
      cost: number;
    };
    ChatCost: {
      /** @constant */
      type: 'chat';
      cost: number;
    };
    ChatCostItem: components['schemas']['ModelCost'] | components['schemas']['ChatCost'];
    /** @description The call's cost by part, in USD. */
    CostBreakdown: {
      transport?: number;
      stt?: number;
      llm?: number;
      tts?: number;
      vapi?: number;
      chat?: number;
      total?: number;
      llmPromptTokens?: number;
      llmCompletionTokens?: number;
      ttsCharacters?: number;
      analysisCostBreakdown?: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    PhoneNumberHook: {
      /** @constant */
      on: 'call.ringing';
      do: {
        [key: string]: unknown;
      }[];
    };
    TestSuiteTestVoice: {
      /** @constant */
      type: 'voice';
    } & components['schemas']['TestSuiteTestStored'];
    TestSuiteTestChat: {
      /** @constant */
      type: 'chat';
    } & components['schemas']['TestSuiteTestStored'];
    TestSuiteTestStored: components['schemas']['ResourceMeta'] &
      components['schemas']['CreateTestSuiteTestDto'] & {
        testSuiteId: string;
      };
    WorkflowNodeCommon: {
      name: string;
      isStart?: boolean;
      metadata?: components['schemas']['Metadata'];
    };
    /** @description A node where the assistant talks with the customer. */
    ConversationNode: {
      /** @constant */
      type: 'conversation';
      prompt?: string;
      model?: components['schemas']['AssistantModel'];
      voice?: components['schemas']['AssistantVoice'];
      transcriber?: components['schemas']['AssistantTranscriber'];
      globalNodePlan?: {
        enabled?: boolean;
        enterCondition?: string;
      };
      variableExtractionPlan?: components['schemas']['VariableExtractionPlan'];
    } & components['schemas']['WorkflowNodeCommon'];
    /** @description A node that runs a tool (inline or by id). */
    ToolNode: {
      /** @constant */
      type: 'tool';
      tool?: components['schemas']['CreateToolDTO'];
      toolId?: string;
    } & components['schemas']['WorkflowNodeCommon'];
    /**
     * @description Why a call ended (the platform's reasons, by the part that ended it).
     * @enum {string}
     */
    CallEndedReason:
      | 'call-start-error-neither-assistant-nor-server-set'
      | 'assistant-request-failed'
      | 'assistant-request-returned-error'
      | 'assistant-request-returned-unspeakable-error'
      | 'assistant-request-returned-invalid-assistant'
      | 'assistant-request-returned-no-assistant'
      | 'assistant-request-returned-forwarding-phone-number'
      | 'scheduled-call-deleted'
      | 'call.start.error-vapifault-get-org'
      | 'call.start.error-vapifault-get-subscription'
      | 'call.start.error-get-assistant'
      | 'call.start.error-get-phone-number'
      | 'call.start.error-get-customer'
      | 'call.start.error-get-resources-validation'
      | 'call.start.error-vapi-number-international'
      | 'call.start.error-vapi-number-outbound-daily-limit'
      | 'call.start.error-get-transport'
      | 'call.start.error-subscription-wallet-does-not-exist'
      | 'call.start.error-subscription-frozen'
      | 'call.start.error-subscription-insufficient-credits'
      | 'call.start.error-subscription-upgrade-failed'
      | 'call.start.error-subscription-concurrency-limit-reached'
      | 'assistant-not-valid'
      | 'database-error'
      | 'assistant-not-found'
      | 'pipeline-error-openai-voice-failed'
      | 'pipeline-error-cartesia-voice-failed'
      | 'pipeline-error-deepgram-voice-failed'
      | 'pipeline-error-eleven-labs-voice-failed'
      | 'pipeline-error-playht-voice-failed'
      | 'pipeline-error-lmnt-voice-failed'
      | 'pipeline-error-azure-voice-failed'
      | 'pipeline-error-rime-ai-voice-failed'
      | 'pipeline-error-smallest-ai-voice-failed'
      | 'pipeline-error-neuphonic-voice-failed'
      | 'pipeline-error-hume-voice-failed'
      | 'pipeline-error-sesame-voice-failed'
      | 'pipeline-error-inworld-voice-failed'
      | 'pipeline-error-tavus-video-failed'
      | 'call.in-progress.error-vapifault-openai-voice-failed'
      | 'call.in-progress.error-vapifault-cartesia-voice-failed'
      | 'call.in-progress.error-vapifault-deepgram-voice-failed'
      | 'call.in-progress.error-vapifault-eleven-labs-voice-failed'
      | 'call.in-progress.error-vapifault-playht-voice-failed'
      | 'call.in-progress.error-vapifault-lmnt-voice-failed'
      | 'call.in-progress.error-vapifault-azure-voice-failed'
      | 'call.in-progress.error-vapifault-rime-ai-voice-failed'
      | 'call.in-progress.error-vapifault-smallest-ai-voice-failed'
      | 'call.in-progress.error-vapifault-neuphonic-voice-failed'
      | 'call.in-progress.error-vapifault-hume-voice-failed'
      | 'call.in-progress.error-vapifault-sesame-voice-failed'
      | 'call.in-progress.error-vapifault-inworld-voice-failed'
      | 'call.in-progress.error-vapifault-tavus-video-failed'
      | 'pipeline-error-vapi-llm-failed'
      | 'pipeline-error-vapi-400-bad-request-validation-failed'
      | 'pipeline-error-vapi-401-unauthorized'
      | 'pipeline-error-vapi-403-model-access-denied'
      | 'pipeline-error-vapi-429-exceeded-quota'
      | 'pipeline-error-vapi-500-server-error'
      | 'pipeline-error-vapi-503-server-overloaded-error'
      | 'call.in-progress.error-vapifault-vapi-llm-failed'
      | 'call.in-progress.error-vapifault-vapi-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-vapi-401-unauthorized'
      | 'call.in-progress.error-vapifault-vapi-403-model-access-denied'
      | 'call.in-progress.error-vapifault-vapi-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-vapi-500-server-error'
      | 'call.in-progress.error-providerfault-vapi-503-server-overloaded-error'
      | 'pipeline-error-deepgram-transcriber-failed'
      | 'call.in-progress.error-vapifault-deepgram-transcriber-failed'
      | 'pipeline-error-gladia-transcriber-failed'
      | 'call.in-progress.error-vapifault-gladia-transcriber-failed'
      | 'pipeline-error-speechmatics-transcriber-failed'
      | 'call.in-progress.error-vapifault-speechmatics-transcriber-failed'
      | 'pipeline-error-assembly-ai-transcriber-failed'
      | 'pipeline-error-assembly-ai-returning-400-insufficent-funds'
      | 'pipeline-error-assembly-ai-returning-400-paid-only-feature'
      | 'pipeline-error-assembly-ai-returning-401-invalid-credentials'
      | 'pipeline-error-assembly-ai-returning-500-invalid-schema'
      | 'pipeline-error-assembly-ai-returning-500-word-boost-parsing-failed'
      | 'call.in-progress.error-vapifault-assembly-ai-transcriber-failed'
      | 'call.in-progress.error-vapifault-assembly-ai-returning-400-insufficent-funds'
      | 'call.in-progress.error-vapifault-assembly-ai-returning-400-paid-only-feature'
      | 'call.in-progress.error-vapifault-assembly-ai-returning-401-invalid-credentials'
      | 'call.in-progress.error-vapifault-assembly-ai-returning-500-invalid-schema'
      | 'call.in-progress.error-vapifault-assembly-ai-returning-500-word-boost-parsing-failed'
      | 'pipeline-error-talkscriber-transcriber-failed'
      | 'call.in-progress.error-vapifault-talkscriber-transcriber-failed'
      | 'pipeline-error-azure-speech-transcriber-failed'
      | 'call.in-progress.error-vapifault-azure-speech-transcriber-failed'
      | 'call.in-progress.error-pipeline-no-available-llm-model'
      | 'worker-shutdown'
      | 'vonage-disconnected'
      | 'vonage-failed-to-connect-call'
      | 'vonage-completed'
      | 'phone-call-provider-bypass-enabled-but-no-call-received'
      | 'call.in-progress.error-providerfault-transport-never-connected'
      | 'call.in-progress.error-vapifault-worker-not-available'
      | 'call.in-progress.error-vapifault-transport-never-connected'
      | 'call.in-progress.error-vapifault-transport-connected-but-call-not-active'
      | 'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing'
      | 'call.in-progress.error-vapifault-worker-died'
      | 'call.in-progress.twilio-completed-call'
      | 'call.in-progress.sip-completed-call'
      | 'call.in-progress.error-vapifault-openai-llm-failed'
      | 'call.in-progress.error-vapifault-azure-openai-llm-failed'
      | 'call.in-progress.error-vapifault-groq-llm-failed'
      | 'call.in-progress.error-vapifault-google-llm-failed'
      | 'call.in-progress.error-vapifault-xai-llm-failed'
      | 'call.in-progress.error-vapifault-mistral-llm-failed'
      | 'call.in-progress.error-vapifault-inflection-ai-llm-failed'
      | 'call.in-progress.error-vapifault-cerebras-llm-failed'
      | 'call.in-progress.error-vapifault-deep-seek-llm-failed'
      | 'call.in-progress.error-vapifault-chat-pipeline-failed-to-start'
      | 'pipeline-error-openai-400-bad-request-validation-failed'
      | 'pipeline-error-openai-401-unauthorized'
      | 'pipeline-error-openai-401-incorrect-api-key'
      | 'pipeline-error-openai-401-account-not-in-organization'
      | 'pipeline-error-openai-403-model-access-denied'
      | 'pipeline-error-openai-429-exceeded-quota'
      | 'pipeline-error-openai-429-rate-limit-reached'
      | 'pipeline-error-openai-500-server-error'
      | 'pipeline-error-openai-503-server-overloaded-error'
      | 'pipeline-error-openai-llm-failed'
      | 'call.in-progress.error-vapifault-openai-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-openai-401-unauthorized'
      | 'call.in-progress.error-vapifault-openai-401-incorrect-api-key'
      | 'call.in-progress.error-vapifault-openai-401-account-not-in-organization'
      | 'call.in-progress.error-vapifault-openai-403-model-access-denied'
      | 'call.in-progress.error-vapifault-openai-429-exceeded-quota'
      | 'call.in-progress.error-vapifault-openai-429-rate-limit-reached'
      | 'call.in-progress.error-providerfault-openai-500-server-error'
      | 'call.in-progress.error-providerfault-openai-503-server-overloaded-error'
      | 'pipeline-error-azure-openai-400-bad-request-validation-failed'
      | 'pipeline-error-azure-openai-401-unauthorized'
      | 'pipeline-error-azure-openai-403-model-access-denied'
      | 'pipeline-error-azure-openai-429-exceeded-quota'
      | 'pipeline-error-azure-openai-500-server-error'
      | 'pipeline-error-azure-openai-503-server-overloaded-error'
      | 'pipeline-error-azure-openai-llm-failed'
      | 'call.in-progress.error-vapifault-azure-openai-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-azure-openai-401-unauthorized'
      | 'call.in-progress.error-vapifault-azure-openai-403-model-access-denied'
      | 'call.in-progress.error-vapifault-azure-openai-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-azure-openai-500-server-error'
      | 'call.in-progress.error-providerfault-azure-openai-503-server-overloaded-error'
      | 'pipeline-error-google-400-bad-request-validation-failed'
      | 'pipeline-error-google-401-unauthorized'
      | 'pipeline-error-google-403-model-access-denied'
      | 'pipeline-error-google-429-exceeded-quota'
      | 'pipeline-error-google-500-server-error'
      | 'pipeline-error-google-503-server-overloaded-error'
      | 'pipeline-error-google-llm-failed'
      | 'call.in-progress.error-vapifault-google-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-google-401-unauthorized'
      | 'call.in-progress.error-vapifault-google-403-model-access-denied'
      | 'call.in-progress.error-vapifault-google-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-google-500-server-error'
      | 'call.in-progress.error-providerfault-google-503-server-overloaded-error'
      | 'pipeline-error-xai-400-bad-request-validation-failed'
      | 'pipeline-error-xai-401-unauthorized'
      | 'pipeline-error-xai-403-model-access-denied'
      | 'pipeline-error-xai-429-exceeded-quota'
      | 'pipeline-error-xai-500-server-error'
      | 'pipeline-error-xai-503-server-overloaded-error'
      | 'pipeline-error-xai-llm-failed'
      | 'call.in-progress.error-vapifault-xai-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-xai-401-unauthorized'
      | 'call.in-progress.error-vapifault-xai-403-model-access-denied'
      | 'call.in-progress.error-vapifault-xai-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-xai-500-server-error'
      | 'call.in-progress.error-providerfault-xai-503-server-overloaded-error'
      | 'pipeline-error-mistral-400-bad-request-validation-failed'
      | 'pipeline-error-mistral-401-unauthorized'
      | 'pipeline-error-mistral-403-model-access-denied'
      | 'pipeline-error-mistral-429-exceeded-quota'
      | 'pipeline-error-mistral-500-server-error'
      | 'pipeline-error-mistral-503-server-overloaded-error'
      | 'pipeline-error-mistral-llm-failed'
      | 'call.in-progress.error-vapifault-mistral-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-mistral-401-unauthorized'
      | 'call.in-progress.error-vapifault-mistral-403-model-access-denied'
      | 'call.in-progress.error-vapifault-mistral-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-mistral-500-server-error'
      | 'call.in-progress.error-providerfault-mistral-503-server-overloaded-error'
      | 'pipeline-error-inflection-ai-400-bad-request-validation-failed'
      | 'pipeline-error-inflection-ai-401-unauthorized'
      | 'pipeline-error-inflection-ai-403-model-access-denied'
      | 'pipeline-error-inflection-ai-429-exceeded-quota'
      | 'pipeline-error-inflection-ai-500-server-error'
      | 'pipeline-error-inflection-ai-503-server-overloaded-error'
      | 'pipeline-error-inflection-ai-llm-failed'
      | 'call.in-progress.error-vapifault-inflection-ai-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-inflection-ai-401-unauthorized'
      | 'call.in-progress.error-vapifault-inflection-ai-403-model-access-denied'
      | 'call.in-progress.error-vapifault-inflection-ai-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-inflection-ai-500-server-error'
      | 'call.in-progress.error-providerfault-inflection-ai-503-server-overloaded-error'
      | 'pipeline-error-deep-seek-400-bad-request-validation-failed'
      | 'pipeline-error-deep-seek-401-unauthorized'
      | 'pipeline-error-deep-seek-403-model-access-denied'
      | 'pipeline-error-deep-seek-429-exceeded-quota'
      | 'pipeline-error-deep-seek-500-server-error'
      | 'pipeline-error-deep-seek-503-server-overloaded-error'
      | 'pipeline-error-deep-seek-llm-failed'
      | 'call.in-progress.error-vapifault-deep-seek-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-deep-seek-401-unauthorized'
      | 'call.in-progress.error-vapifault-deep-seek-403-model-access-denied'
      | 'call.in-progress.error-vapifault-deep-seek-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-deep-seek-500-server-error'
      | 'call.in-progress.error-providerfault-deep-seek-503-server-overloaded-error'
      | 'pipeline-error-groq-400-bad-request-validation-failed'
      | 'pipeline-error-groq-401-unauthorized'
      | 'pipeline-error-groq-403-model-access-denied'
      | 'pipeline-error-groq-429-exceeded-quota'
      | 'pipeline-error-groq-500-server-error'
      | 'pipeline-error-groq-503-server-overloaded-error'
      | 'pipeline-error-groq-llm-failed'
      | 'call.in-progress.error-vapifault-groq-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-groq-401-unauthorized'
      | 'call.in-progress.error-vapifault-groq-403-model-access-denied'
      | 'call.in-progress.error-vapifault-groq-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-groq-500-server-error'
      | 'call.in-progress.error-providerfault-groq-503-server-overloaded-error'
      | 'pipeline-error-cerebras-400-bad-request-validation-failed'
      | 'pipeline-error-cerebras-401-unauthorized'
      | 'pipeline-error-cerebras-403-model-access-denied'
      | 'pipeline-error-cerebras-429-exceeded-quota'
      | 'pipeline-error-cerebras-500-server-error'
      | 'pipeline-error-cerebras-503-server-overloaded-error'
      | 'pipeline-error-cerebras-llm-failed'
      | 'call.in-progress.error-vapifault-cerebras-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-cerebras-401-unauthorized'
      | 'call.in-progress.error-vapifault-cerebras-403-model-access-denied'
      | 'call.in-progress.error-vapifault-cerebras-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-cerebras-500-server-error'
      | 'call.in-progress.error-providerfault-cerebras-503-server-overloaded-error'
      | 'pipeline-error-anthropic-400-bad-request-validation-failed'
      | 'pipeline-error-anthropic-401-unauthorized'
      | 'pipeline-error-anthropic-403-model-access-denied'
      | 'pipeline-error-anthropic-429-exceeded-quota'
      | 'pipeline-error-anthropic-500-server-error'
      | 'pipeline-error-anthropic-503-server-overloaded-error'
      | 'pipeline-error-anthropic-llm-failed'
      | 'call.in-progress.error-vapifault-anthropic-llm-failed'
      | 'call.in-progress.error-vapifault-anthropic-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-anthropic-401-unauthorized'
      | 'call.in-progress.error-vapifault-anthropic-403-model-access-denied'
      | 'call.in-progress.error-vapifault-anthropic-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-anthropic-500-server-error'
      | 'call.in-progress.error-providerfault-anthropic-503-server-overloaded-error'
      | 'pipeline-error-anthropic-bedrock-400-bad-request-validation-failed'
      | 'pipeline-error-anthropic-bedrock-401-unauthorized'
      | 'pipeline-error-anthropic-bedrock-403-model-access-denied'
      | 'pipeline-error-anthropic-bedrock-429-exceeded-quota'
      | 'pipeline-error-anthropic-bedrock-500-server-error'
      | 'pipeline-error-anthropic-bedrock-503-server-overloaded-error'
      | 'pipeline-error-anthropic-bedrock-llm-failed'
      | 'call.in-progress.error-vapifault-anthropic-bedrock-llm-failed'
      | 'call.in-progress.error-vapifault-anthropic-bedrock-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-anthropic-bedrock-401-unauthorized'
      | 'call.in-progress.error-vapifault-anthropic-bedrock-403-model-access-denied'
      | 'call.in-progress.error-vapifault-anthropic-bedrock-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-anthropic-bedrock-500-server-error'
      | 'call.in-progress.error-providerfault-anthropic-bedrock-503-server-overloaded-error'
      | 'pipeline-error-anthropic-vertex-400-bad-request-validation-failed'
      | 'pipeline-error-anthropic-vertex-401-unauthorized'
      | 'pipeline-error-anthropic-vertex-403-model-access-denied'
      | 'pipeline-error-anthropic-vertex-429-exceeded-quota'
      | 'pipeline-error-anthropic-vertex-500-server-error'
      | 'pipeline-error-anthropic-vertex-503-server-overloaded-error'
      | 'pipeline-error-anthropic-vertex-llm-failed'
      | 'call.in-progress.error-vapifault-anthropic-vertex-llm-failed'
      | 'call.in-progress.error-vapifault-anthropic-vertex-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-anthropic-vertex-401-unauthorized'
      | 'call.in-progress.error-vapifault-anthropic-vertex-403-model-access-denied'
      | 'call.in-progress.error-vapifault-anthropic-vertex-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-anthropic-vertex-500-server-error'
      | 'call.in-progress.error-providerfault-anthropic-vertex-503-server-overloaded-error'
      | 'pipeline-error-together-ai-400-bad-request-validation-failed'
      | 'pipeline-error-together-ai-401-unauthorized'
      | 'pipeline-error-together-ai-403-model-access-denied'
      | 'pipeline-error-together-ai-429-exceeded-quota'
      | 'pipeline-error-together-ai-500-server-error'
      | 'pipeline-error-together-ai-503-server-overloaded-error'
      | 'pipeline-error-together-ai-llm-failed'
      | 'call.in-progress.error-vapifault-together-ai-llm-failed'
      | 'call.in-progress.error-vapifault-together-ai-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-together-ai-401-unauthorized'
      | 'call.in-progress.error-vapifault-together-ai-403-model-access-denied'
      | 'call.in-progress.error-vapifault-together-ai-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-together-ai-500-server-error'
      | 'call.in-progress.error-providerfault-together-ai-503-server-overloaded-error'
      | 'pipeline-error-anyscale-400-bad-request-validation-failed'
      | 'pipeline-error-anyscale-401-unauthorized'
      | 'pipeline-error-anyscale-403-model-access-denied'
      | 'pipeline-error-anyscale-429-exceeded-quota'
      | 'pipeline-error-anyscale-500-server-error'
      | 'pipeline-error-anyscale-503-server-overloaded-error'
      | 'pipeline-error-anyscale-llm-failed'
      | 'call.in-progress.error-vapifault-anyscale-llm-failed'
      | 'call.in-progress.error-vapifault-anyscale-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-anyscale-401-unauthorized'
      | 'call.in-progress.error-vapifault-anyscale-403-model-access-denied'
      | 'call.in-progress.error-vapifault-anyscale-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-anyscale-500-server-error'
      | 'call.in-progress.error-providerfault-anyscale-503-server-overloaded-error'
      | 'pipeline-error-openrouter-400-bad-request-validation-failed'
      | 'pipeline-error-openrouter-401-unauthorized'
      | 'pipeline-error-openrouter-403-model-access-denied'
      | 'pipeline-error-openrouter-429-exceeded-quota'
      | 'pipeline-error-openrouter-500-server-error'
      | 'pipeline-error-openrouter-503-server-overloaded-error'
      | 'pipeline-error-openrouter-llm-failed'
      | 'call.in-progress.error-vapifault-openrouter-llm-failed'
      | 'call.in-progress.error-vapifault-openrouter-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-openrouter-401-unauthorized'
      | 'call.in-progress.error-vapifault-openrouter-403-model-access-denied'
      | 'call.in-progress.error-vapifault-openrouter-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-openrouter-500-server-error'
      | 'call.in-progress.error-providerfault-openrouter-503-server-overloaded-error'
      | 'pipeline-error-perplexity-ai-400-bad-request-validation-failed'
      | 'pipeline-error-perplexity-ai-401-unauthorized'
      | 'pipeline-error-perplexity-ai-403-model-access-denied'
      | 'pipeline-error-perplexity-ai-429-exceeded-quota'
      | 'pipeline-error-perplexity-ai-500-server-error'
      | 'pipeline-error-perplexity-ai-503-server-overloaded-error'
      | 'pipeline-error-perplexity-ai-llm-failed'
      | 'call.in-progress.error-vapifault-perplexity-ai-llm-failed'
      | 'call.in-progress.error-vapifault-perplexity-ai-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-perplexity-ai-401-unauthorized'
      | 'call.in-progress.error-vapifault-perplexity-ai-403-model-access-denied'
      | 'call.in-progress.error-vapifault-perplexity-ai-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-perplexity-ai-500-server-error'
      | 'call.in-progress.error-providerfault-perplexity-ai-503-server-overloaded-error'
      | 'pipeline-error-deepinfra-400-bad-request-validation-failed'
      | 'pipeline-error-deepinfra-401-unauthorized'
      | 'pipeline-error-deepinfra-403-model-access-denied'
      | 'pipeline-error-deepinfra-429-exceeded-quota'
      | 'pipeline-error-deepinfra-500-server-error'
      | 'pipeline-error-deepinfra-503-server-overloaded-error'
      | 'pipeline-error-deepinfra-llm-failed'
      | 'call.in-progress.error-vapifault-deepinfra-llm-failed'
      | 'call.in-progress.error-vapifault-deepinfra-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-deepinfra-401-unauthorized'
      | 'call.in-progress.error-vapifault-deepinfra-403-model-access-denied'
      | 'call.in-progress.error-vapifault-deepinfra-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-deepinfra-500-server-error'
      | 'call.in-progress.error-providerfault-deepinfra-503-server-overloaded-error'
      | 'pipeline-error-runpod-400-bad-request-validation-failed'
      | 'pipeline-error-runpod-401-unauthorized'
      | 'pipeline-error-runpod-403-model-access-denied'
      | 'pipeline-error-runpod-429-exceeded-quota'
      | 'pipeline-error-runpod-500-server-error'
      | 'pipeline-error-runpod-503-server-overloaded-error'
      | 'pipeline-error-runpod-llm-failed'
      | 'call.in-progress.error-vapifault-runpod-llm-failed'
      | 'call.in-progress.error-vapifault-runpod-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-runpod-401-unauthorized'
      | 'call.in-progress.error-vapifault-runpod-403-model-access-denied'
      | 'call.in-progress.error-vapifault-runpod-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-runpod-500-server-error'
      | 'call.in-progress.error-providerfault-runpod-503-server-overloaded-error'
      | 'pipeline-error-custom-llm-400-bad-request-validation-failed'
      | 'pipeline-error-custom-llm-401-unauthorized'
      | 'pipeline-error-custom-llm-403-model-access-denied'
      | 'pipeline-error-custom-llm-429-exceeded-quota'
      | 'pipeline-error-custom-llm-500-server-error'
      | 'pipeline-error-custom-llm-503-server-overloaded-error'
      | 'pipeline-error-custom-llm-llm-failed'
      | 'call.in-progress.error-vapifault-custom-llm-llm-failed'
      | 'call.in-progress.error-vapifault-custom-llm-400-bad-request-validation-failed'
      | 'call.in-progress.error-vapifault-custom-llm-401-unauthorized'
      | 'call.in-progress.error-vapifault-custom-llm-403-model-access-denied'
      | 'call.in-progress.error-vapifault-custom-llm-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-custom-llm-500-server-error'
      | 'call.in-progress.error-providerfault-custom-llm-503-server-overloaded-error'
      | 'pipeline-error-custom-voice-failed'
      | 'pipeline-error-cartesia-socket-hang-up'
      | 'pipeline-error-cartesia-requested-payment'
      | 'pipeline-error-cartesia-500-server-error'
      | 'pipeline-error-cartesia-502-server-error'
      | 'pipeline-error-cartesia-503-server-error'
      | 'pipeline-error-cartesia-522-server-error'
      | 'call.in-progress.error-vapifault-cartesia-socket-hang-up'
      | 'call.in-progress.error-vapifault-cartesia-requested-payment'
      | 'call.in-progress.error-providerfault-cartesia-500-server-error'
      | 'call.in-progress.error-providerfault-cartesia-503-server-error'
      | 'call.in-progress.error-providerfault-cartesia-522-server-error'
      | 'pipeline-error-eleven-labs-voice-not-found'
      | 'pipeline-error-eleven-labs-quota-exceeded'
      | 'pipeline-error-eleven-labs-unauthorized-access'
      | 'pipeline-error-eleven-labs-unauthorized-to-access-model'
      | 'pipeline-error-eleven-labs-professional-voices-only-for-creator-plus'
      | 'pipeline-error-eleven-labs-blocked-free-plan-and-requested-upgrade'
      | 'pipeline-error-eleven-labs-blocked-concurrent-requests-and-requested-upgrade'
      | 'pipeline-error-eleven-labs-blocked-using-instant-voice-clone-and-requested-upgrade'
      | 'pipeline-error-eleven-labs-system-busy-and-requested-upgrade'
      | 'pipeline-error-eleven-labs-voice-not-fine-tuned'
      | 'pipeline-error-eleven-labs-invalid-api-key'
      | 'pipeline-error-eleven-labs-invalid-voice-samples'
      | 'pipeline-error-eleven-labs-voice-disabled-by-owner'
      | 'pipeline-error-eleven-labs-vapi-voice-disabled-by-owner'
      | 'pipeline-error-eleven-labs-blocked-account-in-probation'
      | 'pipeline-error-eleven-labs-blocked-content-against-their-policy'
      | 'pipeline-error-eleven-labs-missing-samples-for-voice-clone'
      | 'pipeline-error-eleven-labs-voice-not-fine-tuned-and-cannot-be-used'
      | 'pipeline-error-eleven-labs-voice-not-allowed-for-free-users'
      | 'pipeline-error-eleven-labs-max-character-limit-exceeded'
      | 'pipeline-error-eleven-labs-blocked-voice-potentially-against-terms-of-service-and-awaiting-verification'
      | 'pipeline-error-eleven-labs-500-server-error'
      | 'pipeline-error-eleven-labs-503-server-error'
      | 'call.in-progress.error-vapifault-eleven-labs-voice-not-found'
      | 'call.in-progress.error-vapifault-eleven-labs-quota-exceeded'
      | 'call.in-progress.error-vapifault-eleven-labs-unauthorized-access'
      | 'call.in-progress.error-vapifault-eleven-labs-unauthorized-to-access-model'
      | 'call.in-progress.error-vapifault-eleven-labs-professional-voices-only-for-creator-plus'
      | 'call.in-progress.error-vapifault-eleven-labs-blocked-free-plan-and-requested-upgrade'
      | 'call.in-progress.error-vapifault-eleven-labs-blocked-concurrent-requests-and-requested-upgrade'
      | 'call.in-progress.error-vapifault-eleven-labs-blocked-using-instant-voice-clone-and-requested-upgrade'
      | 'call.in-progress.error-vapifault-eleven-labs-system-busy-and-requested-upgrade'
      | 'call.in-progress.error-vapifault-eleven-labs-voice-not-fine-tuned'
      | 'call.in-progress.error-vapifault-eleven-labs-invalid-api-key'
      | 'call.in-progress.error-vapifault-eleven-labs-invalid-voice-samples'
      | 'call.in-progress.error-vapifault-eleven-labs-voice-disabled-by-owner'
      | 'call.in-progress.error-vapifault-eleven-labs-blocked-account-in-probation'
      | 'call.in-progress.error-vapifault-eleven-labs-blocked-content-against-their-policy'
      | 'call.in-progress.error-vapifault-eleven-labs-missing-samples-for-voice-clone'
      | 'call.in-progress.error-vapifault-eleven-labs-voice-not-fine-tuned-and-cannot-be-used'
      | 'call.in-progress.error-vapifault-eleven-labs-voice-not-allowed-for-free-users'
      | 'call.in-progress.error-vapifault-eleven-labs-max-character-limit-exceeded'
      | 'call.in-progress.error-vapifault-eleven-labs-blocked-voice-potentially-against-terms-of-service-and-awaiting-verification'
      | 'call.in-progress.error-providerfault-eleven-labs-500-server-error'
      | 'call.in-progress.error-providerfault-eleven-labs-503-server-error'
      | 'pipeline-error-playht-request-timed-out'
      | 'pipeline-error-playht-invalid-voice'
      | 'pipeline-error-playht-unexpected-error'
      | 'pipeline-error-playht-out-of-credits'
      | 'pipeline-error-playht-invalid-emotion'
      | 'pipeline-error-playht-voice-must-be-a-valid-voice-manifest-uri'
      | 'pipeline-error-playht-401-unauthorized'
      | 'pipeline-error-playht-403-forbidden-out-of-characters'
      | 'pipeline-error-playht-403-forbidden-api-access-not-available'
      | 'pipeline-error-playht-429-exceeded-quota'
      | 'pipeline-error-playht-502-gateway-error'
      | 'pipeline-error-playht-504-gateway-error'
      | 'call.in-progress.error-vapifault-playht-request-timed-out'
      | 'call.in-progress.error-vapifault-playht-invalid-voice'
      | 'call.in-progress.error-vapifault-playht-unexpected-error'
      | 'call.in-progress.error-vapifault-playht-out-of-credits'
      | 'call.in-progress.error-vapifault-playht-invalid-emotion'
      | 'call.in-progress.error-vapifault-playht-voice-must-be-a-valid-voice-manifest-uri'
      | 'call.in-progress.error-vapifault-playht-401-unauthorized'
      | 'call.in-progress.error-vapifault-playht-403-forbidden-out-of-characters'
      | 'call.in-progress.error-vapifault-playht-403-forbidden-api-access-not-available'
      | 'call.in-progress.error-vapifault-playht-429-exceeded-quota'
      | 'call.in-progress.error-providerfault-playht-502-gateway-error'
      | 'call.in-progress.error-providerfault-playht-504-gateway-error'
      | 'pipeline-error-custom-transcriber-failed'
      | 'call.in-progress.error-vapifault-custom-transcriber-failed'
      | 'pipeline-error-eleven-labs-transcriber-failed'
      | 'call.in-progress.error-vapifault-eleven-labs-transcriber-failed'
      | 'pipeline-error-deepgram-returning-400-no-such-model-language-tier-combination'
      | 'pipeline-error-deepgram-returning-401-invalid-credentials'
      | 'pipeline-error-deepgram-returning-403-model-access-denied'
      | 'pipeline-error-deepgram-returning-404-not-found'
      | 'pipeline-error-deepgram-returning-500-invalid-json'
      | 'pipeline-error-deepgram-returning-502-network-error'
      | 'pipeline-error-deepgram-returning-502-bad-gateway-ehostunreach'
      | 'pipeline-error-deepgram-returning-econnreset'
      | 'call.in-progress.error-vapifault-deepgram-returning-400-no-such-model-language-tier-combination'
      | 'call.in-progress.error-vapifault-deepgram-returning-401-invalid-credentials'
      | 'call.in-progress.error-vapifault-deepgram-returning-404-not-found'
      | 'call.in-progress.error-vapifault-deepgram-returning-403-model-access-denied'
      | 'call.in-progress.error-providerfault-deepgram-returning-500-invalid-json'
      | 'call.in-progress.error-providerfault-deepgram-returning-502-network-error'
      | 'call.in-progress.error-providerfault-deepgram-returning-502-bad-gateway-ehostunreach'
      | 'pipeline-error-google-transcriber-failed'
      | 'call.in-progress.error-vapifault-google-transcriber-failed'
      | 'pipeline-error-openai-transcriber-failed'
      | 'call.in-progress.error-vapifault-openai-transcriber-failed'
      | 'assistant-ended-call'
      | 'assistant-said-end-call-phrase'
      | 'assistant-ended-call-with-hangup-task'
      | 'assistant-ended-call-after-message-spoken'
      | 'assistant-forwarded-call'
      | 'assistant-join-timed-out'
      | 'call.in-progress.error-assistant-did-not-receive-customer-audio'
      | 'call.in-progress.error-transfer-failed'
      | 'customer-busy'
      | 'customer-ended-call'
      | 'customer-did-not-answer'
      | 'customer-did-not-give-microphone-permission'
      | 'exceeded-max-duration'
      | 'manually-canceled'
      | 'phone-call-provider-closed-websocket'
      | 'call.forwarding.operator-busy'
      | 'silence-timed-out'
      | 'call.in-progress.error-sip-inbound-call-failed-to-connect'
      | 'call.in-progress.error-providerfault-outbound-sip-403-forbidden'
      | 'call.in-progress.error-providerfault-outbound-sip-407-proxy-authentication-required'
      | 'call.in-progress.error-providerfault-outbound-sip-503-service-unavailable'
      | 'call.in-progress.error-providerfault-outbound-sip-480-temporarily-unavailable'
      | 'call.in-progress.error-sip-outbound-call-failed-to-connect'
      | 'call.ringing.hook-executed-say'
      | 'call.ringing.hook-executed-transfer'
      | 'call.ringing.sip-inbound-caller-hungup-before-call-connect'
      | 'call.ringing.error-sip-inbound-call-failed-to-connect'
      | 'twilio-failed-to-connect-call'
      | 'twilio-reported-customer-misdialed'
      | 'vonage-rejected'
      | 'voicemail';
    TransportCost: {
      /** @constant */
      type: 'transport';
      /** @enum {string} */
      provider?: 'twilio' | 'vonage' | 'vapi';
      minutes: number;
      cost: number;
    };
    TranscriberCost: {
      /** @constant */
      type: 'transcriber';
      transcriber: {
        [key: string]: unknown;
      };
      minutes: number;
      cost: number;
    };
    VoiceCost: {
      /** @constant */
      type: 'voice';
      voice: {
        [key: string]: unknown;
      };
      characters: number;
      cost: number;
    };
    VapiCost: {
      /** @constant */
      type: 'vapi';
      /** @enum {string} */
      subType: 'normal' | 'overage';
      minutes: number;
      cost: number;
    };
    TokenCost: {
      model: {
        [key: string]: unknown;
      };
      promptTokens: number;
      completionTokens: number;
      cost: number;
    };
    VoicemailDetectionCost: {
      /** @constant */
      type: 'voicemail-detection';
      model: {
        [key: string]: unknown;
      };
      /** @enum {string} */
      provider: 'twilio' | 'google' | 'openai' | 'vapi';
      promptTextTokens?: number;
      promptAudioTokens?: number;
      completionTextTokens?: number;
      completionAudioTokens?: number;
      cost: number;
    };
    AnalysisCost: {
      /** @constant */
      type: 'analysis';
      /** @enum {string} */
      analysisType: 'summary' | 'structuredData' | 'successEvaluation';
    } & components['schemas']['TokenCost'];
    KnowledgeBaseCost: {
      /** @constant */
      type: 'knowledge-base';
    } & components['schemas']['TokenCost'];
    /** @description One part of a call's cost, by `type`. */
    CallCost:
      | components['schemas']['TransportCost']
      | components['schemas']['TranscriberCost']
      | components['schemas']['ModelCost']
      | components['schemas']['VoiceCost']
      | components['schemas']['VapiCost']
      | components['schemas']['VoicemailDetectionCost']
      | components['schemas']['AnalysisCost']
      | components['schemas']['KnowledgeBaseCost'];
    CreateTestSuiteTestFields: {
      script: string;
      scorers: components['schemas']['TestScorer'][];
      numAttempts?: number;
      name?: string;
    };
    CreateTestSuiteTestVoiceDto: {
      /** @constant */
      type: 'voice';
    } & components['schemas']['CreateTestSuiteTestFields'];
    CreateTestSuiteTestChatDto: {
      /** @constant */
      type: 'chat';
    } & components['schemas']['CreateTestSuiteTestFields'];
    /** @description The audio of a session socket's binary frames, both ways: raw 16 kHz mono PCM, signed 16-bit little-endian samples. A client sends 20 ms frames; the platform refuses a frame above 100 ms (or empty, or of an odd length). */
    SessionAudioFormat: {
      /** @constant */
      format: 'pcm_s16le';
      /** @constant */
      container: 'raw';
      /**
       * @description Samples per second.
       * @constant
       */
      sampleRate: 16000;
      /** @constant */
      channels: 1;
      /** @constant */
      bytesPerSample: 2;
      /**
       * @description Length of a client's audio frame.
       * @constant
       */
      frameMs: 20;
      /**
       * @description Longest client frame accepted.
       * @constant
       */
      maxClientFrameMs: 100;
    };
    /**
     * @description The platform's string frame (the JSON text `"listening"`, or the Daily app message `listening`): the assistant is listening, so the call has really started.
     * @constant
     */
    SessionListeningFrame: 'listening';
    /**
     * @description The client's string frame (the JSON text `"playable"`): the assistant's audio track is playing on the client's side.
     * @constant
     */
    SessionPlayableFrame: 'playable';
    /**
     * @description What a `control` message asks of the assistant.
     * @enum {string}
     */
    SessionControlValue: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
    /** @description Adds a message to the conversation; by default the assistant answers it. */
    SessionAddMessage: {
      /** @constant */
      type: 'add-message';
      message: {
        /** @enum {string} */
        role: 'system' | 'user' | 'assistant' | 'tool' | 'function';
        content: string;
      };
      /** @default true */
      triggerResponseEnabled?: boolean;
    };
    /** @description Mutes or unmutes the assistant, or makes it say its first message now. */
    SessionControl: {
      /** @constant */
      type: 'control';
      control: components['schemas']['SessionControlValue'];
      /** @description Sent with `say-first-message` once a video recording has started. */
      videoRecordingStartDelaySeconds?: number;
    };
    /** @description Makes the assistant say a text. The provider documents `content`; the web SDKs send `message`. The platform reads either (`content` first), so one of them is required. */
    SessionSay:
      components['schemas']['SessionSayContent'] | components['schemas']['SessionSayMessage'];
    SessionSayContent: WithRequired<components['schemas']['SessionSayFields'], 'type' | 'content'>;
    SessionSayMessage: WithRequired<components['schemas']['SessionSayFields'], 'type' | 'message'>;
    SessionSayFields: {
      /** @constant */
      type: 'say';
      content?: string;
      message?: string;
      /** @default false */
      endCallAfterSpoken?: boolean;
      /** @default false */
      interruptionsEnabled?: boolean;
      /** @default false */
      interruptAssistantEnabled?: boolean;
    };
    /** @description Ends the call for everyone. */
    SessionEndCall: {
      /** @constant */
      type: 'end-call';
    };
    /** @description The WebSocket transport's older spelling of `end-call`. */
    SessionHangup: {
      /** @constant */
      type: 'hangup';
    };
    /** @description Transfers a phone call to a number or a SIP address. */
    SessionTransfer: {
      /** @constant */
      type: 'transfer';
      destination:
        | components['schemas']['TransferDestinationNumber']
        | components['schemas']['TransferDestinationSip'];
      /** @description What the assistant says before transferring. */
      content?: string;
    };
    /** @description A JSON message a client sends into a live call, by `type`. */
    SessionClientMessage:
      | components['schemas']['SessionAddMessage']
      | components['schemas']['SessionControl']
      | components['schemas']['SessionSay']
      | components['schemas']['SessionEndCall']
      | components['schemas']['SessionHangup']
      | components['schemas']['SessionTransfer'];
    /** @description What any message from the platform may carry besides its own fields. */
    SessionMessageFields: {
      /** @description Epoch milliseconds. */
      timestamp?: number;
      call?: components['schemas']['Call'];
      customer?: components['schemas']['CreateCustomerDTO'];
      assistant?: components['schemas']['CreateAssistantDTO'];
    };
    ToolCallFunction: {
      name: string;
      /** @description The arguments as a JSON text. */
      arguments: string;
    };
    ToolCall: {
      id: string;
      /** @description `function`. */
      type: string;
      function: components['schemas']['ToolCallFunction'];
    };
    /** @description A partial or final transcript of one side of the call. */
    SessionTranscript: {
      /** @enum {string} */
      type: 'transcript' | 'transcript[transcriptType="final"]';
      /** @enum {string} */
      role: 'assistant' | 'user';
      /** @enum {string} */
      transcriptType: 'partial' | 'final';
      transcript: string;
      isFiltered?: boolean;
      detectedThreats?: string[];
      originalTranscript?: string;
    } & components['schemas']['SessionMessageFields'];
    /** @description Someone started or stopped speaking. */
    SessionSpeechUpdate: {
      /** @constant */
      type: 'speech-update';
      /** @enum {string} */
      status: 'started' | 'stopped';
      /** @enum {string} */
      role: 'assistant' | 'user';
      /** @description The turn, counted from 0. */
      turn?: number;
    } & components['schemas']['SessionMessageFields'];
    /** @description The call's status changed; `endedReason` says why once it has ended. */
    SessionStatusUpdate: {
      /** @constant */
      type: 'status-update';
      status: components['schemas']['CallStatus'];
      endedReason?: components['schemas']['CallEndedReason'];
      messages?: components['schemas']['ArtifactMessage'][];
      messagesOpenAIFormatted?: components['schemas']['OpenAIMessage'][];
      destination?: components['schemas']['TransferDestination'];
      transcript?: string;
      summary?: string;
    } & components['schemas']['SessionMessageFields'];
    /** @description The conversation so far, after each turn. */
    SessionConversationUpdate: {
      /** @constant */
      type: 'conversation-update';
      messages?: components['schemas']['ArtifactMessage'][];
      messagesOpenAIFormatted: components['schemas']['OpenAIMessage'][];
      /**
       * @deprecated
       * @description Older platforms sent the conversation here; read `messagesOpenAIFormatted`.
       */
      conversation?: components['schemas']['OpenAIMessage'][];
    } & components['schemas']['SessionMessageFields'];
    /** @description What the model produced (a token, the whole text, or a tool call). */
    SessionModelOutput: {
      /** @constant */
      type: 'model-output';
      output:
        | string
        | {
            [key: string]: unknown;
          };
      turnId?: string;
    } & components['schemas']['SessionMessageFields'];
    /** @description The visitor interrupted the assistant; audio already sent should stop playing. */
    SessionUserInterrupted: {
      /** @constant */
      type: 'user-interrupted';
      turnId?: string;
    } & components['schemas']['SessionMessageFields'];
    /** @description Text sent to a custom voice. */
    SessionVoiceInput: {
      /** @constant */
      type: 'voice-input';
      input: string;
    } & components['schemas']['SessionMessageFields'];
    /** @description The assistant is taking long to answer. */
    SessionHang: {
      /** @constant */
      type: 'hang';
    } & components['schemas']['SessionMessageFields'];
    SessionMetadata: {
      /** @constant */
      type: 'metadata';
      metadata: string;
    } & components['schemas']['SessionMessageFields'];
    /** @description The model called tools. */
    SessionToolCalls: {
      /** @constant */
      type: 'tool-calls';
      toolCallList: components['schemas']['ToolCall'][];
      /** @description Each tool with its call (the tool's fields depend on its type). */
      toolWithToolCallList: {
        [key: string]: unknown;
      }[];
    } & components['schemas']['SessionMessageFields'];
    SessionToolCallsResult: {
      /** @constant */
      type: 'tool-calls-result';
      toolCallResult: {
        [key: string]: unknown;
      };
    } & components['schemas']['SessionMessageFields'];
    /** @description The model called a function (the legacy form of `tool-calls`). */
    SessionFunctionCall: {
      /** @constant */
      type: 'function-call';
      functionCall: {
        name: string;
        parameters: {
          [key: string]: unknown;
        };
      };
    } & components['schemas']['SessionMessageFields'];
    /** @description A function's result (legacy). The provider publishes no shape for its fields. */
    SessionFunctionCallResult: ({
      /** @constant */
      type: 'function-call-result';
    } & {
      [key: string]: unknown;
    }) &
      components['schemas']['SessionMessageFields'];
    /** @description A tool finished. The provider publishes no shape for its fields. */
    SessionToolCompleted: ({
      /** @constant */
      type: 'tool.completed';
    } & {
      [key: string]: unknown;
    }) &
      components['schemas']['SessionMessageFields'];
    /** @description The call was transferred (to a number, a SIP address or another assistant). */
    SessionTransferUpdate: {
      /** @constant */
      type: 'transfer-update';
      destination?: components['schemas']['TransferDestination'];
      toAssistant?: components['schemas']['CreateAssistantDTO'];
      fromAssistant?: components['schemas']['CreateAssistantDTO'];
      toStepRecord?: {
        [key: string]: unknown;
      };
      fromStepRecord?: {
        [key: string]: unknown;
      };
    } & components['schemas']['SessionMessageFields'];
    SessionLanguageChangeDetected: {
      /** @constant */
      type: 'language-change-detected';
      language: string;
    } & components['schemas']['SessionMessageFields'];
    SessionWorkflowNodeStarted: {
      /** @constant */
      type: 'workflow.node.started';
      node: {
        [key: string]: unknown;
      };
    } & components['schemas']['SessionMessageFields'];
    /** @description The local platform refused a client message (unknown type, bad field, audio frame of the wrong format); the call goes on. Sent whatever `clientMessages` says. */
    SessionError: {
      /** @constant */
      type: 'error';
      message: string;
    };
    /** @description A JSON message the platform sends to a client in a live call, by `type` (the provider's `ClientMessage*` schemas, chosen by `assistant.clientMessages`). */
    SessionServerMessage:
      | components['schemas']['SessionTranscript']
      | components['schemas']['SessionSpeechUpdate']
      | components['schemas']['SessionStatusUpdate']
      | components['schemas']['SessionConversationUpdate']
      | components['schemas']['SessionModelOutput']
      | components['schemas']['SessionUserInterrupted']
      | components['schemas']['SessionVoiceInput']
      | components['schemas']['SessionHang']
      | components['schemas']['SessionMetadata']
      | components['schemas']['SessionToolCalls']
      | components['schemas']['SessionToolCallsResult']
      | components['schemas']['SessionFunctionCall']
      | components['schemas']['SessionFunctionCallResult']
      | components['schemas']['SessionToolCompleted']
      | components['schemas']['SessionTransferUpdate']
      | components['schemas']['SessionLanguageChangeDetected']
      | components['schemas']['SessionWorkflowNodeStarted']
      | components['schemas']['SessionError'];
    /** @description The report the platform posts to the assistant's server URL once a call has ended (when `serverMessages` asks for `end-of-call-report`), inside `{message: …}`. */
    ServerMessageEndOfCallReport: {
      /** @constant */
      type: 'end-of-call-report';
      endedReason: components['schemas']['CallEndedReason'];
      call?: components['schemas']['Call'];
      /** @description The assistant that ran the call (with its `id` when it is a stored one). */
      assistant?: components['schemas']['CreateAssistantDTO'] & {
        id?: string;
      };
      customer?: components['schemas']['CreateCustomerDTO'];
      artifact: components['schemas']['Artifact'];
      analysis: components['schemas']['Analysis'];
      /** Format: date-time */
      startedAt?: string;
      /** Format: date-time */
      endedAt?: string;
      /** @description Sent by the platform, though not in its schema. */
      durationMs?: number;
      durationSeconds?: number;
      /** @description In USD. */
      cost?: number;
      costs?: components['schemas']['CallCost'][];
      /** @description Epoch milliseconds. */
      timestamp?: number;
      compliance?: components['schemas']['Compliance'];
      /**
       * @deprecated
       * @description Older reports carried the messages here; read `artifact.messages`.
       */
      messages?: components['schemas']['ArtifactMessage'][];
      /**
       * @deprecated
       * @description Read `artifact.transcript`.
       */
      transcript?: string;
      /**
       * @deprecated
       * @description Read `artifact.recording`.
       */
      recordingUrl?: string;
      /**
       * @deprecated
       * @description Read `artifact.recording`.
       */
      stereoRecordingUrl?: string;
    };
    /** @description The body of the end-of-call-report webhook. */
    EndOfCallReportBody: {
      message: components['schemas']['ServerMessageEndOfCallReport'];
    };
    /** @description The call's compliance (configured in `assistant.compliancePlan`). */
    Compliance: {
      recordingConsent?: {
        /** @enum {string} */
        type: 'stay-on-line' | 'verbal';
        /**
         * Format: date-time
         * @description When the consent was granted; absent when it was not.
         */
        grantedAt?: string;
      };
    };
  };
  responses: {
    /** @description The request failed (400 invalid, 401 no or wrong key, 403 not allowed, 404 not found). */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
  };
  parameters: {
    Id: string;
    TestSuiteId: string;
    MemberId: string;
    VoiceLibraryProvider: components['schemas']['VoiceProviderName'];
    IntegrationProvider: 'make' | 'ghl';
    /** @description A voice provider, e.g. `11labs`. */
    VoiceSearchProvider: string;
    ProviderWorkflowId: string;
    /** @description How many items to return (default 100). */
    Limit: number;
    /** @description Created after. */
    CreatedAtGt: string;
    /** @description Created before. */
    CreatedAtLt: string;
    /** @description Created at or after. */
    CreatedAtGe: string;
    /** @description Created at or before. */
    CreatedAtLe: string;
    /** @description Updated after. */
    UpdatedAtGt: string;
    /** @description Updated before. */
    UpdatedAtLt: string;
    /** @description Updated at or after. */
    UpdatedAtGe: string;
    /** @description Updated at or before. */
    UpdatedAtLe: string;
    /** @description Page number, from 1. */
    Page: number;
    SortOrder: components['schemas']['SortOrder'];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  CallController_findAll: {
    parameters: {
      query?: {
        id?: string;
        assistantId?: string;
        phoneNumberId?: string;
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Call'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CallController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCallDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['Call'] | components['schemas']['CallBatchResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CallController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Call'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CallController_deleteCallData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Call'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CallController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCallDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Call'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CallController_createPhoneCall: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOutboundCallDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['Call'] | components['schemas']['CallBatchResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CallController_createWebCall: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebCallDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebCall'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CallController_exportCalls: {
    parameters: {
      query?: {
        columns?: components['schemas']['CallExportColumn'][];
        async?: boolean;
        id?: string;
        idAny?: string[];
        assistantId?: string;
        phoneNumberId?: string;
        cost?: number;
        costLe?: number;
        costGe?: number;
        successEvaluation?: string;
        endedReason?: string;
        /** @description The customer's number. */
        number?: string;
        sipUri?: string;
        name?: string;
        email?: string;
        externalId?: string;
        extension?: string;
        numberE164CheckEnabled?: boolean;
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CallController_findAllPaginated: {
    parameters: {
      query?: {
        id?: string;
        idAny?: string[];
        assistantId?: string;
        phoneNumberId?: string;
        cost?: number;
        costLe?: number;
        costGe?: number;
        successEvaluation?: string;
        endedReason?: string;
        /** @description The customer's number. */
        number?: string;
        sipUri?: string;
        name?: string;
        email?: string;
        externalId?: string;
        extension?: string;
        numberE164CheckEnabled?: boolean;
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CallController_findAllMetadataPaginated: {
    parameters: {
      query?: {
        id?: string;
        idAny?: string[];
        assistantId?: string;
        phoneNumberId?: string;
        cost?: number;
        costLe?: number;
        costGe?: number;
        successEvaluation?: string;
        endedReason?: string;
        /** @description The customer's number. */
        number?: string;
        sipUri?: string;
        name?: string;
        email?: string;
        externalId?: string;
        extension?: string;
        numberE164CheckEnabled?: boolean;
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  AssistantController_findAllPaginated: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssistantPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  PhoneNumberController_findAllPaginated: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneNumberPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ChatController_listChats: {
    parameters: {
      query?: {
        assistantId?: string;
        workflowId?: string;
        sessionId?: string;
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ChatController_createChat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateChatDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Chat'];
          'text/event-stream': components['schemas']['CreateChatStreamResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ChatController_getChat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Chat'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ChatController_deleteChat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Chat'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ChatController_createOpenAIChat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OpenAIResponsesRequest'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseObject'];
          'text/event-stream': components['schemas']['ResponseStreamEvent'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ChatController_createWebChat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebChatDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebChat'];
          'text/event-stream': components['schemas']['CreateChatStreamResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ChatController_createOpenAiWebChat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OpenAIWebChatRequest'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResponseObject'];
          'text/event-stream': components['schemas']['ResponseStreamEvent'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CampaignController_findAll: {
    parameters: {
      query?: {
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Campaign'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CampaignController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCampaignDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Campaign'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CampaignController_findAllPaginated: {
    parameters: {
      query?: {
        id?: string;
        status?: components['schemas']['CampaignStatus'];
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CampaignPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CampaignController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Campaign'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CampaignController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Campaign'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CampaignController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCampaignDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Campaign'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SessionController_findAllPaginated: {
    parameters: {
      query?: {
        name?: string;
        assistantId?: string;
        workflowId?: string;
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SessionController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSessionDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SessionController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SessionController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SessionController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSessionDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SupportController_createTicket: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSupportTicketDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupportTicketResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  AssistantController_findAll: {
    parameters: {
      query?: {
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Assistant'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  AssistantController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAssistantDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Assistant'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  AssistantController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Assistant'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  AssistantController_replace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAssistantDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Assistant'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  AssistantController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Assistant'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  AssistantController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAssistantDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Assistant'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  AssistantController_findVersions: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        pageState?: string;
      };
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssistantVersionPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  PhoneNumberController_importTwilio: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportTwilioPhoneNumberDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneNumber'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  PhoneNumberController_importVonage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportVonagePhoneNumberDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneNumber'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  PhoneNumberController_findAll: {
    parameters: {
      query?: {
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneNumber'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  PhoneNumberController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePhoneNumberDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneNumber'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  PhoneNumberController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneNumber'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  PhoneNumberController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneNumber'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  PhoneNumberController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePhoneNumberDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneNumber'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ToolController_findAll: {
    parameters: {
      query?: {
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tool'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ToolController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateToolDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tool'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ToolController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tool'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ToolController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tool'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ToolController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateToolDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tool'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  FileController_createDeprecated: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CreateFileDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['File'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  FileController_findAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['File'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  FileController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CreateFileDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['File'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  FileController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['File'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  FileController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['File'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  FileController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateFileDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['File'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  KnowledgeBaseController_findAll: {
    parameters: {
      query?: {
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeBase'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  KnowledgeBaseController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateKnowledgeBaseDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeBase'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  KnowledgeBaseController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeBase'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  KnowledgeBaseController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeBase'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  KnowledgeBaseController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateKnowledgeBaseDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnowledgeBase'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  WorkflowController_findAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workflow'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  WorkflowController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWorkflowDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workflow'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  WorkflowController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workflow'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  WorkflowController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workflow'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  WorkflowController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWorkflowDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workflow'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  WorkflowController_generateFromTranscripts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateWorkflowDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowUserEditable'];
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkflowUserEditable'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SquadController_findAll: {
    parameters: {
      query?: {
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Squad'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SquadController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSquadDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Squad'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SquadController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Squad'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SquadController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Squad'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  SquadController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSquadDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Squad'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteController_findAllPaginated: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuitePaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTestSuiteDto'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuite'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuite'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuite'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTestSuiteDto'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuite'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteTestController_findAllPaginated: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path: {
        testSuiteId: components['parameters']['TestSuiteId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuiteTestPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteTestController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        testSuiteId: components['parameters']['TestSuiteId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTestSuiteTestDto'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuiteTest'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteTestController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        testSuiteId: components['parameters']['TestSuiteId'];
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuiteTest'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteTestController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        testSuiteId: components['parameters']['TestSuiteId'];
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuiteTest'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteTestController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        testSuiteId: components['parameters']['TestSuiteId'];
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTestSuiteTestDto'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuiteTest'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteRunController_findAllPaginated: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path: {
        testSuiteId: components['parameters']['TestSuiteId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuiteRunPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteRunController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        testSuiteId: components['parameters']['TestSuiteId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTestSuiteRunDto'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuiteRun'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteRunController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        testSuiteId: components['parameters']['TestSuiteId'];
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuiteRun'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteRunController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        testSuiteId: components['parameters']['TestSuiteId'];
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuiteRun'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TestSuiteRunController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        testSuiteId: components['parameters']['TestSuiteId'];
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTestSuiteRunDto'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestSuiteRun'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  AnalyticsController_query: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnalyticsQueryDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalyticsQueryResult'][];
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalyticsQueryResult'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  LoggingController_callLogsQuery: {
    parameters: {
      query: {
        callId: string;
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallLogPrivilegedPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  LoggingController_callLogsDeleteQuery: {
    parameters: {
      query: {
        callId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  LoggingController_logsQuery: {
    parameters: {
      query?: {
        type?: components['schemas']['LogType'];
        webhookType?: string;
        assistantId?: string;
        phoneNumberId?: string;
        customerId?: string;
        squadId?: string;
        callId?: string;
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogPaginatedResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  LoggingController_logsDeleteQuery: {
    parameters: {
      query?: {
        type?: components['schemas']['LogType'];
        assistantId?: string;
        phoneNumberId?: string;
        customerId?: string;
        squadId?: string;
        callId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_findAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Org'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOrgDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Org'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Org'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_deleteOrg: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOrgDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Org'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_findAllUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_orgLeave: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_orgRemoveUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
        memberId: components['parameters']['MemberId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_usersInvite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteUserDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_userUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserRoleDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  OrgController_orgToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JwtResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TokenController_findAll: {
    parameters: {
      query?: {
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Token'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TokenController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTokenDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Token'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TokenController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Token'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TokenController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Token'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TokenController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTokenDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Token'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CredentialController_findAll: {
    parameters: {
      query?: {
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Credential'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CredentialController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCredentialDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Credential'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CredentialController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Credential'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CredentialController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Credential'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CredentialController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCredentialDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Credential'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CredentialController_generateSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CredentialSessionDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CredentialSessionResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  CredentialController_handleWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CredentialWebhookDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
    };
  };
  CredentialController_credentialActionTrigger: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CredentialActionRequest'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TemplateController_findAll: {
    parameters: {
      query?: {
        collectionId?: string;
        visibility?: 'public' | 'private';
        provider?: 'make' | 'gohighlevel' | 'function';
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Template'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TemplateController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateToolTemplateDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Template'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TemplateController_findAllPinned: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Template'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TemplateController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Template'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TemplateController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Template'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  TemplateController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateToolTemplateDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Template'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  VoiceLibraryController_voiceGetByProvider: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page'];
        keyword?: string;
        language?: string;
        accent?: string;
        gender?: 'male' | 'female';
        /** @description How many items to return (default 100). */
        limit?: components['parameters']['Limit'];
        /** @description Created after. */
        createdAtGt?: components['parameters']['CreatedAtGt'];
        /** @description Created before. */
        createdAtLt?: components['parameters']['CreatedAtLt'];
        /** @description Created at or after. */
        createdAtGe?: components['parameters']['CreatedAtGe'];
        /** @description Created at or before. */
        createdAtLe?: components['parameters']['CreatedAtLe'];
        /** @description Updated after. */
        updatedAtGt?: components['parameters']['UpdatedAtGt'];
        /** @description Updated before. */
        updatedAtLt?: components['parameters']['UpdatedAtLt'];
        /** @description Updated at or after. */
        updatedAtGe?: components['parameters']['UpdatedAtGe'];
        /** @description Updated at or before. */
        updatedAtLe?: components['parameters']['UpdatedAtLe'];
      };
      header?: never;
      path: {
        provider: components['parameters']['VoiceLibraryProvider'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceLibrary'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  VoiceLibraryController_voiceGetAccentsByProvider: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        provider: components['parameters']['VoiceLibraryProvider'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceLibrary'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  VoiceLibraryController_voiceLibrarySyncByProvider: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        provider: components['parameters']['VoiceLibraryProvider'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceLibrary'][];
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceLibrary'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  VoiceLibraryController_voiceLibrarySyncDefaultVoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SyncVoiceLibraryDTO'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceLibrary'][];
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceLibrary'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  VoiceLibraryController_voiceLibraryCreateSesameVoice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSesameVoiceDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ProviderController_getWorkflows: {
    parameters: {
      query?: {
        locationId?: string;
      };
      header?: never;
      path: {
        provider: components['parameters']['IntegrationProvider'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProviderResult'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ProviderController_getWorkflowTriggerHook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        provider: components['parameters']['IntegrationProvider'];
        workflowId: components['parameters']['ProviderWorkflowId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProviderResult'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ProviderController_getLocations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        provider: components['parameters']['IntegrationProvider'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProviderResult'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  VoiceProviderController_searchVoices: {
    parameters: {
      query: {
        name: string;
      };
      header?: never;
      path: {
        /** @description A voice provider, e.g. `11labs`. */
        provider: components['parameters']['VoiceSearchProvider'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceLibraryVoiceResponse'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  VoiceProviderController_searchVoice: {
    parameters: {
      query: {
        name: string;
      };
      header?: never;
      path: {
        /** @description A voice provider, e.g. `11labs`. */
        provider: components['parameters']['VoiceSearchProvider'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceLibraryVoiceResponse'][];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  VoiceProviderController_addVoices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A voice provider, e.g. `11labs`. */
        provider: components['parameters']['VoiceSearchProvider'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddVoiceToProviderDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceLibrary'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  VoiceProviderController_addVoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A voice provider, e.g. `11labs`. */
        provider: components['parameters']['VoiceSearchProvider'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddVoiceToProviderDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceLibrary'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  VoiceProviderController_cloneVoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CloneVoiceDTO'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
}
type WithRequired<T, K extends keyof T> = T & {
  [P in K]-?: T[P];
};
