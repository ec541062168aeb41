import { e2ePort } from './ports.mjs';

// Ports, URLs and credentials of the fault-injection rig, shared by playwright.config.ts and the
// specs in e2e/faults. Everything derives from the main app's port, chosen once per run
// (e2e/ports.mjs: free ports, or E2E_PORT): proxy on +10, the second dashboard on +11.

export const mainPort = e2ePort();
export const faultProxyPort = mainPort + 10;
export const faultAppPort = mainPort + 11;

export const faultProxyUrl = `http://127.0.0.1:${faultProxyPort}`;
export const faultAppUrl = `http://127.0.0.1:${faultAppPort}`;

/**
 * The second dashboard's own credentials. Not the demo values and not in the app's source: if
 * either shows up in a page or a chunk, it can only have leaked from the server's configuration.
 */
export const faultCredentials = {
  apiKey: 'e2e-fault-key-8d41c0a7-6b25-4f1e-9e37-52c9ab0f6d13',
  sessionId: 'e2e-fault-session-4e7a19c3b2d85f06',
};

export type FaultMode =
  'pass' | '500' | 'slow' | 'delay' | '401' | 'garbage' | 'cut' | 'reset' | '429' | 'no-statistics';

/** Takes the Taxcom stand-in down (it answers 503) until the mode is set again (setFaultMode). */
export async function setTaxcomDown(): Promise<void> {
  const response = await fetch(`${faultProxyUrl}/__fault/taxcom-down`, { method: 'POST' });
  if (!response.ok) throw new Error('fault proxy refused to take Taxcom down');
}

/** Takes the OFD.ru stand-in down (every call answers 503) until the mode is set again. */
export async function setOfdRuDown(): Promise<void> {
  const response = await fetch(`${faultProxyUrl}/__fault/ofdru-down`, { method: 'POST' });
  if (!response.ok) throw new Error('fault proxy refused to take OFD.ru down');
}

/** Switches the proxy's mode; returns how many operator calls it saw in the previous mode. */
export async function setFaultMode(mode: FaultMode, delayMs?: number): Promise<number> {
  const before = await fetch(`${faultProxyUrl}/__fault/mode`).then((r) => r.json());
  const response = await fetch(`${faultProxyUrl}/__fault/mode`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode, delayMs }),
  });
  if (!response.ok) throw new Error(`fault proxy refused mode ${mode}`);
  return (before as { seen: number }).seen;
}
