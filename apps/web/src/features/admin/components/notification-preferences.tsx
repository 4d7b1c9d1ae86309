// The Account screen's e-mail choices (docs/product.md#e-mail): two checkboxes, each saved as
// soon as it changes. Without SMTP_URL they are shown as stored but cannot change, and the card
// says what the server's operator sets.
import {
  DIGEST_HOUR_UTC,
  type NotificationPreferences as Choices,
} from '@vibe/contracts/notifications';
import { useId } from 'react';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notifications.ts';
import { notificationsCopy as copy } from '../copy-notifications.ts';
import { errorMessageOf } from '../error-message.ts';
import { Card, FormError } from './admin-ui.tsx';

function Choice({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** What the signed-in organiser is e-mailed. */
export function NotificationPreferences() {
  const stored = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const answer = stored.data;
  // While a change is saved, the boxes show it (and wait for it before the next).
  const shown: Choices | undefined = save.isPending ? save.variables : answer;
  const off = answer ? !answer.mailEnabled : true;
  const change = (next: Partial<Choices>) => {
    if (!shown) return;
    const { completionNotice, dailyDigest } = shown;
    save.mutate({ completionNotice, dailyDigest, ...next });
  };
  return (
    <Card className="grid gap-3">
      <div>
        <h2 className="font-medium">{copy.title}</h2>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      {stored.isError ? (
        <FormError>{errorMessageOf(stored.error)}</FormError>
      ) : !shown ? (
        <p className="text-sm text-muted-foreground">{copy.loading}</p>
      ) : (
        <>
          {off ? <p className="text-sm">{copy.mailOff}</p> : null}
          <Choice
            label={copy.completionNotice}
            hint={copy.completionNoticeHint}
            checked={shown.completionNotice}
            disabled={off || save.isPending}
            onChange={(completionNotice) => change({ completionNotice })}
          />
          <Choice
            label={copy.dailyDigest}
            hint={copy.dailyDigestHint(DIGEST_HOUR_UTC)}
            checked={shown.dailyDigest}
            disabled={off || save.isPending}
            onChange={(dailyDigest) => change({ dailyDigest })}
          />
          <p role="status" className="min-h-5 text-sm text-muted-foreground">
            {save.isPending ? copy.saving : save.isSuccess ? copy.saved : ''}
          </p>
          <FormError>{save.isError ? errorMessageOf(save.error) : null}</FormError>
        </>
      )}
    </Card>
  );
}
