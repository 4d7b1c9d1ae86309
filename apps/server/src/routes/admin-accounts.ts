// Organiser accounts beyond better-auth's own routes: who is signed in, the first-run setup,
// sending and accepting invitations, and the audit log (roles and removal: admin-organisers.ts).
import {
  ADMIN_ERROR_CODES,
  ORGANISER_ROLES,
  PEOPLE_PAGE_SIZE,
  type AuditAction,
  type AuditAnswer,
  type InvitationAnswer,
  type InvitationDetails,
  type MeAnswer,
  type SetupAnswer,
} from '@vibe/contracts/admin';
import { emailSchema, refuseBidiControls } from '@vibe/contracts/api-schemas';
import { JSON_BODY_MAX_BYTES } from '@vibe/contracts/limits';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  claimInvitation,
  createInvitation,
  findPendingInvitation,
} from '../db/queries/invitations.ts';
import {
  createOrganiser,
  MAX_PASSWORD_LENGTH,
  passwordProblem,
  type CreateOrganiserError,
} from '../admin/organisers.ts';
import type { PasswordHasher } from '../admin/password-hasher.ts';
import { clearSetupCode, setupCodeMatches } from '../admin/settings.ts';
import type { Database } from '../db/client.ts';
import { recordAudit, selectAudit } from '../db/queries/admin-audit.ts';
import { countOrganisers, organiserExists } from '../db/queries/admin-organisers.ts';
import { ApiError } from '../lib/api-error.ts';
import { hashInterviewToken } from '../lib/interview-token.ts';
import { validateJson } from '../lib/validate-json.ts';
import { requireOwner, type AdminEnv } from '../middleware/admin-session.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { invalidCursor, readLimit } from '../lib/admin-query-params.ts';
import { invitationMessage } from '../mail/messages/invitation.ts';

// The e-mail rule every address meets, normalised; an organiser's address is shown to the other
// organisers, so it may not hold bidirectional controls either.
const emailField = emailSchema.check(refuseBidiControls);
const passwordField = z.string().min(1).max(MAX_PASSWORD_LENGTH);
const roleField = z.enum(ORGANISER_ROLES);

const setupSchema = z.object({
  code: z.string().min(1).max(64),
  email: emailField,
  password: passwordField,
});
const invitationSchema = z.object({ email: emailField, role: roleField });
const tokenField = z.string().min(1).max(128);
const acceptSchema = z.object({ token: tokenField, password: passwordField });
const lookupSchema = z.object({ token: tokenField });

const json = jsonBody(JSON_BODY_MAX_BYTES);

/** The refusal of a password the rule turns down, saying why (`passwordProblem`'s words). */
function weakPassword(reason: string): ApiError {
  return new ApiError(400, ADMIN_ERROR_CODES.weakPassword, reason);
}

const invalidInvitation = () =>
  new ApiError(
    404,
    ADMIN_ERROR_CODES.invalidInvitation,
    'This invitation link is used, expired or unknown.',
  );

function creationError(error: CreateOrganiserError): ApiError {
  switch (error) {
    case 'weak_password':
      // Only reached when the route did not ask `passwordProblem` first, which says why.
      return weakPassword('This password is not allowed. Choose a longer, less common one.');
    case 'exists':
      return new ApiError(
        409,
        ADMIN_ERROR_CODES.organiserExists,
        'An organiser with this e-mail already exists.',
      );
    case 'not_first':
      return new ApiError(
        409,
        ADMIN_ERROR_CODES.setupDone,
        'The first organiser already exists; sign in.',
      );
  }
}

const hasherOf = (deps: AdminAccountDeps) =>
  deps.passwordHasher ? { hasher: deps.passwordHasher } : {};

export interface AdminAccountDeps {
  db: Database;
  clock: () => Date;
  /** The dashboard's origin, for invitation links shown to the owner. */
  origin: (c: Context) => string;
  /** E-mail is on (`SMTP_URL`): invitations are e-mailed too. */
  emailEnabled: boolean;
  /** The dashboard's origin for links sent by e-mail (never a request's Host). */
  linkOrigin: (c: Context) => string;
  /** How new organisers' passwords are hashed (default better-auth's scrypt). */
  passwordHasher?: PasswordHasher;
}

/** Routes anyone may call (first run, reading and accepting an invitation); POSTs same-origin. */
export function adminPublicRoutes(deps: AdminAccountDeps) {
  const { db } = deps;
  return new Hono()
    .get('/setup', async (c) =>
      c.json({
        needed: (await countOrganisers(db)) === 0,
        mailEnabled: deps.emailEnabled,
      } satisfies SetupAnswer),
    )
    .post('/setup', json, validateJson(setupSchema), async (c) => {
      const body = c.req.valid('json');
      if ((await countOrganisers(db)) > 0) throw creationError('not_first');
      if (!(await setupCodeMatches(db, body.code))) {
        throw new ApiError(
          403,
          ADMIN_ERROR_CODES.invalidSetupCode,
          'That setup code is not the one the server printed.',
        );
      }
      const problem = passwordProblem(body.password, body.email);
      if (problem) throw weakPassword(problem);
      const created = await createOrganiser(
        db,
        { email: body.email, password: body.password, role: 'owner' },
        { onlyIfFirst: true, ...hasherOf(deps) },
      );
      if (!created.ok) throw creationError(created.error);
      await clearSetupCode(db);
      await recordAudit(db, { actor: body.email, action: 'setup', target: body.email });
      return c.json({ email: body.email, role: 'owner' }, 201);
    })
    .post('/invitations/lookup', json, validateJson(lookupSchema), async (c) => {
      // A POST, though it only reads: the token stays out of the address, so out of any log.
      const { token } = c.req.valid('json');
      const invitation = await findPendingInvitation(db, hashInterviewToken(token), deps.clock());
      if (!invitation) throw invalidInvitation();
      return c.json(invitation satisfies InvitationDetails);
    })
    .post('/invitations/accept', json, validateJson(acceptSchema), async (c) => {
      const body = c.req.valid('json');
      const tokenHash = hashInterviewToken(body.token);
      // Checked before the link is claimed, so a weak password never uses it up; the invited
      // address (read, not claimed) counts among the words it must not lean on.
      const pending = await findPendingInvitation(db, tokenHash, deps.clock());
      const problem = passwordProblem(body.password, pending?.email);
      if (problem) throw weakPassword(problem);
      const invitation = await claimInvitation(db, tokenHash, deps.clock());
      if (!invitation) throw invalidInvitation();
      const created = await createOrganiser(
        db,
        { email: invitation.email, password: body.password, role: invitation.role },
        hasherOf(deps),
      );
      if (!created.ok) throw creationError(created.error);
      return c.json({ email: invitation.email, role: invitation.role }, 201);
    });
}

/** Routes for a signed-in organiser (the session check runs before them). */
export function adminAccountRoutes(deps: AdminAccountDeps) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get('/me', (c) => c.json(c.get('organiser') satisfies MeAnswer))
    .post('/invitations', requireOwner, json, validateJson(invitationSchema), async (c) => {
      const { email, role } = c.req.valid('json');
      if (await organiserExists(db, email)) throw creationError('exists');
      const inviter = c.get('organiser');
      // The token travels in the fragment, so it never reaches a server log or a Referer.
      const invitationUrl = (origin: string, token: string) => `${origin}/admin/invite#${token}`;
      const mailOrigin = deps.linkOrigin(c);
      const invitation = await createInvitation(db, {
        email,
        role,
        inviter,
        now: deps.clock(),
        // Queued with the invitation itself: only our words, the validated address and role.
        ...(deps.emailEnabled
          ? {
              mail: ({ token, expiresAt }) =>
                invitationMessage({
                  to: email,
                  role,
                  inviter: inviter.email,
                  url: invitationUrl(mailOrigin, token),
                  expiresAt,
                }),
            }
          : {}),
      });
      if (!invitation) {
        throw new ApiError(403, ADMIN_ERROR_CODES.forbidden, 'Only an owner may do this.');
      }
      return c.json(
        {
          email,
          role,
          url: invitationUrl(deps.origin(c), invitation.token),
          expiresAt: invitation.expiresAt.toISOString(),
          emailed: deps.emailEnabled,
        } satisfies InvitationAnswer,
        201,
      );
    })
    .get('/audit', async (c) => {
      const limit = c.req.query('limit') ? readLimit(c) : PEOPLE_PAGE_SIZE;
      const raw = c.req.query('cursor');
      const before = raw ? Number(raw) : null;
      if (before !== null && (!Number.isSafeInteger(before) || before < 1)) {
        throw invalidCursor();
      }
      const rows = await selectAudit(db, before, limit + 1);
      const page = rows.slice(0, limit);
      return c.json({
        items: page.map((row) => ({
          at: row.at.toISOString(),
          actor: row.actor,
          action: row.action as AuditAction,
          target: row.target,
        })),
        nextCursor: rows.length > limit ? String(page.at(-1)?.id) : null,
      } satisfies AuditAnswer);
    });
}
