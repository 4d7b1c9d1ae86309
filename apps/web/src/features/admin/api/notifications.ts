// The signed-in organiser's e-mail choices (docs/product.md#e-mail): a notice per completed
// interview and the daily digest, with whether this server sends e-mail at all.
import type {
  NotificationPreferences,
  NotificationPreferencesAnswer,
} from '@vibe/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys, invalidateKeys } from './query-keys.ts';

const PATH = '/api/admin/me/notifications';
const notificationsKey = ['admin', 'me', 'notifications'] as const;

/** `GET /api/admin/me/notifications`. */
export function getNotificationPreferences(): Promise<NotificationPreferencesAnswer> {
  return apiJson<NotificationPreferencesAnswer>(PATH);
}

export function useNotificationPreferences() {
  return useQuery(
    queryOptions({ queryKey: notificationsKey, queryFn: getNotificationPreferences }),
  );
}

/** `PUT /api/admin/me/notifications`: both choices; the answer is what is stored. */
export function saveNotificationPreferences(
  choices: NotificationPreferences,
): Promise<NotificationPreferencesAnswer> {
  return apiJson<NotificationPreferencesAnswer>(PATH, { method: 'PUT', json: choices });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationsKey, saved),
    onSettled: () => invalidateKeys(queryClient, [adminKeys.audit]),
  });
}
