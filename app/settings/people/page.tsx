import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { PersonCreateForm } from '@/components/people/person-create-form.server';
import { PersonRow } from '@/components/people/person-row.server';
import { Alert } from '@/components/ui/alert';
import { adminPageViewer } from '@/lib/auth/server/admin-only';
import { getAppAuth } from '@/lib/auth/server/auth';
import { listPeople } from '@/lib/auth/server/people';
import { listOrganizations } from '@/lib/operator/api';
import { titleMetadata } from '@/components/layout/title-metadata';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ notice?: string }> };

const NOTICES = [
  'created',
  'created-sees-nothing',
  'saved',
  'saved-sees-nothing',
  'disabled',
  'enabled',
  'password',
  'duplicate',
  'invalid',
  'self',
];
const PROBLEMS = ['duplicate', 'invalid', 'self'];
// Done, but an owner granted nothing sees nothing (lib/auth/roles.ts): said as a warning.
const WARNINGS = ['created-sees-nothing', 'saved-sees-nothing'];

export const generateMetadata = titleMetadata('People');

export default async function PeoplePage({ searchParams }: Props) {
  // First, before any read (lib/auth/server/admin-only.ts says why the layout is not enough).
  await adminPageViewer();
  const t = await getTranslations('People');
  const { notice } = await searchParams;
  const [people, organizations] = await Promise.all([
    listPeople(await getAppAuth()),
    listOrganizations().catch(() => []),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('title')} lead={t('lead')} leadClassName="max-w-3xl" />
      {notice && NOTICES.includes(notice) && (
        <Alert
          tone={
            PROBLEMS.includes(notice) ? 'danger' : WARNINGS.includes(notice) ? 'warning' : 'success'
          }
          role="status"
        >
          {t(`notice.${notice}` as 'notice.created')}
        </Alert>
      )}
      <PersonCreateForm organizations={organizations} />
      <ul className="flex flex-col gap-3">
        {people.map((person) => (
          <PersonRow key={person.id} person={person} organizations={organizations} />
        ))}
      </ul>
    </div>
  );
}
