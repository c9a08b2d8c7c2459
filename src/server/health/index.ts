export { healthRoutes, type HealthOptions, type RedisStatus } from './health-routes.ts';
export { createReadiness, type Readiness, type ReadinessState } from './readiness.ts';
