import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/**
 * The app's one toast viewport (sonner), coloured with the semantic tokens. Loaded lazily by
 * {@link ToasterHost}; callers show toasts through `notify` from `@/lib/notify.ts`.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="system"
      position="bottom-right"
      closeButton
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--error-bg': 'var(--destructive)',
          '--error-text': 'var(--destructive-foreground)',
          '--error-border': 'var(--destructive)',
        } as CSSProperties
      }
      toastOptions={{ classNames: { description: 'opacity-90' } }}
      {...props}
    />
  );
}
