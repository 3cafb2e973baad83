import type { AppServices } from '../../../http/context';
import {
  type PayoutAccepted,
  type PayoutProvider,
  PayoutRefused,
  type PayoutRequest,
  registerPayoutProvider,
  SIMULATED_PROVIDER,
} from './provider';
import { buildPayoutSimulator, type PayoutSimulator } from './simulator';
import { webhookSecret } from './webhook-secret';

interface RunningSimulator extends PayoutSimulator {
  url: string;
}

const running = new WeakMap<AppServices, Promise<RunningSimulator>>();

/**
 * The simulator of this API instance, started on first use on 127.0.0.1 (`PAYOUT_SIMULATOR_PORT`, default
 * a free port). Its server and its connections are unref'd: it never keeps the process alive on its own.
 */
export function payoutSimulator(services: AppServices): Promise<RunningSimulator> {
  let started = running.get(services);
  if (!started) {
    started = (async () => {
      const simulator = buildPayoutSimulator({
        secret: () => webhookSecret(services.db, services.production),
        clock: services.clock,
        log: (line) => {
          if (!process.env.NODE_TEST_CONTEXT && process.env.NODE_ENV !== 'test') console.log(line);
        },
      });
      const url = await simulator.app.listen({ host: '127.0.0.1', port: Number(process.env.PAYOUT_SIMULATOR_PORT ?? 0) });
      simulator.app.server.unref();
      // Its kept-alive connections too: each would hold the process for the server's keep-alive time (72 s).
      simulator.app.server.on('connection', (socket) => socket.unref());
      return { ...simulator, url };
    })();
    running.set(services, started);
    started.catch(() => running.delete(services));
  }
  return started;
}

/** Stops the simulator of this API instance, if one runs (tests, shutdown). */
export async function stopPayoutSimulator(services: AppServices): Promise<void> {
  const started = running.get(services);
  if (!started) return;
  running.delete(services);
  const simulator = await started;
  await simulator.app.close();
}

/** The client side: submits payouts to the simulator over HTTP, as a real provider's client would. */
export class SimulatedPayoutProvider implements PayoutProvider {
  readonly name = SIMULATED_PROVIDER;
  constructor(private readonly services: AppServices) {}

  async submit(request: PayoutRequest): Promise<PayoutAccepted> {
    const simulator = await payoutSimulator(this.services);
    const answer = await fetch(`${simulator.url}/payouts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await answer.json().catch(() => ({}))) as { externalId?: string; error?: string };
    if (answer.status >= 400 && answer.status < 500) throw new PayoutRefused(body.error ?? `the simulator answered ${answer.status}`);
    if (!answer.ok || !body.externalId) throw new Error(`the simulator answered ${answer.status}`);
    return { externalId: body.externalId };
  }
}

registerPayoutProvider(SIMULATED_PROVIDER, (services) => new SimulatedPayoutProvider(services));
