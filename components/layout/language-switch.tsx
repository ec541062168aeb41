'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { locales } from '@/lib/i18n/locales';
import { setLocale } from '@/lib/i18n/set-locale';

export function LanguageSwitch({ current }: { current: string }) {
  const t = useTranslations('Common.language');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div
      role="group"
      aria-label={t('label')}
      className="flex rounded-md border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={current === locale}
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              await setLocale(locale);
              router.refresh();
            })
          }
          className="rounded px-2.5 py-1 text-sm text-slate-700 aria-pressed:bg-brand-600 aria-pressed:text-white disabled:opacity-60 dark:text-slate-200"
        >
          {t(locale)}
        </button>
      ))}
    </div>
  );
}
