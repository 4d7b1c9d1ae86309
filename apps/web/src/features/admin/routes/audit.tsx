import type { AuditEntry } from '@vibe/contracts/admin';
import { Button } from '@/components/ui/button.tsx';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { useAudit } from '../api/get-audit.ts';
import { PageTitle } from '../components/admin-ui.tsx';
import { adminCopy } from '../copy.ts';
import { RelativeTime } from '../format/relative-time.tsx';

const copy = adminCopy.audit;

/** Every organiser action that changed or exported data, newest first. */
export function AuditScreen() {
  const audit = useAudit();
  const entries: AuditEntry[] = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageTitle>{copy.title}</PageTitle>
      <TableScroll label={copy.title} className="rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted text-muted-foreground">
            <tr>
              {[copy.at, copy.actor, copy.action, copy.target].map((label) => (
                <th key={label} scope="col" className="px-3 py-2 font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.at}-${index}`} className="border-t border-border">
                <td className="px-3 py-2 whitespace-nowrap">
                  <RelativeTime iso={entry.at} />
                </td>
                <td className="px-3 py-2">
                  <bdi>{entry.actor}</bdi>
                </td>
                <td className="px-3 py-2">{entry.action}</td>
                <td className="px-3 py-2 break-all">
                  <bdi>{entry.target ?? '—'}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {audit.hasNextPage ? (
        <Button
          className="mt-4"
          variant="outline"
          size="sm"
          onClick={() => void audit.fetchNextPage()}
        >
          {copy.more}
        </Button>
      ) : null}
    </>
  );
}
