import { useMutation } from '@tanstack/react-query';
import {
  DUPLICATE_EMAIL_CODE,
  type InterviewTicket,
  type OnboardingBody,
  type OnboardingCreated,
  type OnboardingDuplicate,
} from '@vibe/contracts/api';
import { REFERRER_MAX_LENGTH, USER_AGENT_MAX_LENGTH } from '@vibe/contracts/limits';
import { apiErrorOf, apiRequest, errorCodeOf } from '@/lib/api-client.ts';
import { useReadyQueryClient } from '@/lib/deferred-query-client.ts';

/** A saved sign-up: new (`created`) or an e-mail already on file (`duplicate`); both go on. */
export type OnboardingOutcome =
  | ({ kind: 'created' } & OnboardingCreated)
  | ({ kind: 'duplicate' } & Pick<OnboardingDuplicate, 'interview'>);

function ticketOf(body: unknown): InterviewTicket | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const interview = (body as { interview?: unknown }).interview;
  if (typeof interview !== 'object' || interview === null) return undefined;
  const { id, token } = interview as Partial<InterviewTicket>;
  return typeof id === 'string' && id && typeof token === 'string' && token
    ? { id, token }
    : undefined;
}

/**
 * What the browser sends with an e-mail (docs/product.md#sign-up): its user agent and referrer.
 * Both are capped to what the server stores, because the server refuses (never cuts) longer ones
 * and an unusual browser must not be locked out of signing up.
 */
export function onboardingBody(email: string, env: { userAgent: string; referrer: string }) {
  return {
    email,
    user_agent: env.userAgent.slice(0, USER_AGENT_MAX_LENGTH) || null,
    referrer: env.referrer.slice(0, REFERRER_MAX_LENGTH) || null,
  } satisfies OnboardingBody;
}

/**
 * Saves a sign-up (`POST /api/onboarding`). Resolves for a new e-mail (201) and for a duplicate
 * (409 with code 23505, docs/product.md#messages); throws {@link ApiError} for everything else,
 * including an answer without the interview ticket.
 */
export async function createOnboarding(body: OnboardingBody): Promise<OnboardingOutcome> {
  const response = await apiRequest('/api/onboarding', { method: 'POST', json: body });
  const interview = ticketOf(response.body);
  if (response.status === 201 && interview) {
    const { record } = response.body as OnboardingCreated;
    return { kind: 'created', record, interview };
  }
  const code = errorCodeOf(response.body);
  if (response.status === 409 && code === DUPLICATE_EMAIL_CODE && interview) {
    return { kind: 'duplicate', interview };
  }
  throw apiErrorOf(response);
}

/**
 * A fresh interview ticket for an e-mail that has signed up: every sign-up answer opens a new
 * interview, and a known e-mail's answer (the duplicate) carries its ticket
 * (docs/product.md#sign-up). A retried interview runs on it (docs/product.md#endings). Throws
 * {@link ApiError} like {@link createOnboarding}.
 */
export async function renewInterviewTicket(email: string): Promise<InterviewTicket> {
  const body = onboardingBody(email, {
    userAgent: navigator.userAgent,
    referrer: document.referrer,
  });
  return (await createOnboarding(body)).interview;
}

/**
 * TanStack Query mutation around {@link createOnboarding}. Suspends until the app's query
 * client has loaded (it loads when the widget expands); render it inside `<Suspense>`.
 */
export function useCreateOnboarding() {
  const client = useReadyQueryClient();
  return useMutation(
    { mutationKey: ['onboarding', 'create'], mutationFn: createOnboarding },
    client,
  );
}
