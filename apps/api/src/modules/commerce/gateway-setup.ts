import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { appMeta } from '../../db/schema/meta.ts';
import {
  createRazorpayGateway,
  createSimulatedGateway,
  type PaymentGateway,
} from '../../plugins/payment-gateway.ts';

const SIMULATED_SECRET_KEY = 'simulated_gateway_secret';

/**
 * Razorpay when keys are configured, else the simulated twin. The simulated secret lives in the database,
 * so every instance and every restart signs and verifies with the same one.
 */
export async function gatewayFromConfig(config: Config, db: Database): Promise<PaymentGateway> {
  if (config.razorpay) return createRazorpayGateway(config.razorpay);
  await db
    .insert(appMeta)
    .values({ key: SIMULATED_SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SIMULATED_SECRET_KEY));
  return createSimulatedGateway(String(row?.value));
}
