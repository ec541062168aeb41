'use client';

import type { ErrorBoundaryProps } from '@/components/errors/reset-button';
import { RouteError } from '@/components/errors/route-error';

export default function SegmentError(props: ErrorBoundaryProps) {
  return <RouteError {...props} />;
}
