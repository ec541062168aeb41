// The deterministic demo-data generator of the built-in service (issue 3, item 8).
export { DEFAULT_SEED, demoWorldRoles, generateDemoWorld, type DemoWorldRoles } from './generate';
export { OWNER_USER, PARTNER_USER } from './grants';
export type {
  DemoWorld,
  GenerateOptions,
  LocalDateTime,
  WorldCashbox,
  WorldDocument,
  WorldGrant,
  WorldOrganization,
} from './world';
