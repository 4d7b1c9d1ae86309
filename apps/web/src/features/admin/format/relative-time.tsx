import { formatDateTime, formatRelative } from './dates.ts';
import { useNow } from './now.ts';

/**
 * A time in a list, relative to now ("3 hours ago"); the full date, time and zone are in its
 * tooltip and its `dateTime`.
 */
export function RelativeTime({ iso, now }: { iso: string | null; now?: number }) {
  const clock = useNow();
  if (!iso) return <>—</>;
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso, now ?? clock)}
    </time>
  );
}
