import { useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

/** Copy of the 404 page (docs/product.md#messages). */
export const notFoundCopy = {
  code: '404',
  message: 'Oops! Page not found',
  home: 'Return to Home',
} as const;

/**
 * The 404 page for any unknown `path`; logs the missing path to the console
 * (docs/product.md#sign-up). "Return to Home" is a plain link: the landing page is a page load
 * of its own (prerendered, so it shows at once), and no router is needed here.
 */
export function NotFoundRoute({ path }: { path: string }) {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="bg-gradient-to-r from-primary to-accent bg-clip-text text-7xl font-bold tracking-tight text-transparent">
        {notFoundCopy.code}
      </p>
      <h1 className="text-xl text-muted-foreground">{notFoundCopy.message}</h1>
      <a href={paths.home} className={buttonVariants({ variant: 'link', size: 'lg' })}>
        {notFoundCopy.home}
      </a>
    </main>
  );
}
