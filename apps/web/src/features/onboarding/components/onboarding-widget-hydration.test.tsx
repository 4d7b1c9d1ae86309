import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { stopWatchingPill, watchPillBeforeHydration } from '../input-before-hydration.ts';
import { OnboardingWidget } from './onboarding-widget.tsx';

// The landing page shows the prerendered pill before its code has run; what a visitor does to
// it in that moment must count once the widget is hydrated (src/main.tsx, app/islands.ts).

let root: Root | undefined;
const onExpand = vi.fn();

function widget() {
  return (
    <AppProvider queryClient={createQueryClient()}>
      <OnboardingWidget onHandoff={() => {}} onExpand={onExpand} />
    </AppProvider>
  );
}

/** The widget as the prerendered page holds it, with the entry watching the pill. */
function prerendered(): HTMLElement {
  const island = document.createElement('div');
  island.innerHTML = renderToString(widget());
  document.body.append(island);
  watchPillBeforeHydration();
  return island;
}

async function hydrate(island: HTMLElement) {
  stopWatchingPill();
  await act(async () => {
    root = hydrateRoot(island, widget());
  });
}

const pill = () => screen.getByRole('button', { name: 'Join the Community' });
const findField = () => screen.findByRole('textbox', { name: 'Email address' });

beforeAll(async () => {
  await import('./onboarding-form.tsx');
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  stopWatchingPill();
  document.body.innerHTML = '';
  onExpand.mockClear();
});

describe('OnboardingWidget: input before hydration', () => {
  it('expands once hydrated when the pill was clicked (a tap), and the field takes the focus', async () => {
    const island = prerendered();
    pill().click();

    await hydrate(island);

    const input = await findField();
    await waitFor(() => expect(input).toHaveFocus());
    expect(onExpand).toHaveBeenCalledTimes(1);
  });

  it('expands once hydrated when the pill had keyboard focus, and moves it into the field', async () => {
    const island = prerendered();
    pill().focus();

    await hydrate(island);

    const input = await findField();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('stays collapsed when nothing happened to the pill', async () => {
    const island = prerendered();
    await hydrate(island);

    expect(pill()).toBeInTheDocument();
    expect(onExpand).not.toHaveBeenCalled();
  });
});
