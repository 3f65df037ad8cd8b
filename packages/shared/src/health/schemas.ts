import { z } from 'zod';
import { successEnvelope } from '../http/envelope.ts';

/** `/health` and `/health/ready`: alive, and able to reach the database. */
export const healthSchema = successEnvelope(z.object({ status: z.literal('ok') }));
