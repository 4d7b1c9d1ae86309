import {
  ORGANISER_ROLES,
  type InvitationAnswer,
  type MeAnswer,
  type OrganiserRole,
} from '@vibe/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { adminApi, adminKeys, errorMessageOf } from '../api/admin-api.ts';
import {
  Card,
  Field,
  FormError,
  NewPasswordField,
  PageTitle,
  SelectField,
} from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.account;

function formValue(event: FormEvent<HTMLFormElement>, name: string): string {
  return String(new FormData(event.currentTarget).get(name) ?? '');
}

function ChangePassword() {
  const [done, setDone] = useState(false);
  const change = useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) =>
      adminApi.changePassword(current, next),
    onSuccess: () => setDone(true),
  });
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
        <NewPasswordField label={copy.newPassword} name="next" />
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
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [error, setError] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.me });
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
              await adminApi.verifyTotp(code);
              setSetup(null);
              await refresh();
            });
          }}
        >
          <p className="text-sm">{copy.totpUri}</p>
          <code className="block rounded-md bg-muted p-2 text-xs break-all">{setup.totpURI}</code>
          <p className="text-sm">{copy.backupCodes}</p>
          <code className="block rounded-md bg-muted p-2 text-xs">
            {setup.backupCodes.join(' ')}
          </code>
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
              if (me.twoFactorEnabled) {
                await adminApi.disableTwoFactor(password);
                await refresh();
              } else {
                setSetup(await adminApi.enableTwoFactor(password));
              }
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

/** The `<option>`s of a role select. */
function RoleOptions() {
  return ORGANISER_ROLES.map((role) => (
    <option key={role} value={role}>
      {copy.roles[role]}
    </option>
  ));
}

function Organisers({ me }: { me: MeAnswer }) {
  const queryClient = useQueryClient();
  const organisers = useQuery({ queryKey: adminKeys.organisers, queryFn: adminApi.organisers });
  const changeRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: OrganiserRole }) =>
      adminApi.changeRole(id, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.organisers }),
  });
  const [invitation, setInvitation] = useState<InvitationAnswer | null>(null);
  const [copied, setCopied] = useState(false);
  const invite = useMutation({
    mutationFn: ({ email, role }: { email: string; role: OrganiserRole }) =>
      adminApi.invite(email, role),
    onSuccess: (answer) => {
      setInvitation(answer);
      setCopied(false);
    },
  });
  const owner = me.role === 'owner';
  return (
    <Card className="lg:col-span-2">
      <h2 className="mb-3 font-medium">{copy.organisers}</h2>
      <ul className="mb-4 grid gap-2">
        {organisers.data?.items.map((organiser) => (
          <li
            key={organiser.id}
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
          >
            <span>{organiser.email}</span>
            {owner && organiser.email !== me.email ? (
              <SelectField
                label={`${copy.role}: ${organiser.email}`}
                className="[&>label]:sr-only"
                value={organiser.role}
                onChange={(event) =>
                  changeRole.mutate({ id: organiser.id, role: event.target.value as OrganiserRole })
                }
              >
                <RoleOptions />
              </SelectField>
            ) : (
              <span className="text-muted-foreground">{copy.roles[organiser.role]}</span>
            )}
          </li>
        ))}
      </ul>
      {owner ? (
        <form
          className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            invite.mutate({
              email: formValue(event, 'email'),
              role: formValue(event, 'role') as OrganiserRole,
            });
          }}
        >
          <Field label={copy.inviteEmail} name="email" type="email" required />
          <SelectField label={copy.inviteRole} name="role" defaultValue="viewer">
            <RoleOptions />
          </SelectField>
          <Button type="submit" disabled={invite.isPending}>
            {copy.inviteSubmit}
          </Button>
        </form>
      ) : null}
      <FormError>{invite.isError ? errorMessageOf(invite.error) : ''}</FormError>
      {invitation ? (
        <div className="mt-4 grid gap-2">
          <p className="text-sm">
            {copy.inviteLink} ({copy.inviteExpires}{' '}
            {new Date(invitation.expiresAt).toLocaleString()})
          </p>
          <div className="flex gap-2">
            <Input
              readOnly
              value={invitation.url}
              aria-label={copy.inviteLink}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                void navigator.clipboard?.writeText(invitation.url).then(() => setCopied(true))
              }
            >
              {copied ? copy.copied : copy.copy}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

/** The organiser's own account (password, TOTP) and, for owners, organisers and invitations. */
export function AccountScreen({ me }: { me: MeAnswer }) {
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <p className="mb-4 text-sm text-muted-foreground">
        {copy.signedInAs} {me.email} ({copy.roles[me.role]})
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChangePassword />
        <TwoFactor me={me} />
        <Organisers me={me} />
      </div>
    </>
  );
}
