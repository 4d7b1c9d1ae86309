import type { OverviewVersion } from '@vibe/contracts/admin';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { adminCopy } from '../copy.ts';
import { formatDateTime } from '../format/dates.ts';
import { percentOf } from '../format/percent.ts';
import { formatDuration } from './admin-ui.tsx';

const copy = adminCopy.overview;

/**
 * Each interview version's attempts (interviews that started), completion rate and median
 * duration of completed ones, newest version first, over all time. A plain table, so screen
 * readers read it as it is; on a phone it scrolls sideways within its card rather than wrap.
 */
export function VersionsTable({ versions }: { versions: OverviewVersion[] }) {
  return (
    <section aria-labelledby="overview-versions">
      <h2 id="overview-versions" className="text-sm font-medium">
        {copy.versionsTitle}
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">{copy.versionsNote}</p>
      {versions.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{copy.versionsEmpty}</p>
      ) : (
        <TableScroll label={copy.versionsTitle} className="mt-3">
          <table className="w-full text-sm" data-testid="overview-versions">
            <thead className="text-left text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-4 font-medium whitespace-nowrap">
                  {copy.versionColumns.version}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium whitespace-nowrap">
                  {copy.versionColumns.saved}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium whitespace-nowrap">
                  {copy.versionColumns.attempts}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium whitespace-nowrap">
                  {copy.versionColumns.rate}
                </th>
                <th scope="col" className="py-2 text-right font-medium whitespace-nowrap">
                  {copy.versionColumns.median}
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {versions.map((version) => (
                <tr key={version.number ?? 'none'} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 pr-4 text-left font-medium whitespace-nowrap">
                    {copy.versionName(version.number)}
                  </th>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {version.savedAt ? formatDateTime(version.savedAt) : copy.noData}
                  </td>
                  <td className="py-2 pr-4 text-right">{version.attempts}</td>
                  <td className="py-2 pr-4 text-right">
                    {percentOf(version.completed, version.attempts) ?? copy.noData}
                  </td>
                  <td className="py-2 text-right">
                    {formatDuration(version.medianDurationSeconds)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
