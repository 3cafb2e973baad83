import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, intLike, optionalText, paging } from './common';
import { codeAnswer, recordIdAnswer, timeAnswer } from './users-answers';

const agentAccount = z
  .string()
  .trim()
  .min(3, 'account must have at least 3 characters')
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.@-]*$/, 'account may hold letters, digits and _ . @ -');

export const agentPassword = z
  .string()
  .min(8, 'password must have at least 8 characters')
  .max(128)
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), 'password must contain letters and digits');

/** The agent backend's address: a host name or an http(s) URL. */
const domainUrl = z
  .string()
  .trim()
  .max(255)
  .refine(
    (s) =>
      s === '' ||
      /^(https?:\/\/)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(:\d{1,5})?(\/\S*)?$/.test(s),
    'domainUrl must be a domain or an http(s) address',
  );

const flag = intLike.refine((v) => v === 0 || v === 1, 'must be 0 or 1');

export const agentListQuery = paging.extend(dateRange.shape).extend({
  id: bigRecordId.optional(),
  account: optionalText(64),
  name: optionalText(64),
  domainUrl: optionalText(255),
  userAccountId: bigRecordId.optional(),
  isSales: flag.optional(),
  ...sortFields('agents'),
});
export type AgentListQuery = z.input<typeof agentListQuery>;

export const agentAdd = z.object({
  account: agentAccount,
  password: agentPassword,
  /** The platform user (an agent or sales account) this agent backend account acts for. */
  userAccountId: bigRecordId,
  domainUrl: domainUrl.optional(),
  isSales: flag.default(0),
  name: optionalText(64),
});
export type AgentAddInput = z.input<typeof agentAdd>;

/** Fields left out stay as they are; a password is set only when given (it is never answered). */
export const agentEdit = z.object({
  id: bigRecordId,
  account: agentAccount.optional(),
  password: agentPassword.optional().or(z.literal('').transform(() => undefined)),
  userAccountId: bigRecordId.optional(),
  domainUrl: domainUrl.optional(),
  isSales: flag.optional(),
  name: z.string().trim().max(64).optional(),
});
export type AgentEditInput = z.input<typeof agentEdit>;

export interface Agent {
  id: number;
  account: string;
  name: string | null;
  domainUrl: string | null;
  userAccountId: number;
  /** The linked user's e-mail (or mobile number) and type, as the list shows them. */
  userAccount: string | null;
  userAccountType: number | null;
  isSales: number;
  /** The administrator who last added or edited the agent. */
  editClientId: number | null;
  editClientName: string | null;
  createDate: string;
  updateDate: string;
}

/** An agent as its list, `agent/add` and `agent/edit` answer it (never its password). */
export const agentAnswer: z.ZodType<Agent> = z
  .object({
    id: recordIdAnswer,
    account: z.string(),
    name: z.string().nullable(),
    domainUrl: z.string().nullable(),
    userAccountId: recordIdAnswer,
    userAccount: z.string().nullable(),
    userAccountType: codeAnswer.nullable(),
    isSales: codeAnswer,
    editClientId: recordIdAnswer.nullable(),
    editClientName: z.string().nullable(),
    createDate: timeAnswer,
    updateDate: timeAnswer,
  })
  .strict();

export const agentLogQuery = paging.extend(dateRange.shape).extend({
  agentType: intLike.min(1).max(2).optional(),
  apiType: optionalText(10),
  apiUrl: optionalText(255),
  logName: optionalText(128),
  loginIp: optionalText(64),
  opName: optionalText(64),
  ...sortFields('agentLogs'),
});
export type AgentLogQuery = z.input<typeof agentLogQuery>;

export interface AgentLog {
  id: number;
  agentId: number | null;
  agentType: number;
  apiType: string;
  apiUrl: string;
  clientId: string | null;
  logName: string;
  loginIp: string | null;
  loginArea: string | null;
  reqLog: string | null;
  resLog: string | null;
  /** Milliseconds the call took. */
  resTime: number;
  opId: number | null;
  opName: string | null;
  createDate: string;
}

export const agentLogAnswer: z.ZodType<AgentLog> = z
  .object({
    id: recordIdAnswer,
    agentId: recordIdAnswer.nullable(),
    agentType: codeAnswer,
    apiType: z.string(),
    apiUrl: z.string(),
    clientId: z.string().nullable(),
    logName: z.string(),
    loginIp: z.string().nullable(),
    loginArea: z.string().nullable(),
    reqLog: z.string().nullable(),
    resLog: z.string().nullable(),
    resTime: z.number().int().nonnegative(),
    opId: recordIdAnswer.nullable(),
    opName: z.string().nullable(),
    createDate: timeAnswer,
  })
  .strict();
