import { ERRORS, fail } from '../errors';
import type { StoredRegister, StoredOrganization, Principal, Store } from '../store/types';

// Access checks shared by the routes. Tenant isolation: an organization that exists but is not
// granted to the caller answers exactly like one that does not exist — the same 403
// access-to:organization:forbidden with the same body — so no caller can probe for other tenants'
// ids or INNs. (404 organization:not-found is never sent for that reason.) Registers work the same
// way with 403 access-to:cashbox:forbidden.

export async function grantedOrganization(store: Store, who: Principal, id: string) {
  return (await store.findOrganization(who, id)) ?? fail(ERRORS.organizationForbidden());
}

export async function grantedRegister(
  store: Store,
  who: Principal,
  organizations: StoredOrganization[],
  regNumber: string,
): Promise<{ organization: StoredOrganization; cashbox: StoredRegister }> {
  if (organizations.length === 0) fail(ERRORS.organizationForbidden());
  for (const organization of organizations) {
    const cashbox = await store.findRegister(who, organization.id, regNumber);
    if (cashbox) return { organization, cashbox };
  }
  fail(ERRORS.cashboxForbidden());
}

/** The drive must have been installed in this register at some time, else 404 404001. */
export async function installedDrive(store: Store, regNumber: string, driveNumber: string) {
  if (!(await store.hasFiscalDrive(regNumber, driveNumber))) fail(ERRORS.documentNotFound());
}

export function permissionWindow(cashbox: StoredRegister) {
  return { from: cashbox.permissionFrom, to: cashbox.permissionTo };
}
