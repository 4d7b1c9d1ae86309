// At start: create the first organiser from ADMIN_EMAIL + ADMIN_PASSWORD when none exists, or
// else — while no organiser exists — issue the one-time setup code for /admin's first-run form.
import { parseEmail } from '@vibe/contracts/email';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { countOrganisers } from '../db/queries/admin-organisers.ts';
import { createOrganiser, passwordProblem } from './organisers.ts';
import { issueSetupCode } from './settings.ts';

/** What the start did about organisers, for the start-up lines. */
export type BootstrapOutcome =
  | { kind: 'ready' }
  | { kind: 'created'; email: string }
  | { kind: 'setup_code'; code: string; problem?: string };

/** Never overwrites an organiser: with one present, ADMIN_EMAIL/ADMIN_PASSWORD are ignored. */
export async function bootstrapOrganisers(
  db: Database,
  config: Pick<ServerConfig, 'adminEmail' | 'adminPassword'>,
): Promise<BootstrapOutcome> {
  if ((await countOrganisers(db)) > 0) return { kind: 'ready' };
  let problem: string | undefined;
  const { adminEmail, adminPassword: password } = config;
  if (adminEmail && password) {
    const email = parseEmail(adminEmail);
    if (email === null) {
      problem = 'ADMIN_EMAIL is not a valid e-mail address';
    } else if (passwordProblem(password, email)) {
      problem = `ADMIN_PASSWORD: ${passwordProblem(password, email)}`;
    } else {
      const created = await createOrganiser(
        db,
        { email, password, role: 'owner' },
        { onlyIfFirst: true },
      );
      if (created.ok || created.error === 'not_first') {
        return created.ok ? { kind: 'created', email } : { kind: 'ready' };
      }
    }
  } else if (adminEmail || password) {
    problem = 'set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first organiser';
  }
  return { kind: 'setup_code', code: await issueSetupCode(db), ...(problem ? { problem } : {}) };
}

/** The start-up lines about the dashboard (the setup code only while no organiser exists). */
export function describeBootstrap(outcome: BootstrapOutcome, adminUrl: string): string[] {
  switch (outcome.kind) {
    case 'ready':
      return [`  admin:   ${adminUrl}`];
    case 'created':
      return [`  admin:   ${adminUrl} (first organiser ${outcome.email} created from ADMIN_EMAIL)`];
    case 'setup_code':
      return [
        ...(outcome.problem ? [`  admin:   not created: ${outcome.problem}`] : []),
        `  admin:   no organiser yet: open ${adminUrl} and enter the setup code ${outcome.code}`,
        `           (or run: npm run admin -- create-owner <email>)`,
      ];
  }
}
