/**
 * The payload of a JWT as plain JSON, or undefined when the token is not a JWT. Only reads:
 * the signature is the server's business.
 */
export function decodeTokenPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (character) =>
      character.charCodeAt(0),
    );
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
