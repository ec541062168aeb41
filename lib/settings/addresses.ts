import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { SettingProblem } from '@/lib/env';

// The operators' addresses, checked at start (docs/configuration.md, "Checked at start"): a host
// name that does not exist is a wrong setting, refused like any other, with its variable named.
// An operator that exists but does not answer now is not: operators have maintenance windows,
// and the copy (docs/mirror.md) and the other connections carry people through them, so that one
// passes here and is shown on its own rows once pages ask for it.

/** Resolves a host name; rejects with the resolver's error code. */
export type Lookup = (host: string) => Promise<unknown>;

/** The resolver's answers that say a name does not exist, not that it could not be asked now. */
const NO_SUCH_NAME: readonly string[] = ['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA', 'ENODATA'];
const LOOKUP_DEADLINE_MS = 5_000;

/** Each operator address the settings name: the default connection's and every named one's. */
export function operatorAddresses(
  source: Record<string, string | undefined>,
): { variable: string; url: string }[] {
  const names = (source.OFD_CONNECTIONS ?? '').split(',').map((name) => name.trim());
  const variables = [
    'OFD_BASE_URL',
    ...names.filter(Boolean).map((n) => `OFD_${n.toUpperCase()}_BASE_URL`),
  ];
  return variables.flatMap((variable) => {
    const url = source[variable]?.trim();
    return url && URL.canParse(url) ? [{ variable, url }] : [];
  });
}

/** The addresses whose host name does not exist; a host that could not be asked in time passes. */
export async function unknownHosts(
  source: Record<string, string | undefined>,
  lookup: Lookup = (host) => dnsLookup(host),
): Promise<SettingProblem[]> {
  const checks = operatorAddresses(source).map(async ({ variable, url }) => {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) || host === 'localhost') return [];
    const code = await answerOf(lookup(host));
    return code && NO_SUCH_NAME.includes(code)
      ? [{ variable, problem: 'names a host that does not exist (the name does not resolve)' }]
      : [];
  });
  return (await Promise.all(checks)).flat();
}

/** The error code a lookup ends with, undefined when it succeeds or runs out of time. */
async function answerOf(pending: Promise<unknown>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), LOOKUP_DEADLINE_MS);
  });
  try {
    return await Promise.race([
      pending.then(
        () => undefined,
        (error: { code?: string }) => error?.code ?? 'unknown',
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
