import { API_ERROR_CODES } from '@vibe/contracts/api';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client.ts';
import { ApiError, codeForStatus } from '../lib/api-error.ts';
import { sameSecret } from '../lib/same-secret.ts';
import { validateJson } from '../lib/validate-json.ts';
import type { Logger } from '../logger.ts';
import { requestLogger } from '../middleware/request-id.ts';
import { jsonBody } from '../middleware/json-body.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';
import {
  readCallReport,
  serverMessageBodySchema,
  withTrustedRecordings,
  type RecordingUrlPolicy,
} from '../call-reports/call-report.ts';
import { receiveCallReport } from '../interviews/call-report-intake.ts';
import type { CompletionNotices } from '../mail/notices.ts';

/** Largest server message accepted (an end-of-call report of a long call is big). */
export const WEBHOOK_BODY_MAX_BYTES = 1024 * 1024;

export interface CallReportRouteDeps {
  db: Database;
  clock: () => Date;
  logger: Logger;
  /** The shared secret the platform sends as `x-vapi-secret`; undefined refuses every message. */
  secret: string | undefined;
  /** Which recording URLs a report may leave on its interview (the rest are dropped and logged). */
  acceptsRecordingUrl: RecordingUrlPolicy;
  /** Counts the reports taken and the messages refused. */
  metrics?: Pick<ServerMetrics, 'reportReceived' | 'reportRefused'>;
  /** E-mail to organisers when an interview completes; absent: e-mail is off. */
  notices?: CompletionNotices;
}

function requireSecret(secret: string | undefined, logger: Logger) {
  let warned = false;
  return createMiddleware(async (c, next) => {
    const given = c.req.header('x-vapi-secret');
    if (secret === undefined && !warned) {
      warned = true;
      logger.warn(
        'voice webhook refused: WEBHOOK_SECRET is not set, so no platform message can be trusted',
      );
    }
    if (secret === undefined || given === undefined || !sameSecret(given, secret)) {
      throw new ApiError(
        401,
        API_ERROR_CODES.unauthorized,
        'A valid x-vapi-secret header is required.',
      );
    }
    await next();
  });
}

/**
 * Counts each refused message by the error code it is answered with (`unauthorized`,
 * `payload_too_large`, `invalid_body`…; `internal_error` for a failure of ours).
 */
function countRefusals(metrics: CallReportRouteDeps['metrics']) {
  return createMiddleware(async (c, next) => {
    await next();
    if (!metrics || c.res.status < 400) return;
    const code = c.error instanceof ApiError ? c.error.code : codeForStatus(c.res.status);
    metrics.reportRefused(code);
  });
}

/**
 * `POST /api/webhooks/voice`: the voice platform's server messages (docs/architecture.md). Every message
 * with the right secret is answered `200 {}`; an end-of-call report becomes the authoritative
 * transcript and timing of its interview; its recording URLs are kept only when they
 * are on the recording hosts. A report for a call we do not know is logged and answered 200
 * too, so the platform does not retry it.
 */
export function callReportRoutes({
  db,
  clock,
  logger: appLogger,
  secret,
  acceptsRecordingUrl,
  metrics,
  notices,
}: CallReportRouteDeps) {
  return new Hono().post(
    '/voice',
    countRefusals(metrics),
    requireSecret(secret, appLogger),
    jsonBody(WEBHOOK_BODY_MAX_BYTES),
    validateJson(serverMessageBodySchema),
    async (c) => {
      const { message } = c.req.valid('json');
      if (message.type !== 'end-of-call-report') return c.json({});
      const logger = requestLogger(c, appLogger);
      const now = clock();
      const report = withTrustedRecordings(
        readCallReport(message, now),
        acceptsRecordingUrl,
        logger,
      );
      if (report.trimmed) {
        logger.warn('end-of-call report over the transcript caps; stored the part that fits', {
          callId: report.callId,
        });
      }
      const outcome = await receiveCallReport(db, report, now, notices);
      metrics?.reportReceived(outcome.kind);
      switch (outcome.kind) {
        case 'stored':
          logger.info('end-of-call report stored', {
            callId: report.callId,
            interviewId: outcome.interview.id,
            status: outcome.interview.status,
            changed: outcome.changed,
            answers: outcome.answers,
          });
          break;
        case 'other_call':
          logger.warn('end-of-call report ignored: its interview has since started another call', {
            callId: report.callId,
            interviewId: outcome.interviewId,
          });
          break;
        case 'mismatch':
          logger.warn(
            'end-of-call report ignored: its call belongs to another interview than its metadata names',
            { callId: report.callId, interviewId: outcome.interviewId },
          );
          break;
        case 'superseded':
          logger.info('end-of-call report ignored: a later report of this call is stored', {
            callId: report.callId,
            interviewId: outcome.interviewId,
          });
          break;
        case 'unknown_call':
          logger.info('end-of-call report for an unknown call; nothing stored', {
            callId: report.callId,
          });
          break;
        case 'test_call':
          logger.info('end-of-call report of a test call; nothing stored', {
            callId: report.callId,
          });
          break;
      }
      return c.json({});
    },
  );
}
