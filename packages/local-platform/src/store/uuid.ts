const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID string (any version), as the provider's ids are. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
