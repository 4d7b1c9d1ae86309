import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';

/** What turning two-factor on hands the organiser once: the authenticator URI and backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/**
 * Starts turning two-factor on (better-auth's `POST /api/auth/two-factor/enable`); it is on once
 * a code from the authenticator is verified.
 */
export function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return apiJson<TwoFactorSetup>('/api/auth/two-factor/enable', { json: { password } });
}

/** The account page's "Turn on": answers the setup to show. */
export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
