import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLongDay, formatShortDay } from '../format/dates.ts';
import { SignupsChart } from './signups-chart.tsx';

describe('SignupsChart', () => {
  const perDay = [
    { date: '2026-11-01', signups: 3 },
    { date: '2026-11-02', signups: 1 },
    { date: '2026-11-03', signups: 5 },
  ];
  const titleOf = (date: string, count: string) => `${formatLongDay(date)}: ${count}`;

  it('draws one bar per day, as tall as its share of the scale, named on hover', () => {
    const { container } = render(<SignupsChart perDay={perDay} />);
    const bar = (title: string) => container.querySelector(`[title="${title}"] > div`);
    expect(bar(titleOf('2026-11-01', '3 sign-ups'))).toHaveStyle({ height: '60%' });
    expect(bar(titleOf('2026-11-02', '1 sign-up'))).toHaveStyle({ height: '20%' });
    expect(bar(titleOf('2026-11-03', '5 sign-ups'))).toHaveStyle({ height: '100%' });
  });

  it('labels the axis with short days that never wrap', () => {
    const { container } = render(<SignupsChart perDay={perDay} />);
    const labels = [...container.querySelectorAll('.whitespace-nowrap')];
    expect(labels.map((label) => label.textContent)).toEqual(
      perDay.map((day) => formatShortDay(day.date)),
    );
  });

  it('gives screen readers the numbers as a table', () => {
    render(<SignupsChart perDay={perDay} />);
    const table = screen.getByRole('table', { name: 'Sign-ups per day' });
    expect(table).toHaveTextContent(`${formatLongDay('2026-11-03')}5`);
  });
});
