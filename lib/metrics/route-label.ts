// The label a dashboard request is counted under: its route template, never the concrete path, so
// that metrics stay a bounded set of series however many registers and documents are opened.

const PARAM_AFTER: Record<string, string> = {
  organizations: '[orgId]',
  cashboxes: '[kktRegId]',
};

export function routeLabel(pathname: string): string {
  const parts = pathname.split('/');
  return parts
    .map((part, i) => {
      const parent = parts[i - 1] ?? '';
      if (part === '') return part;
      if (PARAM_AFTER[parent]) return PARAM_AFTER[parent];
      if (parent === 'documents' && /^\d+$/.test(part)) return '[fd]';
      // Anything else that looks like an identifier or is unusually long.
      return /\d{4,}|^[0-9a-f-]{16,}$/i.test(part) || part.length > 40 ? '[id]' : part;
    })
    .join('/');
}
