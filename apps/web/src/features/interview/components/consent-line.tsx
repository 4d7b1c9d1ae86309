import { paths } from '@/config/paths.ts';
import { interviewConsentCopy } from '../copy.ts';

/**
 * The dialog's first line: the interview is recorded and transcribed, with the privacy page's
 * link (docs/product.md#privacy). Shown from the moment the dialog opens, before the call asks
 * for the microphone; the link opens a new tab so the interview goes on.
 */
export function ConsentLine() {
  return (
    <p data-slot="consent-line" className="text-xs text-muted-foreground">
      {interviewConsentCopy.recorded}{' '}
      <a
        href={paths.privacy}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium whitespace-nowrap text-foreground underline underline-offset-4 hover:text-primary"
      >
        {interviewConsentCopy.privacyLink}
      </a>
    </p>
  );
}
