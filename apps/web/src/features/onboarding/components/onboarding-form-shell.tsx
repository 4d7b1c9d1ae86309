import { buttonVariants } from '@/components/ui/button.tsx';
import { onboardingCopy } from '../copy.ts';
import { fieldClassName, inputClassName } from './field-styles.ts';

/**
 * Stands in for the sign-up form during the moment its code and the query client load after
 * the first hover or focus: the same look, nothing to interact with yet.
 */
export function OnboardingFormShell() {
  return (
    <div aria-hidden="true" data-slot="onboarding-form-shell" className={fieldClassName}>
      <span className={`${inputClassName} flex items-center text-muted-foreground`}>
        {onboardingCopy.emailPlaceholder}
      </span>
      <span className={buttonVariants({ size: 'inset', className: 'opacity-50' })}>
        {onboardingCopy.start}
      </span>
    </div>
  );
}
