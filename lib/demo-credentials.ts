// Fixed credentials of the demo world. They are public on purpose (README, .env.example): they only
// open the built-in service's generated demo data, never a real operator.
export const DEMO_INTEGRATOR = {
  apiKey: '6f1c2a9e-3b7d-4e58-9a0c-d1e2f3a4b5c6',
  sessionId: 'demo-owner-session-7d3f9b21c4e8',
} as const;

// A second integrator that sees only part of the demo world, to prove tenant isolation.
export const DEMO_PARTNER = {
  apiKey: '0b7e5d4c-2a19-4f86-b3c1-e9d8c7b6a5f4',
  sessionId: 'demo-partner-session-51aa08e6f2d9',
} as const;
