import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@vibe/contracts/admin';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';
import { Labelled } from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';
import { usePasswordStrength } from './use-password-strength.ts';

const copy = adminCopy.passwordStrength;

/**
 * A field for choosing a password, held to the server's rule before it is sent: its length by
 * the browser, its strength by the live hint below it, which says why a password is too easy
 * to guess and keeps the form from sending it. The server checks again either way.
 * @param email the account's address (a password must not lean on it), when the form knows it
 */
export function NewPasswordField({
  label,
  name = 'password',
  autoFocus,
  email,
}: {
  label: string;
  name?: string;
  autoFocus?: boolean;
  email?: string;
}) {
  const [value, setValue] = useState('');
  const verdict = usePasswordStrength(value, email);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const problem = verdict && !verdict.strong ? `${copy.weak} ${verdict.reason}` : '';

  useEffect(() => {
    input.current?.setCustomValidity(problem);
  }, [problem]);

  // A form's reset() empties the input without an input event: the hint follows it.
  useEffect(() => {
    const form = input.current?.form;
    const onReset = () => setValue('');
    form?.addEventListener('reset', onReset);
    return () => form?.removeEventListener('reset', onReset);
  }, []);

  return (
    <Labelled label={label}>
      {(id) => (
        <>
          <Input
            ref={input}
            id={id}
            name={name}
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
            required
            autoFocus={autoFocus}
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <p
            id={hintId}
            aria-live="polite"
            data-testid="password-strength"
            className={cn(
              'min-h-5 text-sm',
              problem ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {verdict ? problem || copy.strong : ''}
          </p>
        </>
      )}
    </Labelled>
  );
}
