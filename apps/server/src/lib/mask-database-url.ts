/**
 * A database URL fit for printing: the password is replaced with `***`.
 * @example maskDatabaseUrl('postgres://app:s3cret@db:5432/x') // 'postgres://app:***@db:5432/x'
 */
export function maskDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    // An unparsable URL may still hold a password; show only its scheme.
    return `${url.split(':')[0] ?? 'database'}://…`;
  }
}
