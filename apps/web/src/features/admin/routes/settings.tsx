import {
  PRIVACY_TEXT_MAX_LENGTH,
  RETENTION_DAYS_OPTIONS,
  defaultPrivacyText,
  type PrivacySettingsAnswer,
  type RetentionDays,
} from '@vibe/contracts/privacy';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useMe } from '../api/get-me.ts';
import { useSaveSettings, useSettings } from '../api/settings.ts';
import { Card, FormError, PageTitle, SelectField } from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';
import { errorMessageOf } from '../error-message.ts';

const copy = adminCopy.settings;

const textareaLook =
  'min-h-64 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm';

/**
 * The privacy page's text and how long recordings and transcripts are kept
 * (docs/product.md#privacy). Every organiser reads them; owners change them.
 */
export function SettingsScreen() {
  const settings = useSettings();
  return (
    <>
      <PageTitle
        actions={
          <a href={paths.privacy} target="_blank" rel="noopener" className="text-sm underline">
            {copy.view}
          </a>
        }
      >
        {copy.title}
      </PageTitle>
      {settings.data ? <SettingsForm stored={settings.data} /> : null}
    </>
  );
}

function SettingsForm({ stored }: { stored: PrivacySettingsAnswer }) {
  const owner = useMe().data?.role === 'owner';
  const save = useSaveSettings();
  const [text, setText] = useState(stored.privacyText ?? '');
  const [retention, setRetention] = useState<RetentionDays | null>(stored.retentionDays);
  const textId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ privacyText: text.trim() === '' ? null : text, retentionDays: retention });
  };

  return (
    <form onSubmit={submit} className="grid max-w-3xl gap-5">
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      {owner ? null : <p className="text-sm">{copy.ownersOnly}</p>}
      <Card className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={textId} className="text-sm font-medium">
            {copy.text}
          </label>
          <textarea
            id={textId}
            aria-describedby={hintId}
            className={textareaLook}
            value={text}
            maxLength={PRIVACY_TEXT_MAX_LENGTH}
            disabled={!owner}
            placeholder={defaultPrivacyText(retention)}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            {copy.textHint(PRIVACY_TEXT_MAX_LENGTH)}
          </p>
        </div>
        <SelectField
          label={copy.retention}
          value={retention ?? ''}
          disabled={!owner}
          onChange={(event) =>
            setRetention(
              RETENTION_DAYS_OPTIONS.find((days) => String(days) === event.target.value) ?? null,
            )
          }
        >
          <option value="">{copy.forever}</option>
          {RETENTION_DAYS_OPTIONS.map((days) => (
            <option key={days} value={days}>
              {copy.days(days)}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-muted-foreground">{copy.retentionNote}</p>
        {owner ? (
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? copy.saving : copy.save}
            </Button>
            {save.isSuccess ? (
              <p role="status" className="text-sm text-muted-foreground">
                {copy.saved}
              </p>
            ) : null}
          </div>
        ) : null}
        <FormError>{save.isError ? errorMessageOf(save.error) : null}</FormError>
      </Card>
    </form>
  );
}
