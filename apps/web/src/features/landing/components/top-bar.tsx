import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { landingCopy } from '../copy.ts';
import { LogoMark } from './logo-mark.tsx';

/**
 * The top bar: product name, and the About / Features / Community links from `md` up. Plain
 * markup (never hydrated): the links lead nowhere yet (docs/product.md#sign-up), which
 * `keepPlaceholderLinksInPlace` sees to.
 */
export function TopBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/70 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <a
          href={paths.home}
          aria-label={landingCopy.homeLabel}
          className="flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <LogoMark />
          <span>{landingCopy.brand}</span>
        </a>
        <nav aria-label={landingCopy.navLabel} className="hidden items-center gap-1 md:flex">
          {landingCopy.navLinks.map((label) => (
            <a
              key={label}
              href="#"
              // Kept from jumping to "#" by keepPlaceholderLinksInPlace (placeholder-links.ts).
              data-placeholder-link=""
              className={buttonVariants({
                size: 'sm',
                variant: 'subtle',
              })}
            >
              {label}
            </a>
          ))}
        </nav>
      </div>
    </header>
  );
}
