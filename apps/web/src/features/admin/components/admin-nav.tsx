// The dashboard's sections: a row of links on wide screens, and on narrow ones (phones) a menu
// button that opens them in a panel, so the header keeps to one row there.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { MeAnswer } from '@vibe/contracts/admin';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { adminCopy } from '../copy.ts';

const copy = adminCopy.nav;

const links = [
  { to: '/admin', label: copy.overview, end: true },
  { to: '/admin/people', label: copy.people, end: false },
  { to: '/admin/interview', label: copy.interview, end: false },
  { to: '/admin/answers', label: copy.answers, end: false },
  { to: '/admin/audit', label: copy.audit, end: false },
  { to: '/admin/settings', label: copy.settings, end: false },
  { to: '/admin/webhooks', label: copy.webhooks, end: false },
  { to: '/admin/account', label: copy.account, end: false },
];

/** The section links; `onNavigate` runs when one is followed (the phone menu closes). */
export function AdminNavLinks({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={copy.label} className={className}>
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          onClick={onNavigate}
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
  );
}

/** Who is signed in, as the header says it. */
export function signedInLabel(me: MeAnswer): string {
  return `${me.email} (${adminCopy.account.roles[me.role]})`;
}

/**
 * The phone header's menu: a Radix dialog (focus kept inside, Escape and a tap outside close
 * it) with the section links, who is signed in and the sign-out button.
 */
export function AdminMobileNav({
  me,
  onSignOut,
  className,
}: {
  me: MeAnswer;
  onSignOut: () => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="outline" size="sm" className={className}>
          <Menu className="size-4" aria-hidden="true" />
          {copy.menu}
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay motion-safe:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 grid gap-3 border-b border-border bg-background p-4 text-foreground shadow-lg outline-none motion-safe:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-3">
            <DialogPrimitive.Title className="font-semibold">{copy.menu}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={copy.closeMenu}>
                <X className="size-4" aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <AdminNavLinks className="grid gap-1" onNavigate={() => setOpen(false)} />
          <div className="grid gap-2 border-t border-border pt-3 text-sm">
            <span className="break-all text-muted-foreground">{signedInLabel(me)}</span>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={onSignOut}>
              {copy.signOut}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
