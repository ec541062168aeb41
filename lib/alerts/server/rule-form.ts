import 'server-only';

// The /settings/alerts form as the body POST /api/alerts/rules takes, for the same schema: empty
// lists and fields are left out (every reason, every organization, no quiet hours).

export function ruleBodyFromForm(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const list = (name: string) => {
    const values = form.getAll(name).filter((v): v is string => typeof v === 'string' && v !== '');
    return values.length > 0 ? values : undefined;
  };
  const from = text('quietFrom');
  const to = text('quietTo');
  const mode = text('mode') ?? 'immediate';
  const body: Record<string, unknown> = {
    channel: text('channel'),
    target: text('target'),
    reasons: list('reasons'),
    minSeverity: text('minSeverity'),
    organizationIds: list('organizationIds'),
    quietHours: from || to ? { from, to } : undefined,
    mode,
    dailyAt: mode === 'daily' ? text('dailyAt') : undefined,
    timeZone: text('timeZone'),
    locale: text('locale'),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}
