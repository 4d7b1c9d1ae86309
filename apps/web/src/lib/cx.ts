import { clsx, type ClassValue } from 'clsx';

// A module of its own (not beside `cn` in utils.ts) so that the first bundle, which imports this,
// does not drag tailwind-merge along with it.

/**
 * Joins class names without resolving conflicts (clsx). For the landing page's first paint,
 * which must stay within its JavaScript budget: pass classes that do not fight each other.
 *
 * @example cx('rounded-full', index % 3 === 1 && 'translate-y-3')
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
