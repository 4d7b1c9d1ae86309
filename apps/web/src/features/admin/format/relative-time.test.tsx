import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelative } from './dates.ts';
import { RelativeTime } from './relative-time.tsx';

describe('RelativeTime', () => {
  it('says how long ago, with the full date in its tooltip and its dateTime', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    const iso = '2026-03-10T09:00:00.000Z';
    render(<RelativeTime iso={iso} now={now} />);
    const time = screen.getByText(formatRelative(iso, now));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', iso);
    expect(time).toHaveAttribute('title', formatDateTime(iso));
  });

  it('writes a dash for no time', () => {
    const { container } = render(<RelativeTime iso={null} />);
    expect(container).toHaveTextContent('—');
  });
});
