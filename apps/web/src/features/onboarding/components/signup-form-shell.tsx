import { buttonVariants } from '@/components/ui/button.tsx';
import { signupCopy } from '../copy.ts';
import { fieldClassName, inputClassName } from './field-styles.ts';

/**
 * Stands in for the sign-up form during the moment its code and the query client load after
 * the first hover or focus: the same look, nothing to interact with yet.
 */
export function SignupFormShell() {
  return (
    <div aria-hidden="true" data-slot="signup-form-shell" className={fieldClassName}>
      <span className={`${inputClassName} flex items-center text-muted-foreground`}>
        {signupCopy.emailPlaceholder}
      </span>
      <span className={buttonVariants({ size: 'inset', className: 'opacity-50' })}>
        {signupCopy.start}
      </span>
    </div>
  );
}
