import type { MeAnswer } from '@vibe/contracts/admin';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { useSignOut } from '../api/sign-out.ts';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.nav;

const links = [
  { to: '/admin', label: copy.overview, end: true },
  { to: '/admin/people', label: copy.people, end: false },
  { to: '/admin/interview', label: copy.interview, end: false },
  { to: '/admin/answers', label: copy.answers, end: false },
  { to: '/admin/audit', label: copy.audit, end: false },
  { to: '/admin/account', label: copy.account, end: false },
];

/** Header with the sections and the signed-in organiser; the screen below. */
export function AdminLayout({ me, children }: { me: MeAnswer; children: ReactNode }) {
  const signOut = useSignOut();
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <span className="font-semibold">{adminCopy.product}</span>
          <nav aria-label={copy.label} className="flex flex-wrap gap-1">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-1.5 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    isActive
                      ? 'bg-secondary text-secondary-foreground'
                      : 'text-muted-foreground hover:bg-muted',
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="text-muted-foreground">
              {me.email} ({adminCopy.account.roles[me.role]})
            </span>
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              {copy.signOut}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
