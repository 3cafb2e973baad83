import type { AppServices } from '../../../../http/context';
import { type MailSink, startMailSink } from './mail-sink';
import { type SmsSink, startSmsSink } from './sms-sink';

/**
 * The mail and SMS sinks of a development or test server (never production), started by the server itself
 * (`otpSettingRoutes` starts them with the server outside the test runner; otherwise the first use does) on
 * 127.0.0.1: mail (SMTP) on `MAIL_SINK_PORT` (default 2525), SMS and the page of what arrived on
 * `SMS_SINK_PORT` (default 2526). The demo data's channels point at those defaults. Under the test runner both
 * take free ports; a default port already taken (a second server) falls back to a free one. `OTP_SINKS=off`
 * starts none.
 */
export interface DevSinks {
  mail: MailSink;
  sms: SmsSink;
}

const underTestRunner = () => Boolean(process.env.NODE_TEST_CONTEXT);
export const DEFAULT_MAIL_SINK_PORT = 2525;
export const DEFAULT_SMS_SINK_PORT = 2526;

/** The port a sink is asked for: the environment's, else the default (a free port under the test runner). */
function wantedPort(name: 'MAIL_SINK_PORT' | 'SMS_SINK_PORT', fallback: number): number {
  const configured = Number(process.env[name]);
  if (Number.isInteger(configured) && configured >= 0 && configured <= 65535 && process.env[name]?.trim()) return configured;
  return underTestRunner() ? 0 : fallback;
}

/** Where the demo data's channels send: the sinks' default addresses. */
export const demoSinkAddresses = () => ({
  mailPort: wantedPort('MAIL_SINK_PORT', DEFAULT_MAIL_SINK_PORT) || DEFAULT_MAIL_SINK_PORT,
  smsUrl: `http://127.0.0.1:${wantedPort('SMS_SINK_PORT', DEFAULT_SMS_SINK_PORT) || DEFAULT_SMS_SINK_PORT}/sms`,
});

export const sinksEnabled = (services: AppServices) => !services.production && process.env.OTP_SINKS?.trim() !== 'off';

const log = (line: string) => {
  if (!underTestRunner()) console.log(line);
};

async function onPortOrFree<T>(start: (port: number) => Promise<T>, port: number, what: string): Promise<T> {
  try {
    return await start(port);
  } catch (error) {
    if (port === 0 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    log(`The ${what} could not take port ${port} (in use): it takes a free port instead; channels pointing at ${port} do not reach it`);
    return start(0);
  }
}

const running = new WeakMap<AppServices, Promise<DevSinks>>();

export function devSinks(services: AppServices): Promise<DevSinks> {
  let started = running.get(services);
  if (!started) {
    started = (async () => {
      const mail = await onPortOrFree((port) => startMailSink({ port }), wantedPort('MAIL_SINK_PORT', DEFAULT_MAIL_SINK_PORT), 'mail sink');
      const sms = await onPortOrFree(
        (port) => startSmsSink({ port, mails: () => mail.received }),
        wantedPort('SMS_SINK_PORT', DEFAULT_SMS_SINK_PORT),
        'SMS sink',
      );
      log(`Development mail sink: smtp://${mail.host}:${mail.port}; SMS sink: ${sms.url}/sms; what arrived: ${sms.url}/`);
      return { mail, sms };
    })();
    running.set(services, started);
    started.catch(() => running.delete(services));
  }
  return started;
}

/** Stops this server's sinks, if they run (tests). */
export async function stopDevSinks(services: AppServices): Promise<void> {
  const started = running.get(services);
  if (!started) return;
  running.delete(services);
  const sinks = await started.catch(() => null);
  if (sinks) await Promise.all([sinks.mail.close(), sinks.sms.close()]);
}

/** Starts the sinks with a development server (not under the test runner, where the first use starts them). */
export function startDevSinksWithServer(services: AppServices): void {
  if (!sinksEnabled(services) || underTestRunner()) return;
  devSinks(services).catch((error: Error) => log(`The development mail and SMS sinks did not start: ${error.message}`));
}
