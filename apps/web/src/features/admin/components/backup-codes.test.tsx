import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { BackupCodes, backupCodesText } from './backup-codes.tsx';

const codes = ['aaaa-1111', 'bbbb-2222', 'cccc-3333'];

describe('BackupCodes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the codes and copies them, one a line, with whose they are', async () => {
    const { user } = renderWithProviders(<BackupCodes email="owner@example.com" codes={codes} />);
    // user-event installs its own clipboard on setup; read back what the button wrote.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    await screen.findByRole('button', { name: 'Copied.' });
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(backupCodesText('owner@example.com', codes));
    expect(copied).toContain('owner@example.com');
    expect(copied.trim().split('\n').slice(-3)).toEqual(codes);
  });

  it('downloads them as a .txt file', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderWithProviders(<BackupCodes email="owner@example.com" codes={codes} />);
    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(clicked[0]?.download).toBe('vibe-together-backup-codes.txt');
    expect(clicked[0]?.href).toBe('blob:codes');
    expect(created[0]?.type).toBe('text/plain;charset=utf-8');
    expect(await created[0]?.text()).toBe(backupCodesText('owner@example.com', codes));
  });
});
