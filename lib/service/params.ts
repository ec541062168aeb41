import type { z } from 'zod';
import type { CalendarDate } from '@/lib/dates/calendar';
import { endOfDay, isLocalDateTime, parseQueryDate, startOfDay } from '@/lib/dates/local-date-time';
import { type DocumentType, isDocumentType } from '@/lib/ofd/document-types';
import {
  fdNumberSchema,
  fiscalDriveNumberSchema,
  guidSchema,
  innSchema,
  organizationIdSchema,
  rnmSchema,
} from '@/lib/ofd/ids';
import { ERRORS, fail } from './errors';
import { param, type RouteContext } from './routes/context';
import type { Period } from './window';

// Request parameters of the service. Each parser answers the operator's 400 for its parameter.

export const parseInn = (text: string) => parsed(innSchema, text) ?? fail(ERRORS.innInvalid());
export const parseRegNumber = (text: string) =>
  parsed(rnmSchema, text) ?? fail(ERRORS.requestInvalid('kktRegId'));
export const parseDriveNumber = (text: string) =>
  parsed(fiscalDriveNumberSchema, text) ?? fail(ERRORS.requestInvalid('fsId'));
export const parseFdNumber = (text: string) =>
  parsed(fdNumberSchema, text) ?? fail(ERRORS.requestInvalid('documentId'));
/** The service's ids are lower-case GUIDs; a client may spell one in capitals. */
export const parseDocumentId = (text: string) =>
  parsed(guidSchema, text) ?? fail(ERRORS.requestInvalid('documentId'));
/**
 * The organization in a route's path: a GUID. The mirror's copy, read in-process, keeps the
 * operator's own ids, which need not be GUIDs (docs/real-operators.md): those are taken as stored.
 */
export function parseOrganizationId(ctx: RouteContext): string {
  const text = param(ctx, 'organizationId');
  const guid = parsed(guidSchema, text)?.toLowerCase();
  if (guid) return guid;
  if (ctx.operatorIds && parsed(organizationIdSchema, text)) return text;
  return fail(ERRORS.requestInvalid('organizationId'));
}

function parsed<T>(schema: z.ZodType<T>, v: string): T | null {
  const result = schema.safeParse(v);
  return result.success ? result.data : null;
}

/** A query parameter given once; absent or empty is "required", repeated is invalid. */
export function single(query: URLSearchParams, name: string): string {
  const values = query.getAll(name);
  if (values.length > 1) fail(ERRORS.requestInvalid(name));
  const value = values[0];
  if (value === undefined || value === '') fail(ERRORS.required(name));
  return value;
}

export function optional(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1) fail(ERRORS.requestInvalid(name));
  return values[0] === '' ? undefined : values[0];
}

/** `tickets`: two calendar dates in the four formats, both inclusive (dateTo up to 23:59:59). */
export function parseDatePeriod(query: URLSearchParams): Period {
  const from = parseQueryDate(single(query, 'dateFrom')) ?? fail(ERRORS.dateInvalid('dateFrom'));
  const to = parseQueryDate(single(query, 'dateTo')) ?? fail(ERRORS.dateInvalid('dateTo'));
  if (from > to) fail(ERRORS.periodInvalid());
  return { from: startOfDay(from), to: endOfDay(to) };
}

/** `documents/by-period`: two local date-times `yyyy-MM-ddTHH:mm:ss`, both inclusive. */
export function parseDateTimePeriod(query: URLSearchParams): Period {
  const from = single(query, 'dateFrom');
  if (!isLocalDateTime(from)) fail(ERRORS.dateTimeInvalid('dateFrom'));
  const to = single(query, 'dateTo');
  if (!isLocalDateTime(to)) fail(ERRORS.dateTimeInvalid('dateTo'));
  if (from > to) fail(ERRORS.periodInvalid());
  return { from, to };
}

/** `types`: a comma list of document types; absent means all, an unknown one is invalid. */
export function parseTypes(query: URLSearchParams): DocumentType[] | undefined {
  const text = optional(query, 'types');
  if (text === undefined) return undefined;
  const types = text.split(',').map((t) => t.trim());
  if (!types.every(isDocumentType)) fail(ERRORS.requestInvalid('types'));
  return [...new Set(types)];
}

/** `documents?date=`: one calendar day in the four formats of `tickets`. */
export function parseDay(query: URLSearchParams): CalendarDate {
  return parseQueryDate(single(query, 'date')) ?? fail(ERRORS.dateInvalid('date'));
}
