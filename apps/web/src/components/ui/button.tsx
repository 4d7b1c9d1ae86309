import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

// The button is part of the landing page's first paint, so it joins classes with cva alone (no
// tailwind-merge, see lib/cx.ts). Shape, height, padding and text size therefore live
// only in `size`, colours only in `variant`: a caller's `className` adds to them (width, shadow,
// margins) and should not restate them — add a variant or size instead.
/** Class names of every button look; also usable on links (`buttonVariants({variant:'link'})`). */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap outline-none transition-[color,background-color,box-shadow,opacity,transform] focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 motion-reduce:transition-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive:
          'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90 focus-visible:ring-destructive/40',
        outline: 'border border-input bg-background shadow-xs hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted hover:text-foreground',
        subtle: 'text-muted-foreground hover:bg-muted hover:text-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 rounded-md px-4 py-2 text-sm font-medium',
        sm: 'h-8 gap-1.5 rounded-md px-3 text-sm font-medium',
        lg: 'h-11 rounded-md px-6 text-base font-medium',
        /** The big call-to-action pill of the hero. */
        pill: 'h-14 rounded-full px-9 text-base font-semibold',
        /** A pill inside a pill-shaped field (the sign-up "Start"). */
        inset: 'h-full rounded-full px-5 text-sm font-semibold sm:px-6',
        icon: 'size-9 rounded-md',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** Props of {@link Button}: a native button's, the variants, and `asChild` to style a link. */
export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/**
 * The app's button (shadcn style). `asChild` renders the single child (e.g. a router `Link`)
 * with the button's classes instead of a `<button>`.
 *
 * @example <Button variant="destructive" onClick={stop}>End Interview</Button>
 */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />
  );
}
