'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ruleIdSchema, snoozeInputSchema } from '@/lib/alerts/rule.schema';
import { acknowledge, snoozeReason } from '@/lib/alerts/server/episodes-service';
import { requestViewer } from '@/lib/auth/server/viewer';
import { clientAddress } from '@/lib/security/client-address';
import { healthHref } from '@/lib/urls/urls';

import { refusedBy, type Refusal } from './action-refusal.server';

// Acknowledge and snooze from the health board (docs/alerts.md). The services check the person's
// role and scope and write the audit trail; a refusal comes back as a state the form shows
// (action-refusal.server.ts); the board re-renders with the new state.

export type EpisodeActionState = { status: 'idle' | 'done' | Refusal };

async function viewer() {
  const found = await requestViewer();
  if (!found) redirect('/sign-in');
  return found;
}

async function settle(work: () => Promise<unknown>): Promise<EpisodeActionState> {
  const refusal = await refusedBy(work);
  if (refusal) return { status: refusal };
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
    note: form.get('note') ?? undefined,
  });
  if (!parsed.success) return { status: 'invalid' };
  const from = clientAddress(await headers());
  return settle(() => snoozeReason(person, parsed.data, from));
}
