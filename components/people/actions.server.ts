'use server';

import { redirect } from 'next/navigation';
import { peopleHref } from '@/lib/urls/urls';
import {
  createPersonFromForm,
  setDisabledFromForm,
  setPasswordFromForm,
  updatePersonFromForm,
  type PeopleNotice,
} from '@/lib/auth/server/people-actions';

// The /settings/people forms; each answers by reloading the page with a notice.

const done = (notice: PeopleNotice): never => redirect(`${peopleHref}?notice=${notice}`);

export async function createPersonAction(form: FormData) {
  done(await createPersonFromForm(form));
}

export async function updatePersonAction(form: FormData) {
  done(await updatePersonFromForm(form));
}

export async function setDisabledAction(form: FormData) {
  done(await setDisabledFromForm(form));
}

export async function setPasswordAction(form: FormData) {
  done(await setPasswordFromForm(form));
}
