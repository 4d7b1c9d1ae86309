import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { fakeApi } from '@/testing/fake-api.ts';
import { DeletePersonDialog } from './delete-person-dialog.tsx';

/** The person page's delete button, with the people list to land on afterwards. */
function renderDialog() {
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={['/admin/people/ada%40example.com']}>
        <AppProvider queryClient={createQueryClient()}>
          <Routes>
            <Route
              path="/admin/people/:email"
              element={<DeletePersonDialog email="ada@example.com" />}
            />
            <Route path="/admin/people" element={<p>People list</p>} />
          </Routes>
        </AppProvider>
      </MemoryRouter>,
    ),
  };
}

const DELETE = 'DELETE /api/admin/people/ada%40example.com';

describe('DeletePersonDialog', () => {
  it('goes back to the people list once everything is erased', async () => {
    const api = fakeApi({ [DELETE]: { status: 204 } });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete person' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('People list')).toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain(DELETE);
  });

  it('names the calls the voice platform kept, and why, before leaving the page', async () => {
    fakeApi({
      [DELETE]: {
        status: 200,
        body: {
          erased: true,
          notDeleted: {
            platformCalls: ['call-1', 'call-2'],
            reason: 'VOICE_PRIVATE_KEY is not set, so the server cannot delete calls.',
          },
        },
      },
    });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete person' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(
      await screen.findByRole('heading', { name: 'Erased here, not everywhere' }),
    ).toBeInTheDocument();
    const calls = screen.getByRole('list', { name: 'Erased here, not everywhere' });
    expect(calls).toHaveTextContent('call-1');
    expect(calls).toHaveTextContent('call-2');
    expect(screen.getByRole('status')).toHaveTextContent(/VOICE_PRIVATE_KEY is not set/);
    expect(screen.queryByText('People list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('People list')).toBeInTheDocument();
  });
});
