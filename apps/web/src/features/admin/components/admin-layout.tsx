import type { MeAnswer } from '@vibe/contracts/admin';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useSignOut } from '../api/sign-out.ts';
import { adminCopy } from '../copy.ts';
import { AdminMobileNav, AdminNavLinks, signedInLabel } from './admin-nav.tsx';

const copy = adminCopy.nav;

/**
 * Header with the sections and the signed-in organiser; the screen below. Below the `md`
 * width the header is one row (the name and a menu button): on a phone the six links and the
 * address took three rows, a third of the screen, before any content.
 */
export function AdminLayout({ me, children }: { me: MeAnswer; children: ReactNode }) {
  const signOut = useSignOut();
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-6xl items-center gap-x-6 gap-y-2 px-4 py-2 md:flex-wrap md:py-3">
          <span className="min-w-0 truncate font-semibold">{adminCopy.product}</span>
          <AdminNavLinks className="hidden flex-wrap gap-1 md:flex" />
          <div className="ml-auto hidden items-center gap-3 text-sm md:flex">
            <span className="text-muted-foreground">{signedInLabel(me)}</span>
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              {copy.signOut}
            </Button>
          </div>
          <AdminMobileNav me={me} onSignOut={() => void signOut()} className="ml-auto md:hidden" />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
