import type { MeAnswer, PersonAnswer } from '@vibe/contracts/admin';
import type { PersonWork as Work, Tag } from '@vibe/contracts/people';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { fakeApi, type FakeAnswer, type RecordedRequest } from '@/testing/fake-api.ts';
import { usePerson } from '../api/get-person.ts';
import { PersonWork } from './person-work.tsx';

const EMAIL = 'ada@example.com';
const PERSON = `/api/admin/people/${encodeURIComponent(EMAIL)}`;
const owner: MeAnswer = {
  id: 'o-1',
  email: 'owner@example.com',
  role: 'owner',
  twoFactorEnabled: false,
};
const viewer: MeAnswer = {
  id: 'v-1',
  email: 'viewer@example.com',
  role: 'viewer',
  twoFactorEnabled: false,
};
const TAGS: Tag[] = [
  { id: 't-1', name: 'hot lead', people: 1 },
  { id: 't-2', name: 'speaker', people: 0 },
];

function workOf(change: Partial<Work> = {}): Work {
  return { starred: false, reviewedAt: null, reviewedBy: null, tags: [], notes: [], ...change };
}

function personWith(work: Work): PersonAnswer {
  return {
    record: {
      email: EMAIL,
      user_agent: null,
      referrer: null,
      interview_started_at: null,
      interview_completed_at: null,
      interview_completed: false,
      interview_duration_seconds: null,
      created_at: '2026-03-02T10:00:00.000Z',
    },
    interviews: [],
    work,
  };
}

const answer = (status: number, body?: unknown) => async () =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A server holding the person's work: each change answers as the server would and changes what
 * the next GET of the person says (`change` reads the request the page just sent).
 */
function workServer(start: Work, changes: Record<string, (body: unknown) => FakeAnswer> = {}) {
  const state = { work: start };
  const routes: Record<string, FakeAnswer> = {
    [`GET ${PERSON}`]: () => answer(200, personWith(state.work))(),
    'GET /api/admin/tags': { status: 200, body: { items: TAGS } },
  };
  for (const [route, change] of Object.entries(changes)) {
    routes[route] = () => {
      const last = api.requests.at(-1) as RecordedRequest;
      const result = change(last.body);
      return typeof result === 'function' ? result() : answer(200)();
    };
  }
  const api = fakeApi(routes);
  return { api, state };
}

/** The panel as the person page shows it: from the person query, so a reload shows. */
function Panel({ me }: { me: MeAnswer }) {
  const person = usePerson(EMAIL);
  return person.data ? <PersonWork email={EMAIL} work={person.data.work} me={me} /> : null;
}

function renderPanel(me: MeAnswer = owner) {
  return {
    user: userEvent.setup(),
    ...render(
      <AppProvider queryClient={createQueryClient()}>
        <Panel me={me} />
      </AppProvider>,
    ),
  };
}

const sent = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);

describe('PersonWork', () => {
  it('stars the person with PUT {starred: true} and shows the reloaded star', async () => {
    const server = workServer(workOf(), {
      [`PUT ${PERSON}/star`]: (body) => {
        server.state.work = {
          ...server.state.work,
          starred: (body as { starred: boolean }).starred,
        };
        return answer(204);
      },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Star', pressed: false }));
    expect(await screen.findByRole('button', { name: 'Star', pressed: true })).toBeInTheDocument();
    expect(sent(server.api.requests, 'PUT', `${PERSON}/star`).map((r) => r.body)).toEqual([
      { starred: true },
    ]);
    // The person is asked again, so the page shows the server's state.
    expect(sent(server.api.requests, 'GET', PERSON).length).toBeGreaterThan(1);
  });

  it('marks the person reviewed and says who did', async () => {
    const server = workServer(workOf(), {
      [`PUT ${PERSON}/reviewed`]: () => {
        server.state.work = {
          ...server.state.work,
          reviewedAt: '2026-03-03T09:00:00.000Z',
          reviewedBy: 'owner@example.com',
        };
        return answer(204);
      },
    });
    const { user } = renderPanel();
    expect(await screen.findByText('Not reviewed yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reviewed', pressed: false }));
    expect(await screen.findByText(/Reviewed by owner@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reviewed', pressed: true })).toBeInTheDocument();
    expect(sent(server.api.requests, 'PUT', `${PERSON}/reviewed`)[0]?.body).toEqual({
      reviewed: true,
    });
  });

  it('adds a note, counting its characters, and clears the form', async () => {
    const server = workServer(workOf(), {
      [`POST ${PERSON}/notes`]: (body) => {
        const note = {
          id: 'n-1',
          author: 'owner@example.com',
          body: (body as { body: string }).body,
          createdAt: '2026-03-03T09:00:00.000Z',
        };
        server.state.work = { ...server.state.work, notes: [note] };
        return answer(201, note);
      },
    });
    const { user } = renderPanel();
    const field = await screen.findByRole('textbox', { name: 'New note' });
    await user.type(field, 'Call back');
    expect(screen.getByText('9 / 2000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const notes = await screen.findByRole('list', { name: 'Notes' });
    expect(within(notes).getByText('Call back')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(sent(server.api.requests, 'POST', `${PERSON}/notes`)[0]?.body).toEqual({
      body: 'Call back',
    });
  });

  it("shows the server's refusal of a note and keeps the text", async () => {
    workServer(workOf(), {
      [`POST ${PERSON}/notes`]: () =>
        answer(409, { error: { code: 'notes_full', message: 'This person has 200 notes.' } }),
    });
    const { user } = renderPanel();
    await user.type(await screen.findByRole('textbox', { name: 'New note' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This person has 200 notes.');
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('One more');
  });

  it("lets a viewer delete their own note, not another organiser's", async () => {
    const notes = [
      {
        id: 'n-2',
        author: 'viewer@example.com',
        body: 'Mine',
        createdAt: '2026-03-03T10:00:00.000Z',
      },
      {
        id: 'n-1',
        author: 'owner@example.com',
        body: 'Theirs',
        createdAt: '2026-03-03T09:00:00.000Z',
      },
    ];
    const server = workServer(workOf({ notes }), {
      [`DELETE ${PERSON}/notes/n-2`]: () => {
        server.state.work = { ...server.state.work, notes: notes.slice(1) };
        return answer(204);
      },
    });
    const { user } = renderPanel(viewer);
    const items = within(await screen.findByRole('list', { name: 'Notes' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Mine'),
      expect.stringContaining('Theirs'),
    ]);
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button', { name: /^Delete the note by viewer/ }));
    expect(await screen.findByText('Theirs')).toBeInTheDocument();
    expect(screen.queryByText('Mine')).not.toBeInTheDocument();
    expect(sent(server.api.requests, 'DELETE', `${PERSON}/notes/n-2`)).toHaveLength(1);
  });

  it("lets an owner delete anyone's note", async () => {
    const note = {
      id: 'n-1',
      author: 'viewer@example.com',
      body: 'Theirs',
      createdAt: '2026-03-03T09:00:00.000Z',
    };
    workServer(workOf({ notes: [note] }));
    renderPanel(owner);
    expect(
      await screen.findByRole('button', { name: /^Delete the note by viewer@example\.com/ }),
    ).toBeInTheDocument();
  });

  it('puts a tag from the picker on the person and takes one off', async () => {
    const server = workServer(workOf({ tags: [{ id: 't-1', name: 'hot lead' }] }), {
      [`PUT ${PERSON}/tags/t-2`]: () => {
        server.state.work = { ...server.state.work, tags: [...server.state.work.tags, TAGS[1]!] };
        return answer(204);
      },
      [`DELETE ${PERSON}/tags/t-1`]: () => {
        server.state.work = { ...server.state.work, tags: server.state.work.tags.slice(1) };
        return answer(204);
      },
    });
    const { user } = renderPanel(viewer);
    const picker = await screen.findByRole('combobox', { name: 'Add tag' });
    // Only the tags not on the person yet are offered.
    await screen.findByRole('option', { name: 'speaker' });
    expect(within(picker).queryByRole('option', { name: 'hot lead' })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'speaker');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const chips = await screen.findByRole('list', { name: 'Tags' });
    expect(await within(chips).findByText('speaker')).toBeInTheDocument();
    expect(await screen.findByText('Every tag is on this person already.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the tag hot lead' }));
    await screen.findByRole('option', { name: 'hot lead' });
    expect(within(chips).queryByText('hot lead')).not.toBeInTheDocument();
    expect(sent(server.api.requests, 'PUT', `${PERSON}/tags/t-2`)).toHaveLength(1);
    expect(sent(server.api.requests, 'DELETE', `${PERSON}/tags/t-1`)).toHaveLength(1);
  });
});
