import type { InterviewTestCallAnswer } from '@vibe/contracts/interview';
import { apiJson } from '@/lib/api-client.ts';

/**
 * Places a test call on a version (`POST /api/admin/interview/versions/:id/try`, owners only):
 * the server creates it with the platform's private key and answers the call to join. Its
 * report is stored nowhere (not as an interview, an answer or a count).
 */
export function tryInterviewVersion(id: string): Promise<InterviewTestCallAnswer> {
  return apiJson<InterviewTestCallAnswer>(
    `/api/admin/interview/versions/${encodeURIComponent(id)}/try`,
    { method: 'POST' },
  );
}
