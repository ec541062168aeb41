'use client';

import { LazyRouteError as RouteError } from '@/components/errors/lazy-route-error';

// The one error boundary of every page, inside the root layout (header and navigation stay): a
// server component threw something unexpected. Known upstream failures never get here; the pages
// show them in place (lib/query/prefetch.server.ts). Never shows the error's message, which may
// carry internals; its digest links to the server log.
export default function ErrorPage(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <RouteError {...props} />;
}
