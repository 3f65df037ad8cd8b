import { ping, type Db } from '../../core/db/client.ts';

/** What the load balancer asks: is this process able to serve (its database answers)? */
export function createHealthService(deps: { db: Db }) {
  return {
    ready: () => ping(deps.db),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
