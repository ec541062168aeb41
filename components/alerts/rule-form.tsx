'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import type { CreateRuleState } from './actions.server';
import { RuleFormFields, type OrganizationChoice } from './rule-form-fields';

// The new-rule form. It answers in place, so a webhook's signing secret is shown here once and
// never travels in a URL.

type CreateRule = (state: CreateRuleState, form: FormData) => Promise<CreateRuleState>;

/** `create` is the server action (components/alerts/actions.server.ts), handed down by the page. */
export function RuleForm({
  organizations,
  create,
}: {
  organizations: OrganizationChoice[];
  create: CreateRule;
}) {
  const t = useTranslations('Alerts');
  const [state, action, pending] = useActionState(create, { status: 'idle' });
  return (
    <FormCard action={action} titleId="new-rule" title={t('add')}>
      <RuleFormFields organizations={organizations} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <div>
          <Button type="submit" disabled={pending}>
            {t('create')}
          </Button>
        </div>
        {state.status === 'created' && (
          <Alert tone="success" role="status">
            {t('notice.created')}
          </Alert>
        )}
        {state.status === 'created' && state.secret && (
          <Alert tone="warning" role="status">
            <p className="font-semibold">{t('secretTitle')}</p>
            <p>{t.rich('secretText', { code: (chunks) => <code>{chunks}</code> })}</p>
            <code data-testid="webhook-secret" className="mt-2 block break-all font-mono text-sm">
              {state.secret}
            </code>
          </Alert>
        )}
        {state.status === 'invalid' && (
          <Alert tone="danger" role="alert">
            {t('notice.invalid', { detail: state.detail })}
          </Alert>
        )}
        {state.status === 'not-allowed' && (
          <Alert tone="danger" role="alert">
            {t('notice.not-allowed')}
          </Alert>
        )}
        {state.status === 'too-many' && (
          <Alert tone="danger" role="alert">
            {t('notice.refused-too-many')}
          </Alert>
        )}
      </div>
    </FormCard>
  );
}
