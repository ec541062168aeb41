import type { APIRequestContext } from '@playwright/test';
import { pageTemplates } from './app-routes';
import { recentReceipt, type Register } from './documents-world';

// What a scan of every page of the app visits: each page template filled from one real receipt
// of the demo world, and the documents pages given the period that receipt is in.

const DOCUMENTS = '/organizations/[orgId]/cashboxes/[kktRegId]/documents';

/** Every page template a signed-in person visits (the sign-in page sends them on). */
export const signedInTemplates = () => pageTemplates().filter((t) => t !== '/sign-in');

/** The ids that fill the templates and the query each one needs (none for most). */
export async function scanTargets(request: APIRequestContext, register?: Register) {
  const found = await recentReceipt(request, 2, register);
  const ids = {
    orgId: found.register.orgId,
    kktRegId: found.register.rnm,
    fd: String(found.receipt.fiscalDocumentNumber),
  };
  const period = `?${new URLSearchParams({ drive: found.drive, from: found.from, to: found.to })}`;
  const query: Record<string, string> = { [DOCUMENTS]: period, [`${DOCUMENTS}/[fd]`]: period };
  return { ...found, ids, query };
}
