import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CONTENT_TYPES, type ExportFormat, type SheetSource, writeSheet } from './writers';

export function attachment(reply: FastifyReply, format: ExportFormat, fileName: string): FastifyReply {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
}

/** Sends `body` and waits until the answer has gone (or the client left). */
export async function sendStream(reply: FastifyReply, body: Readable): Promise<null> {
  await reply.send(body);
  return null;
}

/** Streams the sheet as the attachment `fileName`; a failure part-way breaks the download rather than ending it short. */
export function sendSheet(reply: FastifyReply, format: ExportFormat, fileName: string, source: SheetSource): Promise<null> {
  const body = new PassThrough();
  writeSheet(format, source, body).catch((error: Error) => body.destroy(error));
  return sendStream(attachment(reply, format, fileName), body);
}

/** A small export's sheet, decided (and logged) in the audited transaction, streamed after its commit. */
class SheetToStream {
  constructor(
    readonly format: ExportFormat,
    readonly fileName: string,
    readonly source: SheetSource,
  ) {}
}

export const sheetToStream = (format: ExportFormat, fileName: string, source: SheetSource) => new SheetToStream(format, fileName, source);

/**
 * The `afterCommit` of an audited export: the sheet decided by the handler is streamed once the export's
 * log entry is committed, outside the transaction (which would otherwise stay open while the client reads);
 * a queued job is answered as it is.
 */
export const STREAM_AFTER_COMMIT = {
  run: async ({ reply }: { reply: FastifyReply }, decided: unknown) =>
    decided instanceof SheetToStream ? sendSheet(reply, decided.format, decided.fileName, decided.source) : decided,
  logAnswer: false,
};
