// Sign-in and sign-out, the two writes the browser makes to better-auth's routes (app/api/auth):
// here so that the browser's requests all leave from lib/query (docs/conventions.md).

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** The sign-in answer as it came: the form reads its status, Retry-After and problem. */
export function postSignIn(email: FormDataEntryValue | null, password: FormDataEntryValue | null) {
  return fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password }),
  });
}

/** Ends the session; a failure is ignored (the page leaves for sign-in either way). */
export async function postSignOut(): Promise<void> {
  await fetch('/api/auth/sign-out', { method: 'POST', headers: JSON_HEADERS, body: '{}' }).catch(
    () => undefined,
  );
}
