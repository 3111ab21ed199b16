/** The claims the browser reads from Google's credential. */
export interface GoogleClaims {
  email?: string;
  name?: string;
}

/**
 * Reads the payload of Google's ID token without verifying it: the server verifies the
 * signature and never trusts these values.
 */
export function readGoogleClaims(credential: string): GoogleClaims {
  const payload = credential.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null) return {};
    const { email, name } = claims as Record<string, unknown>;
    return {
      email: typeof email === 'string' ? email : undefined,
      name: typeof name === 'string' ? name : undefined,
    };
  } catch {
    return {};
  }
}
