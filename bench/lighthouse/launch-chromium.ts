// The system Chromium for Lighthouse, started by chrome-launcher with a debugging port.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { chromiumPath } from '@vibe/e2e/chromium';

/**
 * Flags on top of chrome-launcher's defaults. Plain `--headless`: with `--headless=new`,
 * Lighthouse 12 failed on Chromium 156 with NO_NAVSTART. The resolver rule makes every host but
 * this machine fail at once, as on a machine without a network: the page's stock-photo avatars
 * then fail the way they do offline (and show their initials) instead of waiting on a DNS
 * timeout, and no request ever leaves the machine.
 */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Starts a fresh Chromium (its own temporary profile); call `kill()` when done. */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'error',
  });
}
