// Reads values out of the Prometheus text format that `GET /metrics` answers.

/**
 * The value of the sample `name` whose labels include every one of `labels` (the first such
 * line), or undefined when there is none.
 * @example sampleValue(text, 'vibe_signups_total', { kind: 'new' }) // 1
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const shown = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => shown.includes(`${key}="${value}"`))) {
      return Number(match[3]);
    }
  }
  return undefined;
}

/** The names of every metric the text describes (its `# TYPE` lines). */
export function metricNames(text: string): string[] {
  return [...text.matchAll(/^# TYPE (\S+) \S+$/gm)].map((match) => match[1]!);
}
