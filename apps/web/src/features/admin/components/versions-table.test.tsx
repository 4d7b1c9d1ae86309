import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/dates.ts';
import { VersionsTable } from './versions-table.tsx';

describe('VersionsTable', () => {
  it('lists each version with its attempts, completion rate and median duration', () => {
    render(
      <VersionsTable
        versions={[
          {
            number: 3,
            savedAt: '2026-11-02T09:30:00.000Z',
            attempts: 8,
            completed: 6,
            partial: 1,
            medianDurationSeconds: 125,
          },
          {
            number: 2,
            savedAt: '2026-10-01T09:30:00.000Z',
            attempts: 3,
            completed: 0,
            partial: 2,
            medianDurationSeconds: null,
          },
          {
            number: null,
            savedAt: null,
            attempts: 1,
            completed: 1,
            partial: 0,
            medianDurationSeconds: 60,
          },
        ]}
      />,
    );
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Version', 'Saved', 'Attempts', 'Completion rate', 'Median duration'],
      // The time the version was saved, in the organiser's zone with the zone named.
      ['Version 3', formatDateTime('2026-11-02T09:30:00.000Z'), '8', '75%', '2:05'],
      ['Version 2', formatDateTime('2026-10-01T09:30:00.000Z'), '3', '0%', '—'],
      ['Before versions', '—', '1', '100%', '1:00'],
    ]);
    expect(screen.getByRole('region', { name: 'Interview versions' })).toContainElement(table);
  });

  it('says so when no interview has started', () => {
    render(<VersionsTable versions={[]} />);
    expect(screen.getByText('No interview has started yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
