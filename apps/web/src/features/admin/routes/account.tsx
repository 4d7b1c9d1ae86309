import type { MeAnswer } from '@vibe/contracts/admin';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useEnableTwoFactor, type TwoFactorSetup } from '../api/enable-two-factor.ts';
import { useVerifyTotp } from '../api/verify-totp.ts';
import { Card, Field, FormError, PageTitle } from '../components/admin-ui.tsx';
import { BackupCodes } from '../components/backup-codes.tsx';
import { NotificationPreferences } from '../components/notification-preferences.tsx';
import { OrganisersCard } from '../components/organisers-card.tsx';
import { TotpQrCode } from '../components/totp-qr-code.tsx';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';
import { NewPasswordField } from '../password/new-password-field.tsx';

const copy = adminCopy.account;

function formValue(event: FormEvent<HTMLFormElement>, name: string): string {
  return String(new FormData(event.currentTarget).get(name) ?? '');
}

function ChangePassword({ me }: { me: MeAnswer }) {
  const [done, setDone] = useState(false);
  const change = useChangePassword({ onSuccess: () => setDone(true) });
  return (
    <Card>
      <h2 className="mb-3 font-medium">{copy.password}</h2>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setDone(false);
          change.mutate({ current: formValue(event, 'current'), next: formValue(event, 'next') });
          event.currentTarget.reset();
        }}
      >
        <Field
          label={copy.currentPassword}
          name="current"
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordField label={copy.newPassword} name="next" email={me.email} />
        <FormError>{change.isError ? errorMessageOf(change.error) : ''}</FormError>
        {done ? (
          <p role="status" className="text-sm text-success">
            {copy.passwordChanged}
          </p>
        ) : null}
        <Button type="submit" disabled={change.isPending} className="justify-self-start">
          {copy.savePassword}
        </Button>
      </form>
    </Card>
  );
}

function TwoFactor({ me }: { me: MeAnswer }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [error, setError] = useState('');
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const verify = useVerifyTotp();
  async function run(action: () => Promise<unknown>) {
    setError('');
    try {
      await action();
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  }
  return (
    <Card>
      <h2 className="mb-1 font-medium">{copy.twoFactor}</h2>
      <p className="mb-3 text-sm text-muted-foreground">
        {me.twoFactorEnabled ? copy.twoFactorOn : copy.twoFactorOff}
      </p>
      {setup ? (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const code = formValue(event, 'code');
            void run(async () => {
              await verify.mutateAsync(code);
              setSetup(null);
            });
          }}
        >
          <p className="text-sm">{copy.totpUri}</p>
          <TotpQrCode uri={setup.totpURI} />
          <code className="block rounded-md bg-muted p-2 text-xs break-all">{setup.totpURI}</code>
          <BackupCodes key={setup.backupCodes.join()} email={me.email} codes={setup.backupCodes} />
          <Field
            label={copy.verifyCode}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          <FormError>{error}</FormError>
          <Button type="submit" className="justify-self-start">
            {copy.verify}
          </Button>
        </form>
      ) : (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const password = formValue(event, 'password');
            void run(async () => {
              if (me.twoFactorEnabled) await disable.mutateAsync(password);
              else setSetup(await enable.mutateAsync(password));
            });
          }}
        >
          <Field
            label={copy.confirmPassword}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <FormError>{error}</FormError>
          <Button type="submit" variant="outline" className="justify-self-start">
            {me.twoFactorEnabled ? copy.disable : copy.enable}
          </Button>
        </form>
      )}
    </Card>
  );
}

/**
 * The organiser's own account (password, TOTP, what they are e-mailed) and the organisers
 * (owners manage them).
 */
export function AccountScreen({ me }: { me: MeAnswer }) {
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <p className="mb-4 text-sm text-muted-foreground">
        {copy.signedInAs} {me.email} ({copy.roles[me.role]})
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChangePassword me={me} />
        <TwoFactor me={me} />
        <NotificationPreferences />
        <OrganisersCard me={me} />
      </div>
    </>
  );
}
