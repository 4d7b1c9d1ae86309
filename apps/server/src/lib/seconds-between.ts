/** Whole seconds between a call's start and end; 0 when the start is unknown. */
export function secondsBetween(startedAt: Date | null, endedAt: Date): number {
  if (!startedAt) return 0;
  return Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000));
}
