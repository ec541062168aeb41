import { expect, type APIRequestContext } from './load-aware-test';
import type { RegisterView, OrganizationView } from '../../lib/ofd/views';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';

// The built-in service's own answers, read with the demo integrator's credentials, so that specs
// compare what the pages show with the service's data instead of with hard-coded copies.

export type ServiceOrganization = OrganizationView;
/** The wire spells the drive `fiscalDriverNumber` in register records (docs/operator-api.md). */
export type ServiceDrive = { fiscalDriverNumber: string; earliestDocumentTimestamp: string | null };
export type ServiceRegister = Omit<
  RegisterView,
  'kpp' | 'fiscalDrive' | 'fiscalDrives' | 'lastCashReceiptTimestamp'
> & { fiscalDrive: ServiceDrive | null; fiscalDrives: ServiceDrive[] };
export type DemoEntry = { organization: ServiceOrganization; cashboxes: ServiceRegister[] };

export async function serviceGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, {
    headers: {
      'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
      Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
    },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export async function demoDirectory(request: APIRequestContext): Promise<DemoEntry[]> {
  const organizations = await serviceGet<ServiceOrganization[]>(request, '/v2/organizations');
  return Promise.all(
    organizations.map(async (organization) => ({
      organization,
      cashboxes: await serviceGet<ServiceRegister[]>(
        request,
        `/v2/organizations/${organization.id}/cashboxes`,
      ),
    })),
  );
}

/** The first register (with its organization) that satisfies the predicate. */
export async function findRegister(
  request: APIRequestContext,
  predicate: (cashbox: ServiceRegister) => boolean,
): Promise<{ organization: ServiceOrganization; cashbox: ServiceRegister }> {
  for (const { organization, cashboxes } of await demoDirectory(request)) {
    const cashbox = cashboxes.find(predicate);
    if (cashbox) return { organization, cashbox };
  }
  throw new Error('The demo world has no such register');
}

/** The service's record of one register, straight from /v2/…/cashboxes/<rnm>. */
export function serviceRegister(request: APIRequestContext, orgId: string, rnm: string) {
  return serviceGet<ServiceRegister>(request, `/v2/organizations/${orgId}/cashboxes/${rnm}`);
}

/** `YYYY-MM-DDThh:mm:ss` as the English pages show it, without seconds. */
export function enDateTime(value: string): string {
  return `${value.slice(0, 10)} ${value.slice(11, 16)}`;
}

export const registerPath = (orgId: string, rnm: string) =>
  `/organizations/${orgId}/cashboxes/${rnm}`;
