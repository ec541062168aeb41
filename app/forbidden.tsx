import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requestViewer } from '@/lib/auth/server/viewer';

// What `forbidden()` answers (403): a signed-in person whose role may not open the page, e.g.
// support staff on the administrators' settings (lib/auth/server/admin-only.ts). The not-found
// page told them the link was mistyped; this one says the page is there, who may open it and whom
// to ask (docs/people.md, "Where it is enforced"). It names only the reader's own role.
export default async function Forbidden() {
  const t = await getTranslations('Errors');
  const roles = await getTranslations('ExportFailed.roles');
  const common = await getTranslations('Common');
  const viewer = await requestViewer();
  const role = viewer ? roles(viewer.role) : '—';
  return (
    <div className="mx-auto max-w-xl py-12" data-testid="forbidden">
      <h1 className="text-2xl font-semibold">{t('forbiddenTitle')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('forbiddenText', { role })}</p>
      <Link
        href="/"
        className="mt-6 inline-flex min-h-11 items-center font-medium text-brand-700 underline dark:text-brand-100"
      >
        {common('home')}
      </Link>
    </div>
  );
}
