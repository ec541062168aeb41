'use client';

import { LazyRouteError as RouteError } from '@/components/errors/lazy-route-error';

export default function SegmentError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <RouteError {...props} />;
}
