/**
 * True on phones and tablets, read lazily from the user agent (never at import, so the SDK
 * loads in server rendering where `navigator` is absent).
 */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.userAgent !== 'string') return false;
  return /android|iphone|ipad|ipod|iemobile|blackberry|opera mini|mobile/i.test(
    navigator.userAgent,
  );
}
