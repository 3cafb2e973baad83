import type { AddressInfo } from 'node:net';

/**
 * A local mail sink for development and tests: a real SMTP server (the `smtp-server` package: no protocol written
 * here) on 127.0.0.1 that accepts every message and keeps it, parsed (`mailparser`), so a developer or a test can
 * see what the console sent. It takes plain SMTP with AUTH PLAIN/LOGIN (no TLS: loopback only). Without `accepts`
 * any user name and password sign in; with it, others are refused as a real server refuses a wrong password.
 */
export interface ReceivedMail {
  id: number;
  receivedAt: string;
  /** The user name the sender signed in with (null: none). */
  username: string | null;
  envelopeFrom: string | null;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface MailSink {
  host: string;
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Kept per sink, newest last; older ones dropped beyond this. */
const KEEP = 200;
const MAX_MESSAGE_BYTES = 1024 * 1024;

export async function startMailSink(
  opts: { port?: number; accepts?: (username: string, password: string) => boolean } = {},
): Promise<MailSink> {
  // Imported when a sink starts (a development server, a test of the OTP channels): about half a CPU second that
  // every other start of the API would pay for nothing.
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')]);
  const received: ReceivedMail[] = [];
  let next = 1;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    banner: 'console development mail sink',
    logger: false,
    onAuth(auth, _session, callback) {
      const username = auth.username ?? '';
      if (opts.accepts && !opts.accepts(username, auth.password ?? '')) {
        callback(new Error('Invalid user name or password'));
        return;
      }
      callback(null, { user: username });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const address = (value: typeof mail.to) => (Array.isArray(value) ? value.map((v) => v.text).join(', ') : (value?.text ?? ''));
          received.push({
            id: next++,
            receivedAt: new Date().toISOString(),
            username: typeof session.user === 'string' ? session.user : null,
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: mail.from?.text ?? '',
            to: address(mail.to),
            subject: mail.subject ?? '',
            text: (mail.text ?? '').trim(),
          });
          if (received.length > KEEP) received.splice(0, received.length - KEEP);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  let starting: ((error: Error) => void) | null = null;
  // A client's broken connection is its own problem: the sink goes on (an 'error' without a listener would throw).
  server.on('error', (error: Error) => starting?.(error));
  await new Promise<void>((resolve, reject) => {
    starting = reject;
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      starting = null;
      resolve();
    });
  });
  // It never keeps the process alive on its own.
  server.server.unref();
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
