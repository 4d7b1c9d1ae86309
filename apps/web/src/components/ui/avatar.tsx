import * as AvatarPrimitive from '@radix-ui/react-avatar';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx.ts';

// On the landing page's first paint: classes are joined with `cx` (no tailwind-merge), so the
// defaults below hold no size and no colour; the caller sets them with `className`.

/** A round avatar; give it a size (`className="size-16"`). */
export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cx('relative flex shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

/** The photo; rendered only after it loaded, so a broken image never shows. */
export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cx('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

/** What shows while the photo loads or when it fails, e.g. initials; give it a background. */
export function AvatarFallback({
  className,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cx('flex size-full items-center justify-center rounded-full', className)}
      {...props}
    />
  );
}
