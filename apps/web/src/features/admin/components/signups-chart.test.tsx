import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceCeiling, SignupsChart } from './signups-chart.tsx';

describe('niceCeiling', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 11, 42, 120, 999].map(niceCeiling)).toEqual([
      1, 1, 2, 5, 10, 20, 50, 200, 1000,
    ]);
  });
});

describe('SignupsChart', () => {
  const perDay = [
    { date: '2026-11-01', signups: 3 },
    { date: '2026-11-02', signups: 0 },
    { date: '2026-11-03', signups: 5 },
  ];

  it('draws one bar per day, as tall as its share of the scale, named on hover', () => {
    const { container } = render(<SignupsChart perDay={perDay} />);
    const bar = container.querySelector('[title="2026-11-01: 3"] > div');
    expect(bar).toHaveStyle({ height: '60%' });
    expect(container.querySelector('[title="2026-11-03: 5"] > div')).toHaveStyle({
      height: '100%',
    });
  });

  it('gives screen readers the numbers as a table', () => {
    render(<SignupsChart perDay={perDay} />);
    const table = screen.getByRole('table', { name: 'Sign-ups per day' });
    expect(table).toHaveTextContent('2026-11-035');
  });
});
