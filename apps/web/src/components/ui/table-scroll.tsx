import type { ReactNode } from 'react';
import { cx } from '@/lib/cx.ts';

/** Props of {@link TableScroll}. */
export interface TableScrollProps {
  /** What the table holds, read out when the scroller gets focus. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A wide table's sideways scroller (on a phone the table scrolls rather than wrap). It takes
 * keyboard focus, so the arrow keys scroll it too when nothing inside it can be focused, and is
 * a named group (not a landmark: the table's section usually is one already), so that focus
 * says what it is.
 */
export function TableScroll({ label, className, children }: TableScrollProps) {
  return (
    <div
      role="group"
      aria-label={label}
      tabIndex={0}
      className={cx(
        'overflow-x-auto focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
    >
      {children}
    </div>
  );
}
