import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLongDay, formatShortDay } from '../format/dates.ts';
import { OutcomesChart } from './outcomes-chart.tsx';

const perDay = [
  { date: '2026-11-01', signups: 6, started: 4, completed: 3, partial: 1 },
  { date: '2026-11-02', signups: 2, started: 0, completed: 0, partial: 0 },
  { date: '2026-11-03', signups: 5, started: 5, completed: 1, partial: 3 },
];

describe('OutcomesChart', () => {
  it("stacks each day's completed and partly answered people on one scale, named on hover", () => {
    const { container } = render(<OutcomesChart perDay={perDay} />);
    const part = (date: string, name: string) =>
      container.querySelector(`[title^="${formatLongDay(date)}:"] > [data-part="${name}"]`);
    // The tallest day has 4: the scale's top is 5.
    expect(part('2026-11-01', 'completed')).toHaveStyle({ height: '60%' });
    expect(part('2026-11-01', 'partial')).toHaveStyle({ height: '20%' });
    expect(part('2026-11-03', 'completed')).toHaveStyle({ height: '20%' });
    expect(part('2026-11-03', 'partial')).toHaveStyle({ height: '60%' });
    expect(
      container.querySelector(
        `[title="${formatLongDay('2026-11-01')}: 3 completed, 1 partly answered"]`,
      ),
    ).not.toBeNull();
  });

  it('labels the axis with short days that never wrap', () => {
    const { container } = render(<OutcomesChart perDay={perDay} />);
    const labels = [...container.querySelectorAll('.whitespace-nowrap')];
    expect(labels.map((label) => label.textContent)).toEqual(
      perDay.map((day) => formatShortDay(day.date)),
    );
  });

  it('gives screen readers every day as a table row, with the completion rate', () => {
    render(<OutcomesChart perDay={perDay} />);
    const table = screen.getByRole('table', { name: "Interviews of each day's sign-ups" });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Sign-up day', 'Signed up', 'Started', 'Completed', 'Partly answered', 'Completion rate'],
      [formatLongDay('2026-11-01'), '6', '4', '3', '1', '75%'],
      [formatLongDay('2026-11-02'), '2', '0', '0', '0', '—'],
      [formatLongDay('2026-11-03'), '5', '5', '1', '3', '20%'],
    ]);
  });
});
