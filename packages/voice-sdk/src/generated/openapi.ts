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
export type webhooks = Record<string, never>;
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
    } & {
      [key: string]: unknown;
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
    /** @description An OpenAI-style chat message. */
    ChatMessage: {
      /** @enum {string} */
      role: 'system' | 'user' | 'assistant' | 'tool' | 'developer';
      content?:
        | string
        | null
        | {
            [key: string]: unknown;
          }[];
      tool_call_id?: string;
      tool_calls?: {
        [key: string]: unknown;
      }[];
      refusal?: string;
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
      transcriptPlan?: {
        [key: string]: unknown;
      };
      recordingPath?: string;
    } & {
      [key: string]: unknown;
    };
    /** @enum {string} */
    ClientMessageType:
      | 'conversation-update'
      | 'function-call'
      | 'function-call-result'
      | 'hang'
      | 'language-changed'
      | 'language-change-detected'
      | 'metadata'
      | 'model-output'
      | 'speech-update'
      | 'status-update'
      | 'transcript'
      | 'tool-calls'
      | 'tool-calls-result'
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
      | 'voice-input'
      | 'knowledge-base-request'
      | 'assistant-request';
    /** @description The language model, chosen by `provider`. */
    AssistantModel: {
      /** @enum {string} */
      provider:
        | 'anthropic'
        | 'anyscale'
        | 'cerebras'
        | 'custom-llm'
        | 'deepinfra'
        | 'deep-seek'
        | 'google'
        | 'groq'
        | 'inflection-ai'
        | 'openai'
        | 'openrouter'
        | 'perplexity-ai'
        | 'together-ai'
        | 'xai';
      model: string;
      messages?: components['schemas']['ChatMessage'][];
      tools?: {
        [key: string]: unknown;
      }[];
      toolIds?: string[];
      knowledgeBaseId?: string;
      temperature?: number;
      maxTokens?: number;
    } & {
      [key: string]: unknown;
    };
    /** @description The voice, chosen by `provider`; `tavus` means a video call. */
    AssistantVoice: {
      provider: components['schemas']['VoiceProviderName'];
      /** @description For `vapi`: Elliot, Kylie, Rohan, Lily, Savannah, Hana, Neha, Cole, Harry, Paige or Spencer. */
      voiceId: string;
    } & {
      [key: string]: unknown;
    };
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
    AssistantTranscriber: {
      /** @enum {string} */
      provider:
        | 'assembly-ai'
        | 'azure'
        | 'custom-transcriber'
        | 'deepgram'
        | '11labs'
        | 'gladia'
        | 'google'
        | 'speechmatics'
        | 'talkscriber'
        | 'openai'
        | 'cartesia';
      model?: string;
      language?: string;
      smartFormat?: boolean;
      keywords?: string[];
      endpointing?: number;
    } & {
      [key: string]: unknown;
    };
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
      analysisPlan?: {
        [key: string]: unknown;
      };
      startSpeakingPlan?: {
        [key: string]: unknown;
      };
      stopSpeakingPlan?: {
        [key: string]: unknown;
      };
      monitorPlan?: {
        [key: string]: unknown;
      };
      messagePlan?: {
        [key: string]: unknown;
      };
      voicemailDetection?: {
        [key: string]: unknown;
      };
      /** @description `off`, `office` or a URL. */
      backgroundSound?: string;
      credentialIds?: string[];
      hooks?: {
        [key: string]: unknown;
      }[];
      compliancePlan?: {
        [key: string]: unknown;
      };
      metadata?: components['schemas']['Metadata'];
    } & {
      [key: string]: unknown;
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
    } & {
      [key: string]: unknown;
    };
    CreateSquadDTO: {
      name?: string;
      members: components['schemas']['SquadMemberDTO'][];
      membersOverrides?: components['schemas']['AssistantOverrides'];
    };
    UpdateSquadDTO: components['schemas']['CreateSquadDTO'];
    Squad: components['schemas']['ResourceMeta'] & components['schemas']['CreateSquadDTO'];
    /** @description A node, `conversation` or `tool` by `type`. */
    WorkflowNode: {
      /** @enum {string} */
      type: 'conversation' | 'tool';
      name: string;
      isStart?: boolean;
      prompt?: string;
      model?: components['schemas']['AssistantModel'];
      voice?: components['schemas']['AssistantVoice'];
      transcriber?: components['schemas']['AssistantTranscriber'];
      tool?: {
        [key: string]: unknown;
      };
      toolId?: string;
      globalNodePlan?: {
        [key: string]: unknown;
      };
      variableExtractionPlan?: {
        [key: string]: unknown;
      };
      metadata?: components['schemas']['Metadata'];
    } & {
      [key: string]: unknown;
    };
    WorkflowEdge: {
      from: string;
      to: string;
      condition?: {
        [key: string]: unknown;
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
      analysisPlan?: {
        [key: string]: unknown;
      };
      artifactPlan?: components['schemas']['ArtifactPlan'];
      startSpeakingPlan?: {
        [key: string]: unknown;
      };
      stopSpeakingPlan?: {
        [key: string]: unknown;
      };
      monitorPlan?: {
        [key: string]: unknown;
      };
      credentialIds?: string[];
      compliancePlan?: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
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
      phoneNumber?: {
        [key: string]: unknown;
      };
      customerId?: string;
      customer?: components['schemas']['CreateCustomerDTO'];
      name?: string;
      schedulePlan?: components['schemas']['SchedulePlan'];
      /** @description E.g. `{provider: "vapi.websocket", audioFormat: {format: "pcm_s16le", container: "raw", sampleRate: 16000}}`. */
      transport?: {
        provider?: string;
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
      components['schemas']['CallTargets'] &
      ({
        type?: components['schemas']['CallType'];
        status?: components['schemas']['CallStatus'];
        /** @description Why the call ended, e.g. customer-ended-call, assistant-ended-call, silence-timed-out, exceeded-max-duration. */
        endedReason?: string;
        /** Format: date-time */
        startedAt?: string;
        /** Format: date-time */
        endedAt?: string;
        /** @description In USD. */
        cost?: number;
        costBreakdown?: {
          [key: string]: unknown;
        };
        costs?: {
          [key: string]: unknown;
        }[];
        messages?: components['schemas']['ArtifactMessage'][];
        artifact?: components['schemas']['Artifact'];
        analysis?: components['schemas']['Analysis'];
        monitor?: {
          listenUrl?: string;
          controlUrl?: string;
        };
        artifactPlan?: components['schemas']['ArtifactPlan'];
        campaignId?: string;
        destination?: {
          [key: string]: unknown;
        };
        /**
         * @deprecated
         * @enum {string}
         */
        phoneCallProvider?: 'twilio' | 'vonage' | 'vapi' | 'telnyx';
        /** @enum {string} */
        phoneCallTransport?: 'sip' | 'pstn';
        /** @deprecated */
        phoneCallProviderId?: string;
      } & {
        [key: string]: unknown;
      });
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
        costs?: {
          [key: string]: unknown;
        }[];
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
      phoneNumber?: {
        [key: string]: unknown;
      };
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
    FallbackDestination: {
      /** @enum {string} */
      type: 'number' | 'sip';
      number?: string;
      sipUri?: string;
    } & {
      [key: string]: unknown;
    };
    PhoneNumberCommon: {
      name?: string;
      assistantId?: string;
      squadId?: string;
      workflowId?: string;
      server?: components['schemas']['Server'];
      fallbackDestination?: components['schemas']['FallbackDestination'];
      hooks?: {
        [key: string]: unknown;
      }[];
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
    CreateVapiPhoneNumberDTO: components['schemas']['PhoneNumberCommon'] & {
      /** @constant */
      provider: 'vapi';
      number?: string;
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
    ToolMessage: {
      /** @enum {string} */
      type: 'request-start' | 'request-complete' | 'request-failed' | 'request-response-delayed';
      content?: string;
      blocking?: boolean;
      conditions?: {
        [key: string]: unknown;
      }[];
    } & {
      [key: string]: unknown;
    };
    ToolCommon: {
      function?: components['schemas']['OpenAIFunction'];
      server?: components['schemas']['Server'];
      async?: boolean;
      messages?: components['schemas']['ToolMessage'][];
    } & {
      [key: string]: unknown;
    };
    CreateFunctionToolDTO: components['schemas']['ToolCommon'] & {
      /** @constant */
      type: 'function';
    };
    CreateApiRequestToolDTO: components['schemas']['ToolCommon'] & {
      /** @constant */
      type: 'apiRequest';
      /** @enum {string} */
      method: 'POST' | 'GET';
      url: string;
      body?: {
        [key: string]: unknown;
      };
      headers?: {
        [key: string]: unknown;
      };
      timeoutSeconds?: number;
    };
    CreateTransferCallToolDTO: components['schemas']['ToolCommon'] & {
      /** @constant */
      type: 'transferCall';
      destinations?: ({
        /** @enum {string} */
        type: 'assistant' | 'number' | 'sip';
        assistantName?: string;
        number?: string;
        sipUri?: string;
        message?: string;
        description?: string;
      } & {
        [key: string]: unknown;
      })[];
    };
    CreateQueryToolDTO: components['schemas']['ToolCommon'] & {
      /** @constant */
      type: 'query';
      knowledgeBases?: {
        [key: string]: unknown;
      }[];
    };
    /** @description Any other tool type; its type-specific fields are kept as sent. */
    CreateOtherToolDTO: components['schemas']['ToolCommon'] & {
      /** @enum {string} */
      type:
        | 'dtmf'
        | 'endCall'
        | 'ghl'
        | 'make'
        | 'output'
        | 'bash'
        | 'computer'
        | 'textEditor'
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
    };
    /** @description A tool, by `type`. */
    CreateToolDTO:
      | components['schemas']['CreateFunctionToolDTO']
      | components['schemas']['CreateApiRequestToolDTO']
      | components['schemas']['CreateTransferCallToolDTO']
      | components['schemas']['CreateQueryToolDTO']
      | components['schemas']['CreateOtherToolDTO'];
    /** @description Partial update; `type` may be sent but never changes the tool's kind. */
    UpdateToolDTO: components['schemas']['ToolCommon'] & {
      type?: components['schemas']['ToolType'];
    };
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
      /** @description Import from files. */
      createPlan?: {
        [key: string]: unknown;
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
    /** @description A `voice` or `chat` test. */
    CreateTestSuiteTestDto: {
      /** @enum {string} */
      type: 'voice' | 'chat';
      script: string;
      scorers: components['schemas']['TestScorer'][];
      numAttempts?: number;
      name?: string;
    };
    UpdateTestSuiteTestDto: {
      /** @enum {string} */
      type?: 'voice' | 'chat';
      script?: string;
      scorers?: components['schemas']['TestScorer'][];
      numAttempts?: number;
      name?: string;
    };
    TestSuiteTest: components['schemas']['ResourceMeta'] &
      components['schemas']['CreateTestSuiteTestDto'] & {
        testSuiteId: string;
      };
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
          'text/event-stream': string;
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
          'text/event-stream': string;
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
          'text/event-stream': string;
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
          'text/event-stream': string;
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
