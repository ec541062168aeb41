'use client';

import { RouteError } from '@/components/errors/route-error';

export default function DocumentError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <RouteError {...props} />;
}
