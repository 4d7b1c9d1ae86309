// better-auth puts the session token in some JSON answers (sign-in, the TOTP check, get-session,
// list-sessions). The dashboard never reads it: its session is the HttpOnly cookie, which page
// script cannot read. A token in a body can: a script injected into the page, a browser
// extension or a cached answer could take it. So the answers lose it on the way out.

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` without its `token` field, and its `session` without one either. */
function withoutToken(value: Json): Json {
  if (!isObject(value)) return value;
  const { token: _token, ...rest } = value;
  if (isObject(rest.session)) {
    const { token: _sessionToken, ...session } = rest.session;
    rest.session = session;
  }
  return rest;
}

/**
 * better-auth's `response` without session tokens in its JSON body (top level, `session`, and
 * each item of a list); other bodies pass unchanged. Status and headers (cookies) stay.
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!/^application\/json\b/i.test(response.headers.get('content-type') ?? '')) return response;
  const text = await response.text();
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const cleaned = Array.isArray(body) ? body.map(withoutToken) : withoutToken(body);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(cleaned), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
