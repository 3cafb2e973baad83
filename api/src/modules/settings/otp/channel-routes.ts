import { bigIdParam, pageOf } from '@console/contracts/schemas/common';
import {
  channelSwitch,
  channelTestAnswer,
  type ChannelTestResult,
  smsChannelAdd,
  smsChannelAnswer,
  smsChannelEdit,
  smsChannelListQuery,
  smsChannelTest,
  smtpChannelAdd,
  smtpChannelAnswer,
  smtpChannelEdit,
  smtpChannelListQuery,
  smtpChannelTest,
} from '@console/contracts/schemas/settings-otp';
import type { Db } from '../../../db/database';
import { route } from '../../../http/routes';
import {
  addSmsChannel,
  addSmtpChannel,
  deleteSmsChannel,
  deleteSmtpChannel,
  editSmsChannel,
  editSmtpChannel,
  smsChannelPage,
  smsChannelRow,
  smsSendingDetails,
  smtpChannelPage,
  smtpChannelRow,
  smtpSendingDetails,
  switchSmsChannel,
  switchSmtpChannel,
} from './channels';
import { type PreparedSend, prepareSend, recordOtp, sendMail, sendSms } from './send';

/*
 * The SMTP and SMS channels: list, add, edit, switch, delete (each audited with the secret redacted), and a test
 * send. A test send reads the channel and makes the code inside the audited call, then sends after its commit
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
      response: smtpChannelAnswer,
      handler: ({ body, services: { db, production }, now }) => addSmtpChannel(db, body, now, production),
    }),
    route({
      method: 'PUT',
      path: 'otp/smtpChannelEdit/{id}',
      name: 'Edit an SMTP channel',
      audit: true,
      params: bigIdParam,
      body: smtpChannelEdit,
      response: smtpChannelAnswer,
      handler: ({ params, body, services: { db, production }, now }) => editSmtpChannel(db, params.id, body, now, production),
    }),
    route({
      method: 'PATCH',
      path: 'otp/smtpChannelSwitchEnabled/{id}',
      name: 'Switch an SMTP channel on or off',
      audit: true,
      params: bigIdParam,
      body: channelSwitch,
      response: smtpChannelAnswer,
      handler: ({ params, body, services: { db, production }, now }) => switchSmtpChannel(db, params.id, body.activation, now, production),
    }),
    route({
      method: 'DELETE',
      path: 'otp/smtpChannelDelete/{id}',
      name: 'Delete an SMTP channel',
      audit: true,
      params: bigIdParam,
      response: smtpChannelAnswer,
      handler: ({ params, services: { db, production } }) => deleteSmtpChannel(db, params.id, production),
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
        await smtpChannelRow(db, params.id);
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
      response: smsChannelAnswer,
      handler: ({ body, services: { db, production }, now }) => addSmsChannel(db, body, now, production),
    }),
    route({
      method: 'PUT',
      path: 'otp/smsChannelEdit/{id}',
      name: 'Edit an SMS channel',
      audit: true,
      params: bigIdParam,
      body: smsChannelEdit,
      response: smsChannelAnswer,
      handler: ({ params, body, services: { db, production }, now }) => editSmsChannel(db, params.id, body, now, production),
    }),
    route({
      method: 'PATCH',
      path: 'otp/smsChannelSwitchEnabled/{id}',
      name: 'Switch an SMS channel on or off',
      audit: true,
      params: bigIdParam,
      body: channelSwitch,
      response: smsChannelAnswer,
      handler: ({ params, body, services: { db, production }, now }) => switchSmsChannel(db, params.id, body.activation, now, production),
    }),
    route({
      method: 'DELETE',
      path: 'otp/smsChannelDelete/{id}',
      name: 'Delete an SMS channel',
      audit: true,
      params: bigIdParam,
      response: smsChannelAnswer,
      handler: ({ params, services: { db, production } }) => deleteSmsChannel(db, params.id, production),
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
        await smsChannelRow(db, params.id);
        return { channelId: params.id, send: await prepareSend(db, body.language, body.mobile, 'sms') };
      },
      afterCommit: {
        logAnswer: true,
        run: (ctx, planned) => finishTest(planned as Planned, 'sms', smsSendingDetails, (d, send) => sendSms(d, send, ctx.now), ctx),
      },
    }),
  ];
}
