// The local platform's private key the suite's main server is started with, so tests can read
// a call as the platform stored it (`GET /platform/call/{id}`), timings included.
export const E2E_PLATFORM_PRIVATE_KEY = 'e2e-local-platform-private-key';
