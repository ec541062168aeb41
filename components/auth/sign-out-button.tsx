'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { postSignOut } from '@/lib/query/session';
import { signInHref } from '@/lib/urls/urls';

/** Ends the session on the server, then leaves for the sign-in page (a full load drops all state). */
export function SignOutButton() {
  const t = useTranslations('Auth');
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    await postSignOut();
    // A full load, not a client navigation: nothing of the signed-in person stays in memory.
    window.location.replace(signInHref());
  };
  return (
    <Button variant="ghost" size="sm" onClick={signOut} disabled={pending}>
      {t('signOut')}
    </Button>
  );
}
