// The Interview form's fields: a label, the control, and its mistake beside it (announced and
// tied to the control, so a screen reader reads it with the field).
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Labelled } from './admin-ui.tsx';

const textareaLook =
  'w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/** {@link Labelled}, with the field's mistake under the control, tied to it by `errorId`. */
function Checked({
  label,
  error,
  className,
  children,
}: {
  label: string;
  error: string | undefined;
  className?: string;
  children: (ids: { id: string; errorId: string }) => ReactNode;
}) {
  return (
    <Labelled label={label} className={className}>
      {(id) => (
        <>
          {children({ id, errorId: `${id}-error` })}
          {error ? (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </>
      )}
    </Labelled>
  );
}

export function CheckedTextarea({
  label,
  error,
  className,
  ...props
}: ComponentProps<'textarea'> & { label: string; error: string | undefined }) {
  return (
    <Checked label={label} error={error} className={className}>
      {({ id, errorId }) => (
        <textarea
          id={id}
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={textareaLook}
          {...props}
        />
      )}
    </Checked>
  );
}

export function CheckedInput({
  label,
  error,
  className,
  ...props
}: ComponentProps<'input'> & { label: string; error: string | undefined }) {
  return (
    <Checked label={label} error={error} className={className}>
      {({ id, errorId }) => (
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
      )}
    </Checked>
  );
}

/** A checkbox with its label beside it and a hint under it, read with it as its description. */
export function CheckboxField({
  label,
  hint,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: string; hint: string }) {
  const hintId = `${useId()}-hint`;
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          aria-describedby={hintId}
          className="size-4 accent-primary disabled:cursor-not-allowed disabled:opacity-50"
          {...props}
        />
        {label}
      </label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
