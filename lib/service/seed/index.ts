// The deterministic demo-data generator of the built-in service.
export { DEFAULT_SEED, demoWorldRoles, generateDemoWorld, type DemoWorldRoles } from './generate';
export { OWNER_USER, PARTNER_USER } from './grants';
export type {
  DemoWorld,
  GenerateOptions,
  LocalDateTime,
  WorldRegister,
  WorldDocument,
  WorldGrant,
  WorldOrganization,
} from './world';
