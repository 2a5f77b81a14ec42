import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadOrCreateSecret } from '../../plugins/app-secrets.ts';
import {
  createRazorpayGateway,
  createSimulatedGateway,
  type PaymentGateway,
} from '../../plugins/payment-gateway.ts';

/** The gateway the configuration chose (config.ts refuses a production start that chose none). */
export async function gatewayFromConfig(config: Config, db: Database): Promise<PaymentGateway> {
  if (config.paymentGateway === 'razorpay') {
    if (!config.razorpay) throw new Error('Razorpay was chosen without keys');
    return createRazorpayGateway(config.razorpay);
  }
  return createSimulatedGateway(await loadOrCreateSecret(db, 'simulated_gateway_secret'), db);
}
