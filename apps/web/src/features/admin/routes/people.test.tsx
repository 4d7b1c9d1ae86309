import type { MeAnswer, PeopleAnswer, PersonRow } from '@vibe/contracts/admin';
import type { AnswersQuestions } from '@vibe/contracts/interview';
import type { TagsAnswer } from '@vibe/contracts/people';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { interviewVersion, organiserMe } from '@/testing/admin-fixtures.ts';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api.ts';
import { PeopleScreen } from './people.tsx';

// The people list (docs/product.md#working-through-people): its filters and order live in the
// page address both ways, the address changes only on the organiser's own action, and people
// are picked for bulk actions.

const TAG = { id: '0b3c2f4e-8d1a-4c5b-9e6f-7a8b9c0d1e2f', name: 'Shortlist', people: 1 };
const VERSION = interviewVersion(2, ['What do you build?']);
const QUESTIONS: AnswersQuestions = {
  live: [{ id: 'q-build', text: 'What do you build?', answers: 2 }],
  earlier: [],
};

function person(email: string, more: Partial<PersonRow> = {}): PersonRow {
  return {
    email,
    createdAt: '2026-03-02T10:00:00.000Z',
    attempts: 1,
    latestStatus: 'completed',
    durationSeconds: 90,
    completedAt: '2026-03-02T10:05:00.000Z',
    starred: false,
    reviewed: false,
    tags: [],
    ...more,
  };
}

const PEOPLE: PeopleAnswer = {
  items: [
    person('ada@example.com', { starred: true, tags: [{ id: TAG.id, name: TAG.name }] }),
    person('bob@example.com'),
  ],
  nextCursor: null,
};

/** The fake server of the screen, for an organiser of `role`, with `more` answers. */
function serve(role: MeAnswer['role'] = 'owner', more: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    'GET /api/admin/me': { status: 200, body: organiserMe(role) },
    'GET /api/admin/people': { status: 200, body: PEOPLE },
    'GET /api/admin/tags': { status: 200, body: { items: [TAG] } satisfies TagsAnswer },
    'GET /api/admin/interview/versions': { status: 200, body: { items: [VERSION] } },
    'GET /api/admin/answers/questions': { status: 200, body: QUESTIONS },
    ...more,
  });
}

/** Where the page is, as the address bar would show it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function renderPeople(path = '/admin/people') {
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <AppProvider queryClient={createQueryClient()}>
          <Routes>
            <Route path="/admin/people" element={<PeopleScreen />} />
            <Route path="/admin/people/:email" element={<p>Person page</p>} />
          </Routes>
          <Address />
        </AppProvider>
      </MemoryRouter>,
    ),
  };
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

/** The query strings the list was asked with, in order. */
function peopleAsked(api: ReturnType<typeof fakeApi>): URLSearchParams[] {
  return api.fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/people')
    .map((url) => url.searchParams);
}

describe('PeopleScreen: the view in the page address', () => {
  it('opens the filters and order a shared link names, and asks the server with them', async () => {
    const api = serve();
    const link =
      `/admin/people?q=ada&status=partial&tag=${TAG.id}&starred=1&reviewed=0` +
      `&from=2026-03-01&to=2026-03-31&version=${VERSION.id}&question=q-build&answer=rust&sort=longest`;
    renderPeople(link);
    expect(await screen.findByRole('link', { name: 'bob@example.com' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search by e-mail')).toHaveValue('ada');
    expect(screen.getByLabelText('Latest status')).toHaveValue('partial');
    await waitFor(() => expect(screen.getByLabelText('Tag')).toHaveDisplayValue('Shortlist'));
    expect(screen.getByLabelText('Starred only')).toBeChecked();
    expect(screen.getByLabelText('Reviewed')).toHaveValue('0');
    expect(screen.getByLabelText('Signed up from')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Signed up to')).toHaveValue('2026-03-31');
    await waitFor(() =>
      expect(screen.getByLabelText('Interview version')).toHaveDisplayValue('Version 2 (live)'),
    );
    expect(screen.getByLabelText('Answered question')).toHaveValue('q-build');
    expect(screen.getByLabelText('containing')).toHaveValue('rust');
    expect(screen.getByLabelText('Order')).toHaveValue('longest');
    const asked = peopleAsked(api)[0];
    expect(Object.fromEntries(asked ?? [])).toEqual({
      q: 'ada',
      status: 'partial',
      tag: TAG.id,
      starred: '1',
      reviewed: '0',
      from: '2026-03-01',
      to: '2026-03-31',
      version: VERSION.id,
      question: 'q-build',
      answer: 'rust',
      sort: 'longest',
    });
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/admin/people?sort=longest',
    );
  });

  it('opens the defaults for values it does not know, without rewriting the address', async () => {
    const api = serve();
    const junk = '/admin/people?status=deleted&sort=random&tag=nope&from=2026-02-31';
    renderPeople(junk);
    expect(await screen.findByRole('link', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(screen.getByLabelText('Latest status')).toHaveValue('');
    expect(screen.getByLabelText('Order')).toHaveValue('newest');
    expect(peopleAsked(api)[0]?.toString()).toBe('');
    expect(address()).toBe(junk);
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('writes a select, a box, a date or the order to the address as it changes', async () => {
    const api = serve();
    const { user } = renderPeople();
    await screen.findByRole('link', { name: 'ada@example.com' });
    await user.selectOptions(screen.getByLabelText('Latest status'), 'partial');
    expect(address()).toBe('/admin/people?status=partial');
    await user.click(screen.getByLabelText('Starred only'));
    await user.selectOptions(screen.getByLabelText('Order'), 'recently-completed');
    expect(address()).toBe('/admin/people?status=partial&starred=1&sort=recently-completed');
    fireEvent.change(screen.getByLabelText('Signed up from'), { target: { value: '2026-03-01' } });
    expect(address()).toBe(
      '/admin/people?status=partial&starred=1&from=2026-03-01&sort=recently-completed',
    );
    await waitFor(() =>
      expect(peopleAsked(api).at(-1)?.toString()).toBe(
        'status=partial&starred=1&from=2026-03-01&sort=recently-completed',
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(address()).toBe('/admin/people?sort=recently-completed');
    expect(screen.getByLabelText('Latest status')).toHaveValue('');
  });

  it('changes nothing while a search is typed: Enter or leaving the field applies it', async () => {
    serve();
    const { user } = renderPeople();
    await screen.findByRole('link', { name: 'ada@example.com' });
    const search = screen.getByLabelText('Search by e-mail');
    await user.type(search, 'ada');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(address()).toBe('/admin/people');
    await user.keyboard('{Enter}');
    expect(address()).toBe('/admin/people?q=ada');
    await user.type(search, '@ex');
    await user.tab();
    expect(address()).toBe('/admin/people?q=ada%40ex');
  });

  it('stays on the person clicked right after typing a search', async () => {
    serve();
    const { user } = renderPeople();
    await user.type(await screen.findByLabelText('Search by e-mail'), 'bo');
    await user.click(await screen.findByRole('link', { name: 'bob@example.com' }));
    expect(await screen.findByText('Person page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText('Person page')).toBeInTheDocument();
    expect(address()).toBe('/admin/people/bob%40example.com');
  });
});

describe('PeopleScreen: the selection and bulk actions', () => {
  it('selects everyone on the page, and says how many are selected', async () => {
    serve();
    const { user } = renderPeople();
    await screen.findByRole('link', { name: 'ada@example.com' });
    expect(screen.queryByRole('group', { name: 'Actions on the selected people' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select ada@example.com' }));
    expect(screen.getByText('1 selected', { selector: '[role=status]' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select everyone on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select bob@example.com' })).toBeChecked();
    expect(screen.getByText('2 selected', { selector: '[role=status]' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select everyone on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select ada@example.com' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Actions on the selected people' })).toBeNull();
  });

  it('erases after a confirmation that names the count, then says what changed', async () => {
    const api = serve('owner', {
      'POST /api/admin/people/bulk': { status: 200, body: { action: 'erase', changed: 2 } },
    });
    const { user } = renderPeople();
    await screen.findByRole('link', { name: 'ada@example.com' });
    await user.click(screen.getByRole('checkbox', { name: 'Select everyone on this page' }));
    // The bulk bar's code comes with the first selection (components/people-lazy.ts).
    await user.click(await screen.findByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Erase 2 people? This cannot be undone.',
    });
    const asked = peopleAsked(api).length;
    await user.click(within(dialog).getByRole('button', { name: 'Erase 2 people' }));
    expect(await screen.findByText('Erased 2 people.')).toBeInTheDocument();
    // The list is asked again at once, not at its next refresh.
    await waitFor(() => expect(peopleAsked(api).length).toBeGreaterThan(asked));
    const bulk = api.requests.find((r) => r.path === '/api/admin/people/bulk');
    expect(bulk?.body).toEqual({
      action: 'erase',
      emails: ['ada@example.com', 'bob@example.com'],
    });
    expect(screen.getByRole('checkbox', { name: 'Select ada@example.com' })).not.toBeChecked();
  });

  it('lets a viewer star people, and offers them no erasure', async () => {
    const api = serve('viewer', {
      'POST /api/admin/people/bulk': { status: 200, body: { action: 'unstar', changed: 1 } },
    });
    const { user } = renderPeople();
    await screen.findByRole('link', { name: 'ada@example.com' });
    await user.click(screen.getByRole('checkbox', { name: 'Select ada@example.com' }));
    const unstar = await screen.findByRole('button', { name: 'Unstar' });
    expect(screen.queryByRole('button', { name: 'Erase' })).not.toBeInTheDocument();
    await user.click(unstar);
    expect(await screen.findByText('Took the star off 1 person.')).toBeInTheDocument();
    const bulk = api.requests.find((r) => r.path === '/api/admin/people/bulk');
    expect(bulk?.body).toEqual({ action: 'unstar', emails: ['ada@example.com'] });
  });

  it('tags the selection with the tag picked', async () => {
    const api = serve('owner', {
      'POST /api/admin/people/bulk': { status: 200, body: { action: 'tag', changed: 1 } },
    });
    const { user } = renderPeople();
    await screen.findByRole('link', { name: 'ada@example.com' });
    await user.click(screen.getByRole('checkbox', { name: 'Select bob@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Tag…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag 1 person' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Tagged 1 person “Shortlist”.')).toBeInTheDocument();
    const bulk = api.requests.find((r) => r.path === '/api/admin/people/bulk');
    expect(bulk?.body).toEqual({ action: 'tag', emails: ['bob@example.com'], tagId: TAG.id });
  });

  it('exports exactly the selection as a file', async () => {
    const api = serve('owner', {
      'POST /api/admin/export/people.csv': async () =>
        new Response('email\nada@example.com\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="people-2026.csv"' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:people');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPeople();
    await screen.findByRole('link', { name: 'ada@example.com' });
    await user.click(screen.getByRole('checkbox', { name: 'Select ada@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Export selection (CSV)' }));
    expect(await screen.findByText('Exported 1 person.')).toBeInTheDocument();
    const exported = api.requests.find((r) => r.path === '/api/admin/export/people.csv');
    expect(exported).toMatchObject({ method: 'POST', body: { emails: ['ada@example.com'] } });
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('people-2026.csv');
  });
});
