'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useViewerRole } from './viewer-context';

/**
 * On the sign-in page, a header that still names a person is left over from a session that ended:
 * an in-app navigation to a page the door sent to /sign-in keeps the root layout it had. A refresh
 * renders the layout again, for nobody (docs/keep-my-place.md).
 */
export function StaleViewerRefresh() {
  const role = useViewerRole();
  const router = useRouter();
  useEffect(() => {
    if (role) router.refresh();
  }, [role, router]);
  return null;
}
