'use server';

import { getLocale } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { languageInputSchema, ruleIdSchema, ruleInputSchema } from '@/lib/alerts/rule.schema';
import { ruleBodyFromForm } from '@/lib/alerts/server/rule-form';
import { addRule, chooseLanguage, removeRule, testRule } from '@/lib/alerts/server/rules-service';
import { evaluateInApp } from '@/lib/alerts/server/run';
import { UnprocessableError } from '@/lib/problems/unprocessable';
import { requestViewer } from '@/lib/auth/server/viewer';
import { isLocale } from '@/lib/i18n/locales';
import { clientAddress } from '@/lib/security/client-address';
import { alertsHref } from '@/lib/urls/urls';
import { refusalOf, refusedBy } from './action-refusal.server';

// The /settings/alerts forms. Creating answers in place (a webhook's secret is shown once, never
// put in a URL) and has the page drawn again beside that answer, so the new rule is in the list at
// once: a list that showed it only after a reload made people create it twice (docs/alerts.md).
// The others reload the page with a notice, a refusal's too (action-refusal.server.ts): a rule
// that is gone or not the person's, a role that may not, a spent budget.

export type CreateRuleState =
  | { status: 'idle' }
  | { status: 'created'; secret: string | null }
  | { status: 'invalid'; detail: string }
  | { status: 'not-allowed' }
  | { status: 'too-many' };

async function viewer() {
  const found = await requestViewer();
  if (!found) redirect('/sign-in');
  return found;
}

export async function createRuleAction(
  _previous: CreateRuleState,
  form: FormData,
): Promise<CreateRuleState> {
  const person = await viewer();
  const parsed = ruleInputSchema.safeParse(ruleBodyFromForm(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: 'invalid', detail: `${issue?.path.join('.')} ${issue?.message}` };
  }
  const locale = await getLocale();
  const from = clientAddress(await headers());
  try {
    const { secret } = await addRule(person, parsed.data, isLocale(locale) ? locale : 'en', from);
    revalidatePath(alertsHref);
    return { status: 'created', secret };
  } catch (error) {
    if (error instanceof UnprocessableError) {
      return { status: 'invalid', detail: `${error.path} ${error.message}` };
    }
    const refusal = refusalOf(error);
    if (refusal === 'not-allowed' || refusal === 'too-many') return { status: refusal };
    throw error;
  }
}

/** A rule's id from the form; one that cannot be an id is a rule that is not there. */
const ruleId = (form: FormData) => ruleIdSchema.safeParse({ id: form.get('id') }).data?.id;
const refused = (refusal: string) => redirect(`${alertsHref}?notice=refused-${refusal}`);

export async function deleteRuleAction(form: FormData) {
  const person = await viewer();
  const id = ruleId(form);
  if (!id) return refused('not-found');
  const from = clientAddress(await headers());
  const refusal = await refusedBy(() => removeRule(person, id, from));
  if (refusal) return refused(refusal);
  revalidatePath(alertsHref);
  redirect(`${alertsHref}?notice=deleted`);
}

export async function testRuleAction(form: FormData) {
  const person = await viewer();
  const id = ruleId(form);
  if (!id) return refused('not-found');
  const from = clientAddress(await headers());
  let sent = false;
  const refusal = await refusedBy(async () => {
    sent = (await testRule(person, id, from)).status === 'sent';
  });
  if (refusal) return refused(refusal);
  redirect(`${alertsHref}?notice=${sent ? 'test-sent' : 'test-failed'}`);
}

export async function evaluateAction() {
  const person = await viewer();
  if (person.role !== 'admin') redirect(alertsHref);
  const result = await evaluateInApp();
  redirect(`${alertsHref}?notice=evaluated&recorded=${result.recorded}`);
}

/** The language of the person's messages; every rule of theirs follows (docs/alerts.md). */
export async function chooseLanguageAction(form: FormData) {
  const person = await viewer();
  const parsed = languageInputSchema.safeParse({ locale: form.get('locale') });
  if (parsed.success) await chooseLanguage(person, parsed.data.locale);
  redirect(`${alertsHref}?notice=language`);
}
