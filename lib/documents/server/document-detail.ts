import 'server-only';
import { z } from 'zod';
import { operatorGet } from '@/lib/operator/call';
import { BadResponseError, NotFoundError, OutsidePermissionWindowError } from '@/lib/ofd/errors';
import type { RegisterTimeZone } from '@/lib/dates/wall-clock';
import { documentEnvelopeSchema } from '@/lib/ofd/schemas';
import { localizeDocument } from '@/lib/ofd/wall-clock';
import type { DocumentDetail } from '../contract/api';
import { inPeriod, type DateTimeSpan } from './day-chunks';
import { readCachedDocument } from './read-cached';
import { resolveRegister } from './register';
import { TICKETS } from './tickets-day';

// One document in full (the normalized view with `raw`, checked by the full schema) with the
// register around it and its neighbours on the drive, for the receipt and report pages.

type Where = { orgId: string; rnm: string; drive: string; inn: string };

function ticket<S extends z.ZodType>(where: Where, fd: number, schema: S) {
  return operatorGet({
    path: `${TICKETS}/{fd}`,
    params: { inn: where.inn, rnm: where.rnm, drive: where.drive, fd: String(fd) },
    schema,
  });
}

/**
 * A neighbour exists when the operator has it and it lies in the window. FD numbers of a drive run
 * without gaps (the drive numbers every document it signs), so fd ± 1 is the neighbour or nothing.
 */
async function neighbour(
  where: Where,
  fd: number,
  window: DateTimeSpan,
  zone: RegisterTimeZone,
): Promise<number | null> {
  if (fd < 1) return null;
  try {
    const read = readCachedDocument(await ticket(where, fd, z.unknown()), zone);
    return read.ok && inPeriod(read.document.dateTime, window) ? fd : null;
  } catch (error) {
    // The operator answers "not found" for a number it lacks or one outside the window.
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export async function documentDetail(input: {
  orgId: string;
  rnm: string;
  drive: string;
  fd: number;
}): Promise<DocumentDetail> {
  const register = await resolveRegister(input.orgId, input.rnm, input.drive);
  const where = { ...input, inn: register.organization.inn };
  const { window, zone } = register;
  const [sent, prev, next] = await Promise.all([
    ticket(where, input.fd, documentEnvelopeSchema),
    neighbour(where, input.fd - 1, window, zone),
    neighbour(where, input.fd + 1, window, zone),
  ]);
  // The same wall clock as the list's (lib/ofd/wall-clock.ts).
  const document = localizeDocument(sent, zone);
  // The operator answered for this register, drive and number, or its answer is not usable.
  if (
    document.fiscalDocumentNumber !== input.fd ||
    document.kktRegId !== input.rnm ||
    document.fiscalDriveNumber !== input.drive
  ) {
    throw new BadResponseError('mismatch');
  }
  if (!inPeriod(document.dateTime, window)) {
    throw new OutsidePermissionWindowError({
      permissionFrom: window.from,
      permissionTo: window.to,
    });
  }
  return {
    document,
    organization: register.organization,
    register: register.register,
    prev,
    next,
  };
}
