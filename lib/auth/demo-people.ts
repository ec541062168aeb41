// The demo people created on the first start of the built-in service (README, "Demo people").
// Public on purpose, like the demo integrator's credentials: they open only generated demo data.
// The owner is granted the first organization the demo integrator sees.

export const DEMO_PEOPLE = {
  admin: { email: 'admin@demo.example', password: 'demo-admin-password', role: 'admin' },
  owner: { email: 'owner@demo.example', password: 'demo-owner-password', role: 'owner' },
  support: { email: 'support@demo.example', password: 'demo-support-password', role: 'support' },
} as const;
