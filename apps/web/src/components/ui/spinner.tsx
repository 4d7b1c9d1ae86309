import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx.ts';

/**
 * A spinning loader icon; size and colour it with `className` (`size-5 text-primary`). It is
 * decorative: the text beside it says what is happening. With reduced motion it pulses instead.
 * Joins classes with `cx`: it can be part of the first paint.
 */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <LoaderCircle
      aria-hidden="true"
      data-slot="spinner"
      className={cx('animate-spin motion-reduce:animate-pulse', className)}
      {...props}
    />
  );
}
