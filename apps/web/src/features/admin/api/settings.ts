// The Settings screen's endpoint (docs/product.md#privacy): the privacy text and how long
// recordings and transcripts are kept. Every organiser reads it; owners save it.
import type { PrivacySettings, PrivacySettingsAnswer } from '@vibe/contracts/privacy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys, invalidateKeys } from './query-keys.ts';

const settingsKey = ['admin', 'settings'] as const;

/** `GET /api/admin/settings`. */
export function getSettings(): Promise<PrivacySettingsAnswer> {
  return apiJson<PrivacySettingsAnswer>('/api/admin/settings');
}

export function useSettings() {
  return useQuery(queryOptions({ queryKey: settingsKey, queryFn: getSettings }));
}

/** `PUT /api/admin/settings` (owners); the answer is the settings as stored. */
export function saveSettings(settings: PrivacySettings): Promise<PrivacySettingsAnswer> {
  return apiJson<PrivacySettingsAnswer>('/api/admin/settings', { method: 'PUT', json: settings });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
    onSettled: () => invalidateKeys(queryClient, [settingsKey, adminKeys.audit]),
  });
}
