import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx.ts';

// Plain markup, no state: the landing page's avatar panel is never hydrated (only the sign-up
// widget is), so the photo and its fallback must work from the HTML alone. The fallback sits
// underneath and shows until the photo has loaded over it, or for good when the photo fails
// (the page's entry hides a failed photo: lib/failed-images.ts). Classes are joined with `cx`
// (no tailwind-merge): the defaults hold no size and no colour; the caller sets them.

/** A round avatar; give it a size (`className="size-16"`), then an image and a fallback. */
export function Avatar({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="avatar"
      className={cx('relative flex shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

/** The photo, laid over the fallback; give it `alt` (empty when decorative) and a size. */
export function AvatarImage({ className, alt, ...props }: ComponentProps<'img'>) {
  return (
    <img
      data-slot="avatar-image"
      alt={alt}
      className={cx('absolute inset-0 aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

/** What shows while the photo loads or when it fails, e.g. initials; give it a background. */
export function AvatarFallback({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="avatar-fallback"
      className={cx('flex size-full items-center justify-center rounded-full', className)}
      {...props}
    />
  );
}
