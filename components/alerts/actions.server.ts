'use server';

import { getLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { languageInputSchema, ruleIdSchema, ruleInputSchema } from '@/lib/alerts/rule.schema';
import { ruleBodyFromForm } from '@/lib/alerts/server/rule-form';
import { addRule, chooseLanguage, removeRule, testRule } from '@/lib/alerts/server/rules-service';
import { evaluateInApp } from '@/lib/alerts/server/run';
import { UnprocessableError } from '@/lib/problems/unprocessable';
import { NotAllowedError } from '@/lib/auth/server/errors';
import { requestViewer } from '@/lib/auth/server/viewer';
import { isLocale } from '@/lib/i18n/locales';
import { alertsHref } from '@/lib/urls/urls';

// The /settings/alerts forms. Creating answers in place (a webhook's secret is shown once, never
// put in a URL); the others reload the page with a notice.

export type CreateRuleState =
  | { status: 'idle' }
  | { status: 'created'; secret: string | null }
  | { status: 'invalid'; detail: string }
  | { status: 'not-allowed' };

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
  try {
    const { secret } = await addRule(person, parsed.data, isLocale(locale) ? locale : 'en');
    return { status: 'created', secret };
  } catch (error) {
    if (error instanceof NotAllowedError) return { status: 'not-allowed' };
    if (error instanceof UnprocessableError) {
      return { status: 'invalid', detail: `${error.path} ${error.message}` };
    }
    throw error;
  }
}

const ruleId = (form: FormData) => ruleIdSchema.parse({ id: form.get('id') }).id;

export async function deleteRuleAction(form: FormData) {
  await removeRule(await viewer(), ruleId(form));
  redirect(`${alertsHref}?notice=deleted`);
}

export async function testRuleAction(form: FormData) {
  const outcome = await testRule(await viewer(), ruleId(form));
  redirect(`${alertsHref}?notice=${outcome.status === 'sent' ? 'test-sent' : 'test-failed'}`);
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
