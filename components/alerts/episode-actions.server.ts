'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ruleIdSchema, snoozeInputSchema } from '@/lib/alerts/rule.schema';
import { acknowledge, snoozeReason } from '@/lib/alerts/server/episodes-service';
import { requestViewer } from '@/lib/auth/server/viewer';
import { NotFoundError } from '@/lib/ofd/errors';
import { clientAddress } from '@/lib/security/client-address';
import { healthHref } from '@/lib/urls/urls';

// Acknowledge and snooze from the health board (docs/alerts.md). The services check that the
// person may see the register and write the audit trail; the board re-renders with the new state.

export type EpisodeActionState = { status: 'idle' | 'done' | 'invalid' | 'not-found' };

async function viewer() {
  const found = await requestViewer();
  if (!found) redirect('/sign-in');
  return found;
}

async function settle(work: () => Promise<unknown>): Promise<EpisodeActionState> {
  try {
    await work();
  } catch (error) {
    if (error instanceof NotFoundError) return { status: 'not-found' };
    throw error;
  }
  revalidatePath(healthHref);
  return { status: 'done' };
}

export async function acknowledgeAction(
  _previous: EpisodeActionState,
  form: FormData,
): Promise<EpisodeActionState> {
  const person = await viewer();
  const parsed = ruleIdSchema.safeParse({ id: form.get('id') });
  if (!parsed.success) return { status: 'invalid' };
  const from = clientAddress(await headers());
  return settle(() => acknowledge(person, parsed.data.id, from));
}

/** `until` is an ISO time the browser computed in the person's own zone; it must be ahead. */
export async function snoozeAction(
  _previous: EpisodeActionState,
  form: FormData,
): Promise<EpisodeActionState> {
  const person = await viewer();
  const parsed = snoozeInputSchema.safeParse({
    organizationId: form.get('organizationId'),
    rnm: form.get('rnm'),
    reason: form.get('reason'),
    until: form.get('until'),
  });
  if (!parsed.success || Date.parse(parsed.data.until) <= Date.now()) return { status: 'invalid' };
  const from = clientAddress(await headers());
  return settle(() => snoozeReason(person, parsed.data, from));
}
