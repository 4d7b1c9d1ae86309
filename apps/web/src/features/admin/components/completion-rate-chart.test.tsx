import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLongDay } from '../format/dates.ts';
import { CompletionRateChart } from './completion-rate-chart.tsx';

const perDay = [
  { date: '2026-11-01', signups: 6, started: 4, completed: 3, partial: 1 },
  { date: '2026-11-02', signups: 2, started: 0, completed: 0, partial: 0 },
  { date: '2026-11-03', signups: 5, started: 5, completed: 1, partial: 3 },
];

describe('CompletionRateChart', () => {
  it('draws each day’s rate on a 0–100% scale, and no bar for a day nobody started', () => {
    const { container } = render(<CompletionRateChart perDay={perDay} />);
    const day = (date: string) => container.querySelector(`[title^="${formatLongDay(date)}:"]`);
    expect(day('2026-11-01')?.firstElementChild).toHaveStyle({ height: '75%' });
    expect(day('2026-11-02')?.childElementCount).toBe(0);
    expect(day('2026-11-02')).toHaveAttribute(
      'title',
      `${formatLongDay('2026-11-02')}: no interview started`,
    );
    expect(day('2026-11-03')?.firstElementChild).toHaveStyle({ height: '20%' });
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('gives screen readers the rates as a table', () => {
    render(<CompletionRateChart perDay={perDay} />);
    const table = screen.getByRole('table', { name: /^Completion rate by sign-up day/ });
    expect(table).toHaveTextContent(`${formatLongDay('2026-11-01')}75%`);
    expect(table).toHaveTextContent(`${formatLongDay('2026-11-02')}—`);
  });
});
