// A visitor's user agent in plain words. Bowser (MIT) reads it: imported only from the person
// screen, so it rides in that screen's chunk of the dashboard and never in the landing page.
import Bowser from 'bowser';

/** What a user agent says about the visitor's browser and system. */
export interface UserAgentParts {
  /** "Chrome 131", "Safari 17.4". */
  browser: string;
  /** "macOS", "Android 14"; null when the user agent names none. */
  system: string | null;
}

// These systems' user agents froze their version years ago (every Mac says 10.15.7, Windows 11
// says 10): a version there would be wrong more often than right.
const FROZEN_SYSTEM_VERSIONS = new Set(['macOS', 'Windows']);

/** A browser version as people say it: "131" for "131.0.6778.135", "17.4" for "17.4.1". */
function shortVersion(version: string): string {
  const parts = version.split('.');
  const kept = parts.length > 3 ? parts.slice(0, 1) : parts.slice(0, 2);
  while (kept.length > 1 && kept.at(-1) === '0') kept.pop();
  return kept.join('.');
}

/** The browser and system of a user agent, or null when it names no browser Bowser knows. */
export function parseUserAgent(userAgent: string | null): UserAgentParts | null {
  if (!userAgent?.trim()) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return null;
  const browserText = browser.version
    ? `${browser.name} ${shortVersion(browser.version)}`
    : browser.name;
  const systemVersion = os.name && !FROZEN_SYSTEM_VERSIONS.has(os.name) ? os.version : undefined;
  const system = os.name ? [os.name, systemVersion && shortVersion(systemVersion)] : null;
  return { browser: browserText, system: system?.filter(Boolean).join(' ') ?? null };
}
