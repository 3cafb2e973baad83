import { bigIdParam, pageOf } from '@console/contracts/schemas/common';
import {
  channelDelete,
  channelSwitch,
  channelTestAnswer,
  type ChannelTestResult,
  smsChannelAdd,
  smsChannelAnswer,
  smsChannelEdit,
  smsChannelListQuery,
  smsChannelSavedAnswer,
  smsChannelTest,
  smtpChannelAdd,
  smtpChannelAnswer,
  smtpChannelEdit,
  smtpChannelListQuery,
  smtpChannelSavedAnswer,
  smtpChannelTest,
} from '@console/contracts/schemas/settings-otp';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { route } from '../../../http/routes';
import type { SessionInfo } from '../../../http/context';
import { channelRow, SMS, SMTP, smsChannelPage, smsSendingDetails, smtpChannelPage, smtpSendingDetails } from './channels';
import { SMS_CHANNELS, SMTP_CHANNELS, saveChannel, sentFields, type VersionedChannels } from './channel-versions';
import { type PreparedSend, prepareSend, recordOtp, sendMail, sendSms } from './send';

/*
 * The SMTP and SMS channels: list, add, edit, switch, delete (each a version of its kind's channels, audited with
 * the channel's fields before and after, its secret only as a masked reference), and a test send. A test send reads the channel and makes the code inside the audited call, then sends after its commit
 * (never waiting on another server inside a transaction) and writes the OTP record of what was delivered; that
 * outcome is logged as a second entry.
 */

/** What the audited part of a test send fixed: the channel (found) and the message with its new code. */
interface Planned {
  channelId: number;
  send: PreparedSend;
}

/** After the commit: opens the channel's secret, sends, and records the code when it was delivered. */
async function finishTest<D>(
  planned: Planned,
  kind: 'mail' | 'sms',
  details: (db: Db, id: number, production: boolean) => Promise<D>,
  deliver: (details: D, send: PreparedSend) => Promise<Omit<ChannelTestResult, 'otpRecordId' | 'recipient'>>,
  ctx: { services: { db: Db; production: boolean }; ip: string; now: Date },
): Promise<ChannelTestResult> {
  const { db, production } = ctx.services;
  const outcome = await deliver(await details(db, planned.channelId, production), planned.send);
  const otpRecordId = outcome.delivered ? await recordOtp(db, kind, planned.send, ctx.ip, ctx.now) : null;
  return { ...outcome, recipient: planned.send.recipient, otpRecordId };
}

/** Who changes a channel, and the write-only secret of an add or an edit. */
interface ChangeContext {
  session: SessionInfo;
  now: Date;
  services: { db: Db; production: boolean };
}

/** The add, edit, switch and delete of one kind, each one version of that kind's channels. */
function changes<Row extends { id: string; secret_id: string; masked: string }, Channel>(
  v: VersionedChannels<Row, Channel>,
  secretOf: (body: object) => string | undefined,
) {
  const save = (
    ctx: ChangeContext,
    id: number | null,
    reason: string | undefined,
    edit: Parameters<typeof saveChannel>[2]['edit'],
    secret?: string,
  ) =>
    ctx.services.db.transaction((tx) =>
      saveChannel(tx, v, { id, edit, secret, reason, session: ctx.session, now: ctx.now, production: ctx.services.production }),
    );
  return {
    add: (ctx: ChangeContext, body: { reason?: string }) => save(ctx, null, body.reason, () => sentFields(v, body), secretOf(body)),
    edit: (ctx: ChangeContext, id: number, body: { reason?: string }) =>
      save(ctx, id, body.reason, (current) => sentFields(v, body, current), secretOf(body)),
    switch: (ctx: ChangeContext, id: number, body: z.output<typeof channelSwitch>) =>
      save(ctx, id, body.reason, (current) => ({ ...current, activation: body.activation })),
    delete: (ctx: ChangeContext, id: number, body: z.output<typeof channelDelete>) => save(ctx, id, body.reason, () => null),
  };
}

const smtp = changes(SMTP_CHANNELS, (body) => (body as { smtpPassword?: string }).smtpPassword);
const sms = changes(SMS_CHANNELS, (body) => (body as { secretKey?: string }).secretKey);

export function smtpChannelRoutes() {
  return [
    route({
      method: 'POST',
      path: 'otp/smtpChannelList',
      name: 'List the SMTP channels',
      body: smtpChannelListQuery,
      response: pageOf(smtpChannelAnswer),
      handler: ({ body, services: { db, production } }) => smtpChannelPage(db, body, production),
    }),
    route({
      method: 'POST',
      path: 'otp/smtpChannelAdd',
      name: 'Add an SMTP channel',
      audit: true,
      body: smtpChannelAdd,
      response: smtpChannelSavedAnswer,
      handler: (ctx) => smtp.add(ctx, ctx.body),
    }),
    route({
      method: 'PUT',
      path: 'otp/smtpChannelEdit/{id}',
      name: 'Edit an SMTP channel',
      audit: true,
      params: bigIdParam,
      body: smtpChannelEdit,
      response: smtpChannelSavedAnswer,
      handler: (ctx) => smtp.edit(ctx, ctx.params.id, ctx.body),
    }),
    route({
      method: 'PATCH',
      path: 'otp/smtpChannelSwitchEnabled/{id}',
      name: 'Switch an SMTP channel on or off',
      audit: true,
      params: bigIdParam,
      body: channelSwitch,
      response: smtpChannelSavedAnswer,
      handler: (ctx) => smtp.switch(ctx, ctx.params.id, ctx.body),
    }),
    route({
      method: 'DELETE',
      path: 'otp/smtpChannelDelete/{id}',
      name: 'Delete an SMTP channel',
      audit: true,
      params: bigIdParam,
      body: channelDelete,
      response: smtpChannelSavedAnswer,
      handler: (ctx) => smtp.delete(ctx, ctx.params.id, ctx.body),
    }),
    route({
      method: 'POST',
      path: 'otp/smtpChannelTest/{id}',
      name: 'Send a test mail through an SMTP channel',
      audit: true,
      params: bigIdParam,
      body: smtpChannelTest,
      response: channelTestAnswer,
      handler: async ({ params, body, services: { db } }): Promise<Planned> => {
        await channelRow(SMTP, db, params.id);
        return { channelId: params.id, send: await prepareSend(db, body.language, body.email, 'mail') };
      },
      afterCommit: {
        logAnswer: true,
        run: (ctx, planned) => finishTest(planned as Planned, 'mail', smtpSendingDetails, sendMail, ctx),
      },
    }),
  ];
}

export function smsChannelRoutes() {
  return [
    route({
      method: 'POST',
      path: 'otp/smsChannelList',
      name: 'List the SMS channels',
      body: smsChannelListQuery,
      response: pageOf(smsChannelAnswer),
      handler: ({ body, services: { db, production } }) => smsChannelPage(db, body, production),
    }),
    route({
      method: 'POST',
      path: 'otp/smsChannelAdd',
      name: 'Add an SMS channel',
      audit: true,
      body: smsChannelAdd,
      response: smsChannelSavedAnswer,
      handler: (ctx) => sms.add(ctx, ctx.body),
    }),
    route({
      method: 'PUT',
      path: 'otp/smsChannelEdit/{id}',
      name: 'Edit an SMS channel',
      audit: true,
      params: bigIdParam,
      body: smsChannelEdit,
      response: smsChannelSavedAnswer,
      handler: (ctx) => sms.edit(ctx, ctx.params.id, ctx.body),
    }),
    route({
      method: 'PATCH',
      path: 'otp/smsChannelSwitchEnabled/{id}',
      name: 'Switch an SMS channel on or off',
      audit: true,
      params: bigIdParam,
      body: channelSwitch,
      response: smsChannelSavedAnswer,
      handler: (ctx) => sms.switch(ctx, ctx.params.id, ctx.body),
    }),
    route({
      method: 'DELETE',
      path: 'otp/smsChannelDelete/{id}',
      name: 'Delete an SMS channel',
      audit: true,
      params: bigIdParam,
      body: channelDelete,
      response: smsChannelSavedAnswer,
      handler: (ctx) => sms.delete(ctx, ctx.params.id, ctx.body),
    }),
    route({
      method: 'POST',
      path: 'otp/smsChannelTest/{id}',
      name: 'Send a test SMS through an SMS channel',
      audit: true,
      params: bigIdParam,
      body: smsChannelTest,
      response: channelTestAnswer,
      handler: async ({ params, body, services: { db } }): Promise<Planned> => {
        await channelRow(SMS, db, params.id);
        return { channelId: params.id, send: await prepareSend(db, body.language, body.mobile, 'sms') };
      },
      afterCommit: {
        logAnswer: true,
        run: (ctx, planned) => finishTest(planned as Planned, 'sms', smsSendingDetails, (d, send) => sendSms(d, send, ctx.now), ctx),
      },
    }),
  ];
}
