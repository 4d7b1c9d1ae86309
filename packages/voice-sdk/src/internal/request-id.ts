/** The platform's id for a request, as support asks for it: `x-request-id`, `request-id` or `cf-ray`. */
export function requestIdOf(headers: Headers | undefined): string | undefined {
  if (!headers) return undefined;
  return (
    headers.get('x-request-id') ?? headers.get('request-id') ?? headers.get('cf-ray') ?? undefined
  );
}
