import 'server-only';
import { z } from 'zod';
import { ROLES, ownerSeesNothing } from '@/lib/auth/roles';
import { getAppAuth } from './auth';
import { adminActionViewer } from './admin-only';
import { recordAudit } from './audit';
import {
  PeopleError,
  createPerson,
  getPerson,
  personInputSchema,
  setDisabled,
  setGrants,
  setPassword,
  setRole,
} from './people';

// What the /settings/people forms do, for an administrator only, each change audited. Returns
// the notice the page shows next (a key of the People.notice catalog).

export type PeopleNotice =
  | 'created'
  | 'created-sees-nothing'
  | 'saved'
  | 'saved-sees-nothing'
  | 'disabled'
  | 'enabled'
  | 'password'
  | 'duplicate'
  | 'invalid'
  | 'self';

const orgIdsOf = (form: FormData) => form.getAll('orgIds').map(String);
const actor = (viewer: { id: string; email: string }) => ({
  actorId: viewer.id,
  actorEmail: viewer.email,
});

export async function createPersonFromForm(form: FormData): Promise<PeopleNotice> {
  const viewer = await adminActionViewer('create-person');
  const input = personInputSchema.safeParse({
    email: form.get('email'),
    password: form.get('password'),
    role: form.get('role'),
    orgIds: orgIdsOf(form),
  });
  if (!input.success) return 'invalid';
  const app = await getAppAuth();
  try {
    const person = await createPerson(app, input.data);
    await recordAudit(app.db, {
      action: 'person-created',
      ...actor(viewer),
      subject: person.email,
      details: { role: person.role, orgIds: person.orgIds, via: 'web' },
    });
    return ownerSeesNothing(person) ? 'created-sees-nothing' : 'created';
  } catch (error) {
    if (error instanceof PeopleError && error.reason === 'duplicate-email') return 'duplicate';
    throw error;
  }
}

const updateSchema = z.object({ userId: z.string().min(1), role: z.enum(ROLES) });

export async function updatePersonFromForm(form: FormData): Promise<PeopleNotice> {
  const viewer = await adminActionViewer('update-person');
  const input = updateSchema.safeParse({ userId: form.get('userId'), role: form.get('role') });
  if (!input.success) return 'invalid';
  const app = await getAppAuth();
  const person = await getPerson(app, input.data.userId);
  if (!person) return 'invalid';
  if (person.id === viewer.id && input.data.role !== 'admin') return 'self';
  const orgIds = input.data.role === 'owner' ? orgIdsOf(form) : [];
  if (person.role !== input.data.role) {
    await setRole(app, person.id, input.data.role);
    await recordAudit(app.db, {
      action: 'person-role-changed',
      ...actor(viewer),
      subject: person.email,
      details: { role: input.data.role, via: 'web' },
    });
  }
  if (orgIds.join() !== person.orgIds.join()) {
    await setGrants(app, person.id, orgIds);
    await recordAudit(app.db, {
      action: 'person-grants-changed',
      ...actor(viewer),
      subject: person.email,
      details: { orgIds, via: 'web' },
    });
  }
  return ownerSeesNothing({ role: input.data.role, orgIds }) ? 'saved-sees-nothing' : 'saved';
}

export async function setDisabledFromForm(form: FormData): Promise<PeopleNotice> {
  const viewer = await adminActionViewer('set-disabled');
  const app = await getAppAuth();
  const person = await getPerson(app, String(form.get('userId') ?? ''));
  if (!person) return 'invalid';
  const disabled = form.get('disabled') === 'true';
  if (person.id === viewer.id && disabled) return 'self';
  await setDisabled(app, person.id, disabled);
  await recordAudit(app.db, {
    action: disabled ? 'person-disabled' : 'person-enabled',
    ...actor(viewer),
    subject: person.email,
    details: { via: 'web' },
  });
  return disabled ? 'disabled' : 'enabled';
}

export async function setPasswordFromForm(form: FormData): Promise<PeopleNotice> {
  const viewer = await adminActionViewer('set-password');
  const app = await getAppAuth();
  const person = await getPerson(app, String(form.get('userId') ?? ''));
  const password = personInputSchema.shape.password.safeParse(form.get('password'));
  if (!person || !password.success) return 'invalid';
  await setPassword(app, person.id, password.data);
  await recordAudit(app.db, {
    action: 'person-password-set',
    ...actor(viewer),
    subject: person.email,
    details: { via: 'web' },
  });
  return 'password';
}
