import { loadConfig, type ServerConfig } from '../config.ts';

/**
 * The configuration of a throwaway server for tests: a free port on loopback, an in-memory
 * database and no logs; `overrides` adds or replaces environment variables.
 */
export function ephemeralConfig(overrides: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}
