/**
 * True on phones and tablets, read lazily from the user agent (never at import, so the SDK
 * loads in server rendering where `navigator` is absent).
 */
export function isMobileDevice(): boolean {
  return /android|iphone|ipad|ipod|blackberry|opera mini|mobile/i.test(
    globalThis.navigator?.userAgent ?? '',
  );
}
