import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './.data',
      databaseUrl: undefined,
      redisUrl: undefined,
      voice: {
        publicKey: undefined,
        assistantId: undefined,
        apiUrl: 'https://api.vapi.ai',
        privateKey: undefined,
      },
      signupRateLimit: 20,
      trustProxy: false,
      webhookSecret: undefined,
      allowPrivateWebhooks: false,
      webhooksAllowPrivate: false,
      adminPassword: undefined,
      adminEmail: undefined,
      authSecret: undefined,
      authSignInRateLimit: 10,
      authAccountRateLimit: 10,
      authAccountLockFailures: 50,
      logLevel: 'info',
      metricsToken: undefined,
      webDistDir: undefined,
      publicUrl: undefined,
      shutdownGraceMs: 0,
      speechToText: undefined,
      builtInSpeechToText: true,
      localPlatformKeys: { privateKey: undefined, publicKey: undefined },
      localPlatformCorsOrigins: [],
      recordingHosts: ['storage.vapi.ai'],
    });
  });

  it('reads the shutdown grace and a speech-to-text endpoint, and refuses bad ones', () => {
    expect(
      loadConfig({
        SHUTDOWN_GRACE_SECONDS: '15',
        SPEECH_TO_TEXT_URL: 'http://whisper.internal:8000/v1/',
        SPEECH_TO_TEXT_MODEL: 'Systran/faster-whisper-small',
        SPEECH_TO_TEXT_API_KEY: 'sk-local',
      }),
    ).toMatchObject({
      shutdownGraceMs: 15_000,
      speechToText: {
        url: 'http://whisper.internal:8000/v1',
        model: 'Systran/faster-whisper-small',
        apiKey: 'sk-local',
      },
    });
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '301' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ SPEECH_TO_TEXT_URL: 'ftp://x' })).toThrow(/SPEECH_TO_TEXT_URL/);
    expect(loadConfig({ SPEECH_TO_TEXT: 'off' })).toMatchObject({ builtInSpeechToText: false });
    expect(() => loadConfig({ SPEECH_TO_TEXT: 'whisper' })).toThrow(
      /^Invalid SPEECH_TO_TEXT: must be on or off \(got "whisper"\)$/,
    );
    // One line naming the variable and what it got (the URL is no secret).
    expect(() => loadConfig({ SPEECH_TO_TEXT_API_KEY: '', SPEECH_TO_TEXT_URL: 'nope' })).toThrow(
      /^Invalid SPEECH_TO_TEXT_URL: must be an http\(s\) URL \(got "nope"\)$/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SIGNUP_RATE_LIMIT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      signupRateLimit: 20,
      databaseUrl: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/vibe',
      DATABASE_URL: 'postgres://app:pw@db:5432/vibe',
      REDIS_URL: 'redis://cache:6379/0',
      VOICE_PUBLIC_KEY: 'pk',
      VOICE_ASSISTANT_ID: 'asst',
      VOICE_API_URL: 'https://voice.example.com/',
      VOICE_PRIVATE_KEY: 'sk',
      SIGNUP_RATE_LIMIT: '0',
      TRUST_PROXY: '1',
      WEBHOOK_SECRET: 'whsec',
      ALLOW_PRIVATE_WEBHOOKS: '1',
      WEBHOOKS_ALLOW_PRIVATE: 'yes',
      ADMIN_PASSWORD: 'admin',
      ADMIN_EMAIL: ' Owner@Example.com ',
      AUTH_SIGNIN_RATE_LIMIT: '3',
      AUTH_ACCOUNT_RATE_LIMIT: '4',
      AUTH_ACCOUNT_LOCK_FAILURES: '0',
      LOG_LEVEL: 'debug',
      PUBLIC_URL: 'https://vibe.example/',
      LOCAL_PLATFORM_PRIVATE_KEY: 'priv',
      LOCAL_PLATFORM_PUBLIC_KEY: 'pub',
      LOCAL_PLATFORM_CORS_ORIGINS: 'https://a.example/, http://localhost:5173',
      RECORDING_HOSTS: 'storage.vapi.ai, Recordings.Example:8443,',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/vibe',
      databaseUrl: 'postgres://app:pw@db:5432/vibe',
      redisUrl: 'redis://cache:6379/0',
      voice: {
        publicKey: 'pk',
        assistantId: 'asst',
        apiUrl: 'https://voice.example.com',
        privateKey: 'sk',
      },
      signupRateLimit: 0,
      trustProxy: true,
      webhookSecret: 'whsec',
      allowPrivateWebhooks: true,
      webhooksAllowPrivate: true,
      adminPassword: 'admin',
      adminEmail: 'owner@example.com',
      authSignInRateLimit: 3,
      authAccountRateLimit: 4,
      authAccountLockFailures: 0,
      logLevel: 'debug',
      publicUrl: 'https://vibe.example',
      localPlatformKeys: { privateKey: 'priv', publicKey: 'pub' },
      localPlatformCorsOrigins: ['https://a.example', 'http://localhost:5173'],
      recordingHosts: ['storage.vapi.ai', 'recordings.example:8443'],
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid PORT: must be a whole number from 0 to 65535 (got "eighty")'],
    [
      { PUBLIC_URL: 'vibe.example' },
      'Invalid PUBLIC_URL: must be an http(s) URL (got "vibe.example")',
    ],
    [{ PORT: '70000' }, 'Invalid PORT: must be a whole number from 0 to 65535 (got "70000")'],
    [
      { SIGNUP_RATE_LIMIT: '-1' },
      'Invalid SIGNUP_RATE_LIMIT: must be a whole number from 0 to 1000000 (got "-1")',
    ],
    [{ TRUST_PROXY: 'maybe' }, 'Invalid TRUST_PROXY: must be 1 or 0 (got "maybe")'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid LOG_LEVEL: must be one of debug, info, warn, error, silent (got "loud")',
    ],
    [{ VOICE_API_URL: 'ftp://x' }, 'Invalid VOICE_API_URL: must be an http(s) URL (got "ftp://x")'],
    [
      { LOCAL_PLATFORM_CORS_ORIGINS: 'https://a.example,b.example' },
      'Invalid LOCAL_PLATFORM_CORS_ORIGINS: must be a comma-separated list of http(s) origins (got "https://a.example,b.example")',
    ],
    [
      { RECORDING_HOSTS: 'storage.vapi.ai,https://evil.example/x' },
      'Invalid RECORDING_HOSTS: must be a comma-separated list of host names (optionally with :port) (got "storage.vapi.ai,https://evil.example/x")',
    ],
    [
      { RECORDING_HOSTS: ' , ' },
      'Invalid RECORDING_HOSTS: must be a comma-separated list of host names (optionally with :port) (got " , ")',
    ],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('reads METRICS_TOKEN, refuses a short or spaced one, and never echoes it', () => {
    const token = 'm3trics-t0ken-0123456789';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const bad of ['short-secret', 'a token with spaces in it']) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/^Invalid METRICS_TOKEN: must be/);
      expect(() => loadConfig({ METRICS_TOKEN: bad })).not.toThrow(bad);
    }
  });

  it('never echoes a secret value in its error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).toThrow(
      'Invalid DATABASE_URL: must start with postgres:// or postgresql://',
    );
    try {
      loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('turns e-mail on with an smtp(s):// SMTP_URL, never echoing a bad one (it holds credentials)', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '' }).mail).toBeUndefined();
    const on = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example:465',
      MAIL_FROM: 'Vibe <no-reply@vibe.example>',
    });
    expect(on.mail).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@smtp.example:465',
      from: 'Vibe <no-reply@vibe.example>',
    });
    for (const bad of ['http://mailer:s3cret@smtp.example', 'smtp://mailer:s3cret@smtp example']) {
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(
        /^Invalid SMTP_URL: must start with smtp:\/\/ or smtps:\/\/$/,
      );
      try {
        loadConfig({ SMTP_URL: bad });
      } catch (error) {
        expect((error as Error).message).not.toContain('s3cret');
      }
    }
  });
});
