import { defineRemote } from '@console/area-kit';
import packageJson from '../package.json';
import agents from './agents/screens';
import batchUpload from './batch-upload/screens';
import chat from './chat/screens';
import kyc from './kyc/screens';
import levels from './levels/screens';
import otp from './otp/screens';
import users from './users/screens';

/** The users area: users and their levels, KYC, one-time codes, customer-service chat, agents. */
export default defineRemote({
  name: 'users',
  version: packageJson.version,
  texts: (lng) => import(`./locales/${lng}.json`),
  groups: [agents, batchUpload, chat, kyc, levels, otp, users],
});
