import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

/** Copy of the 404 page (spec §2). */
export const notFoundCopy = {
  code: '404',
  message: 'Oops! Page not found',
  home: 'Return to Home',
} as const;

/** The 404 page for any unknown path; logs the missing path to the console (spec §2). */
export function NotFoundRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="bg-gradient-to-r from-primary to-accent bg-clip-text text-7xl font-bold tracking-tight text-transparent">
        {notFoundCopy.code}
      </p>
      <h1 className="text-xl text-muted-foreground">{notFoundCopy.message}</h1>
      <Button asChild variant="link" size="lg">
        <Link to={paths.home}>{notFoundCopy.home}</Link>
      </Button>
    </main>
  );
}
