import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadOrCreateSecret } from '../../plugins/app-secrets.ts';
import {
  createRazorpayGateway,
  createSimulatedGateway,
  type PaymentGateway,
} from '../../plugins/payment-gateway.ts';

/** Razorpay when keys are configured, else the simulated twin with a secret shared through the database. */
export async function gatewayFromConfig(config: Config, db: Database): Promise<PaymentGateway> {
  if (config.razorpay) return createRazorpayGateway(config.razorpay);
  return createSimulatedGateway(await loadOrCreateSecret(db, 'simulated_gateway_secret'));
}
