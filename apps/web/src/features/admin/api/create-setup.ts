import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client.ts';
import { adminKeys } from './query-keys.ts';
import { signIn } from './sign-in.ts';

/** The first-run form: the setup code the server printed and the first owner's account. */
export interface SetupBody {
  code: string;
  email: string;
  password: string;
}

/** Creates the first owner with the one-time setup code (`POST /api/admin/setup`). */
export function createSetup(body: SetupBody): Promise<{ email: string }> {
  return apiJson<{ email: string }>('/api/admin/setup', { json: body });
}

/** Creates the first owner, signs them in and reloads every dashboard query. */
export function useCreateSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetupBody) => {
      await createSetup(body);
      await signIn({ email: body.email, password: body.password });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
