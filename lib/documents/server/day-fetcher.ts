import 'server-only';
import { getEnv } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { NotFoundError } from '@/lib/ofd/errors';
import { fetchByPeriodDay } from './by-period-day';
import type { DayFetcher } from './load-period';
import type { RegisterContext } from './register';
import { fetchTicketsDay } from './tickets-day';
import { processShared } from '@/lib/process/shared';

// Which operation reads a day: the paged `documents/by-period` where the operator offers it, the
// deprecated `tickets` where it does not. An operator without paging answers 404; once `tickets`
// then works for the same day, that operator (by base URL) is read with `tickets` from then on.
// A 404 that `tickets` shares (an unknown register) is not taken as "no paging".

// Process-shared: what one bundle learnt of an operator, the others need not learn again.
const withoutPaging = () => processShared('documents.without-paging', () => new Set<string>());

export type DayFetchers = { paged: DayFetcher; tickets: DayFetcher };

export function preferPaging(baseUrl: string, fetchers: DayFetchers): DayFetcher {
  return async (chunk, signal) => {
    if (withoutPaging().has(baseUrl)) return fetchers.tickets(chunk, signal);
    try {
      return await fetchers.paged(chunk, signal);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      const result = await fetchers.tickets(chunk, signal);
      if (!withoutPaging().has(baseUrl)) {
        withoutPaging().add(baseUrl);
        logEvent('info', 'ofd.paging-unavailable', { fallback: 'tickets' });
      }
      return result;
    }
  };
}

/** The day fetcher for one register, by OFD_DOCUMENTS_PAGING. */
export function dayFetcherFor(register: RegisterContext): DayFetcher {
  const env = getEnv();
  const tickets = fetchTicketsDay(register);
  if (env.documentsPaging === 'off') return tickets;
  return preferPaging(env.baseUrl, { paged: fetchByPeriodDay(register), tickets });
}
