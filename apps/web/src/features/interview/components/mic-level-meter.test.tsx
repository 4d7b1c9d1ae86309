import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { fakeCallLoader } from '@/testing/fake-interview-call.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { MicLevel } from '../model/mic-level.ts';
import { litBars, MicLevelMeter } from './mic-level-meter.tsx';
import { VoiceInterviewDialog } from './voice-interview-dialog.tsx';

const ok = { status: 200, body: {} };

const browserMatchMedia = window.matchMedia;

/** Makes `prefers-reduced-motion: reduce` match, or not. */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

const bars = (meter: HTMLElement) => [...meter.children] as HTMLElement[];

afterEach(() => {
  window.matchMedia = browserMatchMedia;
});

describe('MicLevelMeter', () => {
  it('lights more bars as the level rises, and none in silence', () => {
    expect(litBars(0)).toBe(0);
    expect(litBars(0.001)).toBe(0);
    expect(litBars(0.02)).toBeGreaterThan(0);
    expect(litBars(0.02)).toBeLessThan(litBars(0.1));
    expect(litBars(0.25)).toBe(5);
    expect(litBars(1)).toBe(5);
  });

  it('moves with the level events the dialog receives, beside "Listening..."', async () => {
    fakeApi({
      'GET /api/voice-config': {
        status: 200,
        body: { publicKey: 'pk', assistantId: 'a', apiBaseUrl: 'http://x/platform' },
      },
      'POST /api/interviews/iv-1/start': ok,
      'POST /api/interviews/iv-1/transcript': ok,
      'POST /api/interviews/iv-1/complete': ok,
    });
    const calls = fakeCallLoader();
    renderWithProviders(
      <VoiceInterviewDialog
        email="me@example.com"
        ticket={{ id: 'iv-1', token: 't' }}
        renewTicket={() => Promise.reject(new Error('unused'))}
        onOpenChange={() => {}}
        loadCall={calls.loadCall}
      />,
    );
    await waitFor(() => expect(calls.calls).toHaveLength(1));
    const call = calls.latest;
    act(() => call.emit('call-start'));
    expect(await screen.findByText('Listening...')).toBeInTheDocument();
    const meter = screen.getByTestId('mic-level-meter');
    expect(meter.dataset['lit']).toBe('0');

    act(() => call.emit('local-volume-level', 0.25));
    expect(meter.dataset['lit']).toBe('5');
    expect(bars(meter).filter((bar) => !bar.className.includes('h-0.5'))).toHaveLength(5);

    act(() => call.emit('local-volume-level', 0.01));
    expect(meter.dataset['lit']).toBe('1');

    // While the assistant speaks there is no meter; it returns with "Listening...".
    act(() => call.emit('speech-start'));
    expect(screen.queryByTestId('mic-level-meter')).not.toBeInTheDocument();
    act(() => call.emit('speech-end'));
    expect(screen.getByTestId('mic-level-meter').dataset['lit']).toBe('1');
  });

  it('is decoration, never a live region: hidden from the accessibility tree', () => {
    prefersReducedMotion(false);
    const level = new MicLevel();
    render(
      <div>
        <p>Listening...</p>
        <MicLevelMeter source={level} />
      </div>,
    );
    act(() => level.set(0.2));
    const meter = screen.getByTestId('mic-level-meter');
    expect(meter).toHaveAttribute('aria-hidden', 'true');
    expect(meter.closest('[aria-live], [role="status"], [role="log"], [role="alert"]')).toBeNull();
    expect(meter.querySelector('[aria-live], [role]')).toBeNull();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('animates its bars only when motion is welcome', () => {
    const level = new MicLevel();
    prefersReducedMotion(false);
    const { unmount } = render(<MicLevelMeter source={level} />);
    for (const bar of bars(screen.getByTestId('mic-level-meter'))) {
      expect(bar.className).toContain('transition-');
    }
    unmount();

    prefersReducedMotion(true);
    render(<MicLevelMeter source={level} />);
    const meter = screen.getByTestId('mic-level-meter');
    expect(meter.dataset['reducedMotion']).toBe('true');
    act(() => level.set(0.25));
    // The level still shows, as a static reading: the bars change without any transition.
    expect(meter.dataset['lit']).toBe('5');
    for (const bar of bars(meter)) expect(bar.className).not.toContain('transition');
  });

  it('hears anything but a finite level as silence', () => {
    const level = new MicLevel();
    level.set(0.5);
    level.set(Number.NaN);
    expect(level.get()).toBe(0);
    level.set(7);
    expect(level.get()).toBe(1);
  });
});
