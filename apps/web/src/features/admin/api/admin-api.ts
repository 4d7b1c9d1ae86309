// Calls of the dashboard to /api/admin and better-auth's /api/auth, same-origin with the
// session cookie. A failure throws AdminApiError with the server's status and error code.
import type {
  AuditAnswer,
  ErasureAnswer,
  InvitationAnswer,
  InvitationsAnswer,
  MeAnswer,
  OrganiserRole,
  OrganiserSummary,
  OverviewAnswer,
  OverviewPeriod,
  PeopleAnswer,
  PeopleSort,
  PersonAnswer,
  PersonStatus,
} from '@vibe/contracts/admin';
import { adminCopy } from '../copy.ts';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/**
 * What a form shows for a failed request: `known` for the errors the form expects (undefined
 * to pass), else the server's own message, else the generic one.
 */
export function errorMessageOf(
  caught: unknown,
  known: (error: AdminApiError) => string | undefined = () => undefined,
): string {
  if (!(caught instanceof AdminApiError)) return adminCopy.errors.generic;
  return known(caught) ?? caught.message;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  json?: unknown;
}

/** Calls a same-origin route and answers its JSON body (null for an empty one). */
async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.json !== undefined;
  const response = await fetch(path, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers: {
      accept: 'application/json',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify(options.json) : undefined,
    credentials: 'same-origin',
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // A non-JSON answer: the status decides.
  }
  if (!response.ok) {
    const error =
      (body as {
        error?: { code?: string; message?: string } | string;
        code?: string;
        message?: string;
      } | null) ?? {};
    const nested = typeof error.error === 'object' ? error.error : undefined;
    throw new AdminApiError(
      response.status,
      nested?.code ?? error.code ?? String(response.status),
      nested?.message ?? error.message ?? response.statusText,
    );
  }
  return body as T;
}

/** The people table's filters (also the exports'). */
export interface PeopleQuery {
  q: string;
  status: PersonStatus | '';
  /** By sign-up time; `newest` first is the server's default. */
  sort: PeopleSort;
}

/** The query string of a filter (empty values left out). */
export function peopleSearch(query: PeopleQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.status) params.set('status', query.status);
  if (query.sort === 'oldest') params.set('sort', 'oldest');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminApi = {
  me: () => adminRequest<MeAnswer>('/api/admin/me'),
  setupNeeded: () => adminRequest<{ needed: boolean }>('/api/admin/setup'),
  setup: (body: { code: string; email: string; password: string }) =>
    adminRequest<{ email: string }>('/api/admin/setup', { json: body }),
  signIn: (body: { email: string; password: string }) =>
    adminRequest<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', { json: body }),
  verifyTotp: (code: string) =>
    adminRequest<unknown>('/api/auth/two-factor/verify-totp', { json: { code } }),
  signOut: () => adminRequest<unknown>('/api/auth/sign-out', { json: {} }),
  changePassword: (currentPassword: string, newPassword: string) =>
    adminRequest<unknown>('/api/auth/change-password', {
      json: { currentPassword, newPassword, revokeOtherSessions: true },
    }),
  enableTwoFactor: (password: string) =>
    adminRequest<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', {
      json: { password },
    }),
  disableTwoFactor: (password: string) =>
    adminRequest<unknown>('/api/auth/two-factor/disable', { json: { password } }),
  overview: (period: OverviewPeriod) =>
    adminRequest<OverviewAnswer>(`/api/admin/overview?days=${period}`),
  people: (query: PeopleQuery, cursor: string | null) =>
    adminRequest<PeopleAnswer>(`/api/admin/people${peopleSearch(query, cursor ? { cursor } : {})}`),
  person: (email: string) =>
    adminRequest<PersonAnswer>(`/api/admin/people/${encodeURIComponent(email)}`),
  deletePerson: (email: string) =>
    adminRequest<ErasureAnswer | null>(`/api/admin/people/${encodeURIComponent(email)}`, {
      method: 'DELETE',
    }),
  audit: (cursor: string | null) =>
    adminRequest<AuditAnswer>(`/api/admin/audit${cursor ? `?cursor=${cursor}` : ''}`),
  organisers: () => adminRequest<{ items: OrganiserSummary[] }>('/api/admin/organisers'),
  changeRole: (id: string, role: OrganiserRole) =>
    adminRequest<OrganiserSummary>(`/api/admin/organisers/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: { role },
    }),
  removeOrganiser: (id: string) =>
    adminRequest<null>(`/api/admin/organisers/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  invite: (email: string, role: OrganiserRole) =>
    adminRequest<InvitationAnswer>('/api/admin/invitations', { json: { email, role } }),
  invitations: () => adminRequest<InvitationsAnswer>('/api/admin/invitations'),
  withdrawInvitation: (id: string) =>
    adminRequest<null>(`/api/admin/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  acceptInvitation: (token: string, password: string) =>
    adminRequest<{ email: string }>('/api/admin/invitations/accept', { json: { token, password } }),
};

/** How often the overview and the people list refresh while open. */
export const ADMIN_REFRESH_MS = 5_000;

/** Query keys, so mutations can invalidate what they change. */
export const adminKeys = {
  /** Every query of the dashboard. */
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  setup: ['admin', 'setup'] as const,
  overview: (period: OverviewPeriod) => ['admin', 'overview', period] as const,
  people: ['admin', 'people'] as const,
  person: (email: string) => ['admin', 'person', email] as const,
  audit: ['admin', 'audit'] as const,
  organisers: ['admin', 'organisers'] as const,
  /** Pending invitations (owners only). */
  invitations: ['admin', 'invitations'] as const,
};
