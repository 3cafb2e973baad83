import type { AppServices } from '../../../http/context';
import { ApiError } from '../../../http/errors';

/** One payout the API asks a provider to make. */
export interface PayoutRequest {
  /** Sent with every attempt of this payout: the provider pays a key at most once. */
  idempotencyKey: string;
  withdrawalId: number;
  /** Coin code, e.g. USDT. */
  coin: string;
  chain: string | null;
  address: string;
  /** Decimal string: what the user receives. */
  amount: string;
  /** Where the provider reports the outcome (`POST /api/third-party/wallet/webhook`). */
  callbackUrl: string;
}

export interface PayoutAccepted {
  /** The provider's id of the payout. */
  externalId: string;
}

/**
 * A payout provider. `submit` answers once the provider has accepted the payout; the outcome arrives
 * later through the webhook, signed with the webhook secret of the third-party wallet settings:
 *
 *   headers  `x-payout-timestamp`: Unix seconds; `x-payout-signature`: `sha256=` + hex HMAC-SHA256 of
 *            `${timestamp}.${raw body}` keyed with the webhook secret
 *   body     `{ eventId, type: 'payout.confirmed' | 'payout.failed', idempotencyKey, externalId?, txHash?, reason? }`
 *
 * `submit` throws `PayoutRefused` when the provider answered that it will not make the payout (nothing
 * is paid, the withdrawal goes back to review); any other error means the outcome is unknown (a
 * timeout, say), and the payout stays submitted until the webhook settles it.
 */
export interface PayoutProvider {
  readonly name: string;
  /**
   * The provider's calls are authenticated with the API key and secret of the third-party wallet settings:
   * automatic payout is refused while either is not set.
   */
  readonly needsApiCredentials?: boolean;
  submit(request: PayoutRequest): Promise<PayoutAccepted>;
}

/** The provider answered and will not make the payout. */
export class PayoutRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutRefused';
  }
}

export type PayoutProviderFactory = (services: AppServices) => PayoutProvider;

const factories = new Map<string, PayoutProviderFactory>();
const instances = new WeakMap<AppServices, PayoutProvider>();

/** Makes a provider selectable with env `PAYOUT_PROVIDER=<name>`. */
export function registerPayoutProvider(name: string, factory: PayoutProviderFactory): void {
  factories.set(name, factory);
}

/** The simulated provider is for development and tests: it pays nothing real. */
export const SIMULATED_PROVIDER = 'simulated';

/** The name env `PAYOUT_PROVIDER` selects; outside production the simulated provider by default, in production none. */
export function payoutProviderName(production: boolean): string | null {
  const configured = process.env.PAYOUT_PROVIDER?.trim();
  if (configured) return configured;
  return production ? null : SIMULATED_PROVIDER;
}

/** The provider automatic payout goes through; a clear 503 when this server has none. */
export function payoutProvider(services: AppServices): PayoutProvider {
  const cached = instances.get(services);
  if (cached) return cached;
  const name = payoutProviderName(services.production);
  if (!name) {
    throw new ApiError(503, 'Automatic payout is not configured on this server (set PAYOUT_PROVIDER): review the withdrawal manually');
  }
  if (name === SIMULATED_PROVIDER && services.production) {
    throw new ApiError(503, 'The simulated payout provider never runs in production: configure a real provider with PAYOUT_PROVIDER');
  }
  const factory = factories.get(name);
  if (!factory) throw new ApiError(503, `Automatic payout is configured with an unknown provider "${name}" (PAYOUT_PROVIDER)`);
  const provider = factory(services);
  instances.set(services, provider);
  return provider;
}
