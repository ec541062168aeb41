'use client';

import { QueryClient, QueryClientProvider, isServer } from '@tanstack/react-query';
import type { ReactNode } from 'react';

function makeQueryClient() {
  // A short staleTime keeps the server's prefetched data from being refetched at once on hydration.
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient() {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

export function Providers({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
