import { z } from 'zod';
import { route } from '../../../http/routes';
import { devSinks } from './sinks/running';

/*
 * Development only (never registered in production): where this server's mail and SMS sinks listen and what they
 * received, so the browser tests and a developer can point a channel at them and see a test arrive. The sinks'
 * own page (`GET /` of the SMS sink's address) shows the same.
 */

const receivedMail = z
  .object({
    id: z.number().int(),
    receivedAt: z.string(),
    username: z.string().nullable(),
    envelopeFrom: z.string().nullable(),
    envelopeTo: z.array(z.string()),
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
  })
  .strict();
const receivedSms = z
  .object({
    id: z.number().int(),
    receivedAt: z.string(),
    path: z.string(),
    contentType: z.string(),
    fields: z.record(z.string(), z.string()),
    rawBody: z.string(),
    signature: z.string().nullable(),
    timestamp: z.string().nullable(),
  })
  .strict();
const sinksAnswer = z
  .object({
    mail: z.object({ host: z.string(), port: z.number().int(), received: z.array(receivedMail) }).strict(),
    sms: z.object({ url: z.string(), page: z.string(), received: z.array(receivedSms) }).strict(),
  })
  .strict();

export function otpDevRoutes() {
  return [
    route({
      method: 'GET',
      path: 'dev/otp/sinks',
      name: 'What the development mail and SMS sinks received',
      response: sinksAnswer,
      handler: async ({ services }) => {
        const { mail, sms } = await devSinks(services);
        return {
          mail: { host: mail.host, port: mail.port, received: mail.received },
          sms: { url: `${sms.url}/sms`, page: `${sms.url}/`, received: sms.received },
        };
      },
    }),
  ];
}
