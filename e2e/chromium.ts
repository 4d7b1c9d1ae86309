// Finds the system Chromium for Playwright. We never let Playwright download a browser (the
// machine reaches only package registries), so: CHROMIUM_PATH, then the usual system paths,
// then — where we are root and apt-get exists — Debian's `chromium` package is installed.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findInstalled(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable.`);
    return fromEnv;
  }
  return CANDIDATES.find(isExecutable);
}

function canUseApt(): boolean {
  return process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');
}

/** The path of a Chromium executable, installing Debian's package when that is possible. */
export function chromiumPath(): string {
  const found = findInstalled();
  if (found) return found;
  if (!canUseApt()) {
    throw new Error(
      'No Chromium found: install it (Debian: `apt-get install chromium`) or set CHROMIUM_PATH.',
    );
  }
  console.log('Chromium is missing: installing Debian package "chromium" with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findInstalled();
  if (!installed) throw new Error('apt-get installed "chromium" but no executable was found.');
  return installed;
}
