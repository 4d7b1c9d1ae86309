import { AVATAR_COUNT } from '@/config/constants.ts';

/** One decorative community member in the avatar panel. */
export interface CommunityAvatar {
  name: string;
  initials: string;
  photoUrl: string;
  /** Which fallback background token (`bg-tone-1` … `bg-tone-5`) the initials sit on. */
  tone: 1 | 2 | 3 | 4 | 5;
}

// Portraits from the stock-photo service (docs/product.md#sign-up). Small square crops, so
// each is a few KB.
const PHOTO_IDS = [
  '1494790108377-be9c29b29330',
  '1507003211169-0a1dd7228f2d',
  '1438761681033-6461ffad8d80',
  '1472099645785-5658abf4ff4e',
  '1534528741775-53994a69daeb',
  '1500648767791-00dcc994a43e',
  '1544005313-94ddf0286df2',
  '1506794778202-cad84cf45f1d',
  '1517841905240-472988babdf9',
] as const;

const NAMES = [
  'Maya Chen',
  'Leo Park',
  'Sofia Rossi',
  'Daniel Okafor',
  'Aisha Khan',
  'Jonas Berg',
  'Priya Nair',
  'Marco Silva',
  'Emma Laurent',
] as const;

/** The size the photos are requested in (CSS pixels, square). */
export const AVATAR_PHOTO_SIZE = 96;

/** Builds the stock-photo URL of a portrait, cropped square around the face. */
export function stockPhotoUrl(photoId: string, size = AVATAR_PHOTO_SIZE): string {
  return `https://images.unsplash.com/photo-${photoId}?auto=format&q=80&w=${size}&h=${size}&fit=crop&crop=faces`;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
}

/** The 9 members of the 3×3 panel (AVATAR_COUNT). */
export const COMMUNITY_AVATARS: readonly CommunityAvatar[] = NAMES.slice(0, AVATAR_COUNT).map(
  (name, index) => ({
    name,
    initials: initialsOf(name),
    photoUrl: stockPhotoUrl(PHOTO_IDS[index % PHOTO_IDS.length] ?? PHOTO_IDS[0]),
    tone: ((index % 5) + 1) as CommunityAvatar['tone'],
  }),
);
