import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent.ts';

describe('parseUserAgent', () => {
  it('names the browser, its version and the system', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', system: 'Android 14' });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17.4', system: 'iOS 17.4' });
  });

  it('leaves out the frozen versions of macOS and Windows', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', system: 'macOS' });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toEqual({ browser: 'Firefox 133', system: 'Windows' });
  });

  it('gives nothing for a user agent that names no known browser', () => {
    expect(parseUserAgent('curl/8.5.0')).toBeNull();
    expect(parseUserAgent('agent \u202Etxet desrever')).toBeNull();
    expect(parseUserAgent('  ')).toBeNull();
    expect(parseUserAgent(null)).toBeNull();
  });
});
