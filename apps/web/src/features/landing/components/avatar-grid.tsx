import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { cx } from '@/lib/cx.ts';
import { AVATAR_PHOTO_SIZE, COMMUNITY_AVATARS, type CommunityAvatar } from '../avatars.ts';
import { landingCopy } from '../copy.ts';

// Full class names (not built from the number) so Tailwind finds them in the source.
const TONE_CLASSES: Record<CommunityAvatar['tone'], string> = {
  1: 'bg-tone-1',
  2: 'bg-tone-2',
  3: 'bg-tone-3',
  4: 'bg-tone-4',
  5: 'bg-tone-5',
};

/**
 * The decorative 3×3 panel of community photos (docs/product.md#sign-up). Photos come from the
 * stock-photo service, each laid over its initials; when one cannot load (offline, blocked) the
 * initials stay, so the panel looks complete either way. Plain markup, never hydrated (see
 * components/ui/avatar.tsx). Hidden from assistive technology: it carries no information.
 */
export function AvatarGrid({ className }: { className?: string }) {
  return (
    <figure aria-hidden="true" className={cx('relative mx-auto w-fit', className)}>
      <div className="rounded-[2rem] border border-border/70 bg-card/70 p-5 shadow-2xl shadow-primary/10 backdrop-blur-md sm:p-7 motion-safe:animate-float">
        <ul className="grid grid-cols-3 gap-4 sm:gap-5">
          {COMMUNITY_AVATARS.map((member, index) => (
            <li
              key={member.name}
              className={cx(
                'motion-safe:animate-fade-up',
                // A gentle stagger: the middle column sits a little lower, like a collage.
                index % 3 === 1 && 'translate-y-3',
              )}
            >
              <Avatar className="size-16 ring-4 ring-background shadow-lg sm:size-20">
                <AvatarFallback
                  className={cx(
                    'text-lg font-semibold text-tone-foreground',
                    TONE_CLASSES[member.tone],
                  )}
                >
                  {member.initials}
                </AvatarFallback>
                <AvatarImage
                  src={member.photoUrl}
                  alt=""
                  width={AVATAR_PHOTO_SIZE}
                  height={AVATAR_PHOTO_SIZE}
                  loading="lazy"
                  // Decoration: never ahead of the page itself, even where it is on screen.
                  fetchPriority="low"
                  decoding="async"
                  referrerPolicy="no-referrer"
                />
              </Avatar>
            </li>
          ))}
        </ul>
        <figcaption className="mt-7 text-center text-sm text-muted-foreground">
          {landingCopy.panelCaption}
        </figcaption>
      </div>
    </figure>
  );
}
