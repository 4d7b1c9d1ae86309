import type { SelectionExportBody } from '@vibe/contracts/people';
import { useMutation } from '@tanstack/react-query';
import { apiFile, type ApiFile } from '@/lib/api-client.ts';
import type { ExportFile } from './get-export.ts';

/**
 * An export of exactly the selected people (`POST /api/admin/export/<file>` with their
 * e-mails). A fetch, not a link: a link cannot carry the selection as a body.
 */
export async function exportSelection(file: ExportFile, emails: string[]): Promise<ApiFile> {
  const json: SelectionExportBody = { emails };
  const answer = await apiFile(`/api/admin/export/${file}`, { method: 'POST', json });
  return { ...answer, fileName: answer.fileName ?? file };
}

/** The selection export; `onSuccess` gets the file to save. */
export function useExportSelection(options: { onSuccess?: (file: ApiFile) => unknown } = {}) {
  return useMutation({
    mutationFn: ({ file, emails }: { file: ExportFile; emails: string[] }) =>
      exportSelection(file, emails),
    onSuccess: options.onSuccess,
  });
}
