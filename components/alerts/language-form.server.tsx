import 'server-only';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { ALERT_LOCALES, type AlertLocale } from '@/lib/alerts/types';
import { chooseLanguageAction } from './actions.server';

/** The language of the person's messages: one for all their rules (docs/alerts.md, "Language"). */
export async function LanguageForm({ current }: { current: AlertLocale }) {
  const t = await getTranslations('Alerts');
  const language = await getTranslations('Common.language');
  return (
    <form
      action={chooseLanguageAction}
      aria-labelledby="alert-language"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-col gap-1.5">
        <label id="alert-language" htmlFor="alert-locale" className="text-lg font-semibold">
          {t('languageTitle')}
        </label>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('languageHint')}</p>
        <Select id="alert-locale" name="locale" defaultValue={current} className="h-11">
          {ALERT_LOCALES.map((l) => (
            <option key={l} value={l}>
              {language(l)}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" size="lg" variant="secondary">
        {t('languageSave')}
      </Button>
    </form>
  );
}
