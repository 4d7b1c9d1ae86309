import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind classes win over earlier ones, so a caller's
 * `className` (passed last) overrides a component's defaults. Costs tailwind-merge (~8 KB gzip):
 * use it in code that loads after the first paint (dialogs, toasts); first-paint components use
 * `cx` from lib/cx.ts and variants.
 *
 * @example cn('px-2 py-1', isActive && 'bg-primary', className)
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
