// Small building blocks of the dashboard's screens, in the style of components/ui.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn(
        'rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xs',
        className,
      )}
      {...props}
    />
  );
}

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight">{children}</h1>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** A control under its label, which names it for screen readers. */
export function Labelled({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A labelled input. */
export function Field({ label, className, ...props }: ComponentProps<'input'> & { label: string }) {
  return (
    <Labelled label={label} className={className}>
      {(id) => <Input id={id} {...props} />}
    </Labelled>
  );
}

/** A labelled native select (keyboard and screen-reader friendly as it is). */
export function SelectField({
  label,
  className,
  children,
  ...props
}: ComponentProps<'select'> & { label: string }) {
  return (
    <Labelled label={label} className={className}>
      {(id) => (
        <select
          id={id}
          className="h-9 min-w-0 max-w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          {...props}
        >
          {children}
        </select>
      )}
    </Labelled>
  );
}

/** An error line announced to screen readers. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}

/** A centred card for the signed-out screens. */
export function AuthScreen({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 text-foreground">
      <Card className="w-full max-w-sm">
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">{description}</p>
        {children}
      </Card>
    </main>
  );
}

/** Seconds as `m:ss` (or a dash when unknown). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const m = Math.floor(seconds / 60);
  return `${m}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}
