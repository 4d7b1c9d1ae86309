// What the overview's charts of days share (docs/product.md#dashboard): the scale's round top,
// the scale along the left, and the date labels under the bars, short and spread so they never
// wrap, whatever the width.
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';
import { formatShortDay } from '../format/dates.ts';

/**
 * At most this many date labels under the bars; a narrow screen shows every other one (4), so
 * "28 Oct" fits side by side at 390 px.
 */
const MAX_DATE_LABELS = 7;

/** A date label: the day it names, and where it sits along the axis. */
export interface AxisLabel {
  index: number;
  /**
   * Centred under its day, except that the first and last are held inside the chart's edges: a
   * bar may be narrower than its label, even with few days (a wide scale beside them on a phone).
   */
  align: 'start' | 'centre' | 'end';
  /** The centre of its day, from 0 (left edge) to 1 (right edge). */
  position: number;
  /** Shown on wide screens only (every other label). */
  wideOnly: boolean;
}

/**
 * Labels spread evenly from the first day to the last, so both ends of the period are named.
 * With 7 of them, the 1st, 3rd, 5th and 7th are also evenly spread: those stay on a phone.
 */
export function axisLabels(days: number): AxisLabel[] {
  if (days === 0) return [];
  const count = Math.min(days, MAX_DATE_LABELS);
  if (count === 1) return [{ index: 0, align: 'centre', position: 0.5, wideOnly: false }];
  return Array.from({ length: count }, (_, label) => {
    const index = Math.round((label * (days - 1)) / (count - 1));
    const align = label === 0 ? 'start' : label === count - 1 ? 'end' : 'centre';
    return {
      index,
      align,
      position: (index + 0.5) / days,
      wideOnly: count === MAX_DATE_LABELS && label % 2 === 1,
    };
  });
}

function labelPlacement({ align, position }: AxisLabel) {
  if (align === 'start') return { className: 'left-0', style: undefined };
  if (align === 'end') return { className: 'right-0', style: undefined };
  return { className: '-translate-x-1/2', style: { left: `${position * 100}%` } };
}

/** Round numbers for the scale's top: 1, 2, 5, 10, 20, 50… at or above `value`. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * A chart's drawing: the scale (`top`, half of it and 0, as `scaleLabel` writes them) on the
 * left, the bars (one child per day, in order) over dashed lines at the top and half, and the
 * days' short labels under them. Hidden from screen readers: each chart gives them a table.
 */
export function DayBars({
  dates,
  top,
  scaleLabel = String,
  className,
  children,
}: {
  dates: readonly string[];
  top: number;
  scaleLabel?: (value: number) => string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn('flex h-64 w-full gap-2 text-xs text-muted-foreground', className)}
      aria-hidden="true"
    >
      <div className="flex flex-col justify-between pb-5 text-right tabular-nums">
        <span>{scaleLabel(top)}</span>
        <span>{scaleLabel(top / 2)}</span>
        <span>{scaleLabel(0)}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="relative flex flex-1 items-end gap-px border-b border-border">
          <div className="pointer-events-none absolute inset-x-0 top-0 border-t border-dashed border-border" />
          <div className="pointer-events-none absolute inset-x-0 top-1/2 border-t border-dashed border-border" />
          {children}
        </div>
        <div className="relative h-5">
          {axisLabels(dates.length).map((label) => {
            const { className: placement, style } = labelPlacement(label);
            return (
              <span
                key={label.index}
                className={cn(
                  'absolute bottom-0 whitespace-nowrap',
                  placement,
                  label.wideOnly && 'hidden sm:inline',
                )}
                style={style}
              >
                {formatShortDay(dates[label.index]!)}
              </span>
            );
          })}
        </div>
      </div>
    </div>
  );
}
