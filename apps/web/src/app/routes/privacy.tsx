import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { TopBar } from '@/features/landing/components/top-bar.tsx';
import { privacyPageCopy } from '@/features/landing/copy.ts';

/** The element the server fills with the owners' text (apps/server/src/privacy/privacy-page.ts). */
export const PRIVACY_TEXT_ID = 'privacy-text';

/**
 * The privacy page's frame in the landing page's style (docs/product.md#privacy), prerendered at
 * build time into dist/privacy.html with no script at all. The text is left empty here: owners
 * change it on the dashboard, and the server puts it in on each visit, escaped.
 */
export function PrivacyRoute() {
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <TopBar />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-14 sm:px-6 sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{privacyPageCopy.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{privacyPageCopy.lead}</p>
        <div
          id={PRIVACY_TEXT_ID}
          className="mt-8 space-y-4 text-base leading-relaxed whitespace-normal text-foreground/90"
        />
        <a
          href={paths.home}
          className={`mt-10 -ml-3 ${buttonVariants({ variant: 'link', size: 'lg' })}`}
        >
          {privacyPageCopy.home}
        </a>
      </main>
    </div>
  );
}
