// How a call ended on purpose or by a limit, could not start, or broke on the voice platform or
// the phone line: sentences for the person screen (docs/product.md#endings).
import type { EndedReasonSentences } from './phrases.ts';

export const CALL_REASON_SENTENCES = {
  'call-start-error-neither-assistant-nor-server-set':
    'The call could not start: no assistant was set for it.',
  'assistant-request-failed': 'The call could not start: the request for its assistant failed.',
  'assistant-request-returned-error':
    'The call could not start: the request for its assistant returned an error.',
  'assistant-request-returned-unspeakable-error':
    'The call could not start: the request for its assistant returned an error.',
  'assistant-request-returned-invalid-assistant':
    'The call could not start: its assistant was not valid.',
  'assistant-request-returned-no-assistant':
    'The call could not start: no assistant was given for it.',
  'assistant-request-returned-forwarding-phone-number':
    'The call was passed on to another number before it began.',
  'scheduled-call-deleted': 'The scheduled call was deleted before it began.',
  'call.start.error-vapifault-get-org':
    'The call could not start: the voice platform could not load the account.',
  'call.start.error-vapifault-get-subscription':
    "The call could not start: the voice platform could not load the account's plan.",
  'call.start.error-get-assistant':
    'The call could not start: the voice platform could not load the assistant.',
  'call.start.error-get-phone-number':
    'The call could not start: the voice platform could not load the phone number.',
  'call.start.error-get-customer':
    "The call could not start: the voice platform could not load the caller's details.",
  'call.start.error-get-resources-validation':
    "The call could not start: the voice platform refused the call's settings.",
  'call.start.error-vapi-number-international':
    "The call could not start: the platform's phone numbers cannot call abroad.",
  'call.start.error-vapi-number-outbound-daily-limit':
    'The call could not start: the phone number reached its daily limit of calls.',
  'call.start.error-get-transport':
    'The call could not start: the voice platform could not open the connection.',
  'call.start.error-subscription-wallet-does-not-exist':
    'The call could not start: the account has no balance set up.',
  'call.start.error-subscription-frozen': 'The call could not start: the account is frozen.',
  'call.start.error-subscription-insufficient-credits':
    'The call could not start: the account is out of credits.',
  'call.start.error-subscription-upgrade-failed':
    "The call could not start: the account's plan upgrade failed.",
  'call.start.error-subscription-concurrency-limit-reached':
    'The call could not start: too many calls were already under way.',
  'assistant-not-valid': 'The call could not start: its assistant was not valid.',
  'database-error': 'The call broke: the voice platform had a database error.',
  'assistant-not-found': 'The call could not start: its assistant was not found.',
  'call.in-progress.error-pipeline-no-available-llm-model':
    'The call broke: no language model was available.',
  'worker-shutdown': 'The call broke: the voice platform restarted during the call.',
  'vonage-disconnected': 'The call broke: the phone company disconnected it.',
  'vonage-failed-to-connect-call': 'The call broke: the phone company could not connect it.',
  'vonage-completed': 'The visitor hung up.',
  'phone-call-provider-bypass-enabled-but-no-call-received':
    'The call broke: the phone company never sent the call.',
  'call.in-progress.error-providerfault-transport-never-connected':
    'The call broke: the connection never opened.',
  'call.in-progress.error-vapifault-worker-not-available':
    'The call broke: the voice platform had no room for the call.',
  'call.in-progress.error-vapifault-transport-never-connected':
    'The call broke: the connection never opened.',
  'call.in-progress.error-vapifault-transport-connected-but-call-not-active':
    'The call broke: the connection opened but the call never began.',
  'call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing':
    'The call broke: the connection was lost as it began.',
  'call.in-progress.error-vapifault-worker-died':
    'The call broke: the voice platform stopped during the call.',
  'call.in-progress.twilio-completed-call': 'The visitor hung up.',
  'call.in-progress.sip-completed-call': 'The visitor hung up.',
  'call.in-progress.error-vapifault-chat-pipeline-failed-to-start':
    'The call could not start: the conversation could not be set up.',
  'assistant-ended-call': 'The assistant ended the call.',
  'assistant-said-end-call-phrase': 'The assistant said its closing words and hung up.',
  'assistant-ended-call-with-hangup-task': 'The assistant hung up.',
  'assistant-ended-call-after-message-spoken': 'The assistant hung up after its last message.',
  'assistant-forwarded-call': 'The assistant passed the call on to another number.',
  'assistant-join-timed-out': 'The call broke: the assistant took too long to join.',
  'call.in-progress.error-assistant-did-not-receive-customer-audio':
    "The call broke: no sound came from the visitor's microphone.",
  'call.in-progress.error-transfer-failed':
    'The call broke: passing it on to another number failed.',
  'customer-busy': "The visitor's line was busy.",
  'customer-ended-call': 'The visitor hung up.',
  'customer-did-not-answer': 'The visitor did not answer.',
  'customer-did-not-give-microphone-permission': 'The visitor did not allow the microphone.',
  'exceeded-max-duration': 'The call reached its longest allowed length.',
  'manually-canceled': 'Someone stopped the call on the voice platform.',
  'phone-call-provider-closed-websocket':
    'The call broke: the phone company closed the connection.',
  'call.forwarding.operator-busy': 'The call ended: the number it was passed on to was busy.',
  'silence-timed-out': 'The visitor said nothing for too long, so the call ended.',
  'call.in-progress.error-sip-inbound-call-failed-to-connect':
    'The call broke: the incoming phone call could not connect.',
  'call.in-progress.error-providerfault-outbound-sip-403-forbidden':
    'The call broke: the phone line refused the outgoing call.',
  'call.in-progress.error-providerfault-outbound-sip-407-proxy-authentication-required':
    'The call broke: the phone line asked for a sign-in the platform lacked.',
  'call.in-progress.error-providerfault-outbound-sip-503-service-unavailable':
    'The call broke: the phone line was unavailable.',
  'call.in-progress.error-providerfault-outbound-sip-480-temporarily-unavailable':
    'The call broke: the number called was unavailable for now.',
  'call.in-progress.error-sip-outbound-call-failed-to-connect':
    'The call broke: the outgoing phone call could not connect.',
  'call.ringing.hook-executed-say': 'The call ended with a message played while it was ringing.',
  'call.ringing.hook-executed-transfer':
    'The call was passed on to another number while it was ringing.',
  'call.ringing.sip-inbound-caller-hungup-before-call-connect':
    'The caller hung up before the call connected.',
  'call.ringing.error-sip-inbound-call-failed-to-connect':
    'The call broke: the incoming phone call could not connect.',
  'twilio-failed-to-connect-call': 'The call broke: the phone company could not connect it.',
  'twilio-reported-customer-misdialed': 'The number dialled was wrong.',
  'vonage-rejected': 'The call broke: the phone company rejected it.',
  voicemail: 'The call reached a voicemail.',
} as const satisfies EndedReasonSentences;
