import type { APIRequestContext } from '@playwright/test';

// An export the audit trail can be read for: the first register of the first organization, as the
// dashboard's own API lists them, and the last day of its window.

type Listed = {
  regNumber: string;
  permissionTo: string;
  fiscalDrive: { fiscalDriveNumber: string };
};

/** The organization, the register (`rnm`), its drive, the day, and the CSV export's address for that day. */
export async function firstRegisterExport(request: APIRequestContext) {
  const [org] = (await (await request.get('/api/organizations')).json()) as { id: string }[];
  const [register] = (await (
    await request.get(`/api/organizations/${org!.id}/cashboxes`)
  ).json()) as Listed[];
  const rnm = register!.regNumber;
  const day = register!.permissionTo.slice(0, 10);
  const drive = register!.fiscalDrive.fiscalDriveNumber;
  const url = `/api/organizations/${org!.id}/cashboxes/${rnm}/documents/export?drive=${drive}&from=${day}&to=${day}`;
  return { orgId: org!.id, rnm, drive, day, url };
}
