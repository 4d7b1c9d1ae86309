/**
 * The defaults the REST client and the web-call class share, defined once: both talk to the same
 * API host and give a request the same time. A tiny module of its own, so the browser bundle of
 * the call class takes these two numbers without the REST runtime.
 */

/** The platform's API host. */
export const DEFAULT_BASE_URL = 'https://api.vapi.ai';

/** Milliseconds a request may take, answer body included (each attempt, for the REST client). */
export const DEFAULT_TIMEOUT_MS = 60_000;
