import type { MeAnswer } from '@vibe/contracts/admin';
import type { Tag } from '@vibe/contracts/people';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { fakeApi, type RecordedRequest } from '@/testing/fake-api.ts';
import { adminKeys } from '../api/query-keys.ts';
import { TagManager } from './tag-manager.tsx';

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

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The owners' tag list on a fake server: POST adds to it, DELETE takes from it. */
function tagServer(start: Tag[]) {
  let tags = start;
  const last = () => api.requests.at(-1) as RecordedRequest;
  const api = fakeApi({
    'GET /api/admin/tags': async () => json(200, { items: tags }),
    'POST /api/admin/tags': async () => {
      const { name } = last().body as { name: string };
      if (tags.some((tag) => tag.name === name)) {
        return json(409, { error: { code: 'tag_exists', message: 'Duplicate' } });
      }
      const tag = { id: `t-${tags.length + 1}`, name, people: 0 };
      tags = [...tags, tag];
      return json(201, tag);
    },
    'DELETE /api/admin/tags/t-1': async () => {
      tags = tags.filter((tag) => tag.id !== 't-1');
      return json(204);
    },
  });
  return api;
}

/** The manager with the signed-in organiser known, as the dashboard's shell tells it. */
function renderManager(me: MeAnswer = owner) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(adminKeys.me, me);
  return {
    user: userEvent.setup(),
    ...render(
      <AppProvider queryClient={queryClient}>
        <TagManager />
      </AppProvider>,
    ),
  };
}

describe('TagManager', () => {
  it('lists the tags with their people and adds one', async () => {
    const api = tagServer([{ id: 't-1', name: 'hot lead', people: 3 }]);
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Manage tags' }));
    const list = await screen.findByRole('list', { name: 'Tags' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('hot lead 3 people');
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'speaker');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await within(list).findByText('speaker')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New tag' })).toHaveValue('');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'speaker' });
  });

  it('says so when the name is taken', async () => {
    tagServer([{ id: 't-1', name: 'hot lead', people: 3 }]);
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Manage tags' }));
    await user.type(await screen.findByRole('textbox', { name: 'New tag' }), 'hot lead');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A tag with this name exists already.',
    );
  });

  it('deletes a tag once the owner confirms, naming how many people carry it', async () => {
    const api = tagServer([
      { id: 't-1', name: 'hot lead', people: 3 },
      { id: 't-2', name: 'speaker', people: 1 },
    ]);
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Manage tags' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the tag hot lead' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete tag' });
    expect(confirm).toHaveTextContent('Delete the tag “hot lead”? It comes off 3 people.');
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete tag' }));
    const list = screen.getByRole('list', { name: 'Tags' });
    await expect.poll(() => within(list).queryByText('hot lead')).toBeNull();
    expect(within(list).getByText('speaker')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/admin/tags/t-1',
    ]);
  });

  it('is not offered to a viewer', async () => {
    const api = tagServer([]);
    renderManager(viewer);
    expect(screen.queryByRole('button', { name: 'Manage tags' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
