import { ArrowRight } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type FormEvent, type RefObject } from 'react';
import { parseEmail } from '@vibe/contracts/email';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { notify } from '@/lib/notify.ts';
import {
  onboardingBody,
  renewInterviewTicket,
  useCreateOnboarding,
} from '../api/create-onboarding.ts';
import { onboardingCopy } from '../copy.ts';
import type { OnboardingHandoff } from '../types.ts';
import { fieldClassName, inputClassName } from './field-styles.ts';

/** Props of {@link OnboardingForm}; the widget owns focus and collapse, the form the save. */
export interface OnboardingFormProps {
  /** Lets the widget focus the field and see whether it is empty. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Called once the field exists (the widget may have a focus request waiting). */
  onInputMount: () => void;
  /** Called when the field loses focus (the widget decides about collapsing). */
  onInputBlur: () => void;
  /** Called when the e-mail is saved, new or duplicate; the flow goes on to the interview. */
  onSaved: (handoff: OnboardingHandoff) => void;
}

/**
 * The expanded sign-up widget: e-mail field and "Start". Normalises the address and holds it to
 * the e-mail rule (the browser's one check; the server makes its own), saves it, and shows every
 * toast for it (docs/product.md#messages). An address that fails the rule also marks the field
 * and says why under it, tied to the field, since the toast shows far from it and a screen
 * reader does not relate the two; editing the field clears the mark. Loaded when the widget
 * first expands.
 */
export function OnboardingForm({
  inputRef,
  onInputMount,
  onInputBlur,
  onSaved,
}: OnboardingFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const onboarding = useCreateOnboarding();
  const saving = onboarding.isPending;
  const announceMount = useEffectEvent(onInputMount);

  useEffect(() => announceMount(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const normalized = parseEmail(email);
    if (normalized === null) {
      setInvalid(true);
      void notify.error(onboardingCopy.toasts.invalidEmail);
      inputRef.current?.focus();
      return;
    }
    const body = onboardingBody(normalized, {
      userAgent: navigator.userAgent,
      referrer: document.referrer,
    });
    onboarding.mutate(body, {
      onSuccess(outcome) {
        const { registered, alreadyRegistered } = onboardingCopy.toasts;
        if (outcome.kind === 'created') void notify.success(registered);
        else void notify.message(alreadyRegistered);
        onSaved({
          email: normalized,
          interview: outcome.interview,
          renewTicket: () => renewInterviewTicket(normalized),
        });
      },
      onError() {
        void notify.error(onboardingCopy.toasts.registrationError);
        inputRef.current?.focus();
      },
    });
  }

  return (
    <div className="w-full">
      <form
        noValidate
        aria-busy={saving}
        onSubmit={handleSubmit}
        className={`${fieldClassName} transition-shadow focus-within:ring-[3px] motion-reduce:transition-none ${invalid ? 'border-destructive! focus-within:ring-destructive/30' : 'focus-within:border-ring focus-within:ring-ring/40'}`}
      >
        <label htmlFor={inputId} className="sr-only">
          {onboardingCopy.emailLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={onboardingCopy.emailPlaceholder}
          value={email}
          readOnly={saving}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
          onBlur={onInputBlur}
          className={inputClassName}
        />
        <Button type="submit" size="inset" disabled={email.trim() === '' || saving}>
          {saving ? <Spinner className="size-4" /> : null}
          {onboardingCopy.start}
          {saving ? null : <ArrowRight />}
        </Button>
      </form>
      {invalid ? (
        <p id={errorId} className="mt-2 px-5 text-sm text-destructive">
          {onboardingCopy.toasts.invalidEmail.description}
        </p>
      ) : null}
    </div>
  );
}
