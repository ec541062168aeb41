import { expect, type APIRequestContext } from './load-aware-test';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';

// Who the e2e suite signs in as. The main app (built-in service) has the demo people; the fault
// app talks to an "external" operator, so it gets one administrator from the users CLI at start.

export type RoleName = keyof typeof DEMO_PEOPLE;

export const FAULT_ADMIN = { email: 'fault-admin@e2e.example', password: 'fault-admin-password' };

/** storageState files written by e2e/setup/sign-in.setup.ts. */
export const stateFile = (name: RoleName | 'fault-admin') => `test-results/.auth/${name}.json`;

export async function signIn(
  request: APIRequestContext,
  origin: string,
  person: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  return request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email: person.email, password: person.password },
    headers: { Origin: origin, ...headers },
  });
}

export async function signInOk(
  request: APIRequestContext,
  origin: string,
  person: { email: string; password: string },
) {
  const response = await signIn(request, origin, person);
  expect(response.status(), await response.text()).toBe(200);
}
