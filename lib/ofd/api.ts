import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { logEvent } from '@/lib/log';
import { ofdGet } from './client';
import { currentCorrelationId } from './correlation';
import type { CalendarDate } from './dates';
import { readDocumentRow, type ParsedRow } from './document-row';
import { BadResponseError, OutsidePermissionWindowError } from './errors';
import {
  cashboxListSchema,
  cashboxSchema,
  documentEnvelopeSchema,
  organizationListSchema,
  organizationSchema,
  type FiscalDocument,
} from './schemas';
import {
  toCashboxView,
  toOrganizationView,
  type CashboxView,
  type DocumentListView,
  type OrganizationView,
} from './views';
import { assertDriveInRegister, assertPeriodInWindow, isInWindow } from './window';

// The functions that pages (server components) and the dashboard API share. Inputs are already
// validated (lib/api/params.ts); outputs are views, never the operator's records as they came.
// The two lookups that documents need too are wrapped in React's `cache`: within one server render
// a page's prefetches share them; elsewhere (route handlers, tests) `cache` simply calls through.

export async function listOrganizations(): Promise<OrganizationView[]> {
  const list = await ofdGet({ path: '/v2/organizations', schema: organizationListSchema });
  return list.map(toOrganizationView);
}

export const getOrganization = cache(async (orgId: string): Promise<OrganizationView> => {
  const org = await ofdGet({
    path: '/v2/organizations/{orgId}',
    params: { orgId },
    schema: organizationSchema,
  });
  return toOrganizationView(org);
});

export async function listCashboxes(orgId: string): Promise<CashboxView[]> {
  const list = await ofdGet({
    path: '/v2/organizations/{orgId}/cashboxes',
    params: { orgId },
    schema: cashboxListSchema,
  });
  return list.map(toCashboxView);
}

export const getCashbox = cache(async (orgId: string, rnm: string): Promise<CashboxView> => {
  const cashbox = await ofdGet({
    path: '/v2/organizations/{orgId}/cashboxes/{rnm}',
    params: { orgId, rnm },
    schema: cashboxSchema,
  });
  if (cashbox.regNumber !== rnm) throw new BadResponseError('mismatch');
  return toCashboxView(cashbox);
});

export type DocumentsInput = {
  orgId: string;
  rnm: string;
  drive: string;
  from: CalendarDate;
  to: CalendarDate;
};

/** The organization's INN (for the `tickets` path) and the register (for its drives and window). */
async function resolveRegister(orgId: string, rnm: string, drive: string) {
  const [org, cashbox] = await Promise.all([getOrganization(orgId), getCashbox(orgId, rnm)]);
  assertDriveInRegister(cashbox, drive);
  return { inn: org.inn, cashbox };
}

const TICKETS = '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets';

export async function listDocuments(input: DocumentsInput): Promise<DocumentListView> {
  const { orgId, rnm, drive, from, to } = input;
  const { inn, cashbox } = await resolveRegister(orgId, rnm, drive);
  assertPeriodInWindow(cashbox, from, to);
  // Elements are read one by one, as rows (lib/ofd/document-row.ts): one odd document must not
  // hide a month of good ones, and a month must not cost a full body parse per document.
  const raw = await ofdGet({
    path: TICKETS,
    params: { inn, rnm, drive },
    query: { dateFrom: from, dateTo: to },
    schema: z.array(z.unknown()),
  });
  const rows: ParsedRow[] = [];
  let unreadable = 0;
  for (const element of raw) {
    const parsed = readDocumentRow(element);
    if (!parsed) unreadable += 1;
    else if (belongsTo(parsed, rnm, drive) && isInWindow(cashbox, parsed.row.dateTime)) {
      rows.push(parsed);
    }
  }
  if (unreadable > 0) {
    logEvent('warn', 'ofd.unreadable-documents', {
      path: TICKETS,
      count: unreadable,
      correlationId: currentCorrelationId(),
    });
  }
  rows.sort((a, b) => a.row.fd - b.row.fd);
  return {
    period: { from, to },
    window: { permissionFrom: cashbox.permissionFrom, permissionTo: cashbox.permissionTo },
    documents: rows.map(({ row }) => row),
    unreadable,
  };
}

export async function getDocument(input: {
  orgId: string;
  rnm: string;
  drive: string;
  fd: number;
}): Promise<FiscalDocument> {
  const { orgId, rnm, drive, fd } = input;
  const { inn, cashbox } = await resolveRegister(orgId, rnm, drive);
  const document = await ofdGet({
    path: `${TICKETS}/{fd}`,
    params: { inn, rnm, drive, fd: String(fd) },
    schema: documentEnvelopeSchema,
  });
  // The operator answered for this register, drive and number, or its answer is not usable.
  if (document.fiscalDocumentNumber !== fd || !belongsTo(document, rnm, drive)) {
    throw new BadResponseError('mismatch');
  }
  if (!isInWindow(cashbox, document.dateTime)) {
    const { permissionFrom, permissionTo } = cashbox;
    throw new OutsidePermissionWindowError({ permissionFrom, permissionTo });
  }
  return document;
}

type Located = { kktRegId: string; fiscalDriveNumber: string };

function belongsTo(document: Located, rnm: string, drive: string): boolean {
  return document.kktRegId === rnm && document.fiscalDriveNumber === drive;
}
