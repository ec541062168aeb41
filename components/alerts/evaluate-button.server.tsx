import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { evaluateAction } from './actions.server';

/** Admins: one evaluation now, as POST /api/alerts/evaluate does. */
export async function EvaluateButton() {
  const t = await getTranslations('Alerts');
  return (
    <form action={evaluateAction}>
      <Button type="submit" variant="secondary">
        {t('evaluate')}
      </Button>
    </form>
  );
}
