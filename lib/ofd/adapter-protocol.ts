import { BadRequestError, NotFoundError } from './errors';
import type { OperatorCall } from './local-copy';

// The calls of our protocol that another operator's adapter answers (lib/ofd/adapters.ts), the
// same for every kind: which call a path is, what their queries must hold, and the pages of
// `documents/by-period`, whose cursor the adapter makes itself. What each operator is asked to
// answer them stays in its own adapter.

/** Each call an adapter serves, by its path in our protocol. */
const PATHS = {
  organizations: '/v2/organizations',
  organization: '/v2/organizations/{orgId}',
  registers: '/v2/organizations/{orgId}/cashboxes',
  register: '/v2/organizations/{orgId}/cashboxes/{rnm}',
  byPeriod: '/v2/organizations/{orgId}/cashboxes/{rnm}/documents/by-period',
  tickets: '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets',
  ticket: '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets/{fd}',
};

/** An adapter's answer to each call it serves, read from its operator. */
type AdapterAnswers = Record<keyof typeof PATHS, () => Promise<unknown>>;

/** The answer to `call`, by its path: one of `answers`. */
export async function answerByPath(call: OperatorCall, answers: AdapterAnswers): Promise<unknown> {
  const names = Object.keys(PATHS) as (keyof typeof PATHS)[];
  const name = names.find((n) => PATHS[n] === call.path);
  // Statistics and anything else the other operators have no answer for: the 404 of an operator
  // without statistics, whose status is what tells the overview to sum documents itself
  // (docs/statistics.md, lib/overview/server/load-overview.ts).
  if (!name) throw new NotFoundError({ status: 404 });
  return answers[name]();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

type Query = Record<string, string>;
type Page = { start: number; limit: number };

/** `tickets`' days (both given, in order) as the span of their wall clock; else a bad request. */
export function ticketsSpan(query: Query) {
  const { dateFrom, dateTo } = query;
  if (!dateFrom || !dateTo || !DAY.test(dateFrom) || !DAY.test(dateTo) || dateFrom > dateTo) {
    throw new BadRequestError();
  }
  return { from: `${dateFrom}T00:00:00`, to: `${dateTo}T23:59:59` };
}

/**
 * `documents/by-period`'s span (both ends date-times) and page: `limit` 1–1000, 1000 when absent,
 * the `offset` the adapter gave as the cursor; else a bad request.
 */
export function byPeriodPage(query: Query): { span: { from: string; to: string }; page: Page } {
  const { dateFrom, dateTo } = query;
  if (!dateFrom || !dateTo || !DATE_TIME.test(dateFrom) || !DATE_TIME.test(dateTo)) {
    throw new BadRequestError();
  }
  const limit = Math.min(1000, Math.max(1, Number(query.limit ?? 1000) || 1000));
  const start = query.offset === undefined ? 0 : Number(query.offset);
  if (!Number.isSafeInteger(start) || start < 0) throw new BadRequestError();
  return { span: { from: dateFrom, to: dateTo }, page: { start, limit } };
}

/** One page of the period's documents, in time order, and the cursor after it if more follow. */
export function pageOf<T>(all: T[], { start, limit }: Page) {
  // The cursor is ours to make: how many documents the pages before it held.
  const more = start + limit < all.length;
  return {
    documents: all.slice(start, start + limit),
    paging: more ? { nextOffset: String(start + limit) } : {},
  };
}
