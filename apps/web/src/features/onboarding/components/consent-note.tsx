import { paths } from '@/config/paths.ts';
import { consentCopy } from '../copy.ts';

/**
 * The line under the sign-up widget that the interview is recorded and transcribed, with the
 * privacy page's link (docs/product.md#privacy): read before any microphone is asked for. Plain
 * markup outside the hydrated island, so it adds nothing to the page's scripts.
 */
export function ConsentNote() {
  return (
    <p data-slot="consent-note" className="mt-2 text-sm text-muted-foreground">
      {consentCopy.recorded}{' '}
      <a
        href={paths.privacy}
        className="font-medium whitespace-nowrap text-foreground underline underline-offset-4 hover:text-primary"
      >
        {consentCopy.privacyLink}
      </a>
    </p>
  );
}
