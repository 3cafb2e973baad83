import type { Area } from '../../core/area';
import { hashPassword } from '../../core/session/credentials';
import { Prng } from '../../seed/prng';
import { agentRoutes } from './agents/routes';
import { batchUploadRoutes, waitForBatchUploads } from './batch-upload/routes';
import { closeChatHub } from './chat/events';
import { chatRoutes } from './chat/routes';
import { USER_EXPORT } from './export/queries';
import { userExportRoutes } from './export/routes';
import { kycRoutes } from './kyc/routes';
import { userLevelRoutes } from './levels/routes';
import { otpRoutes } from './otp/routes';
import { usersRoutes } from './routes';
import { seedChat } from './seed/chat';
import { seedAgents } from './seed/agents';
import { seedKyc } from './seed/kyc';
import { usersForSeed } from './seed/seed-users';
import { DEMO_USER_PASSWORD, seedFlowRecords, seedLevels, seedUsers } from './seed/users';
import { USERS_WAITING } from './waiting';

const DEMO_USER_COUNT = 3000;

/** The Users area (remote `users`): end users, levels, KYC, agents, batch upload, OTP records and the customer chat. */
export const usersArea: Area = {
  name: 'users',
  routes: (services) => [
    ...userLevelRoutes(),
    ...kycRoutes(),
    ...otpRoutes(),
    ...agentRoutes(),
    ...usersRoutes(),
    ...userExportRoutes(),
    ...chatRoutes(services),
    ...batchUploadRoutes(services),
  ],
  exports: [USER_EXPORT],
  waiting: USERS_WAITING,
  seed: async (tx, { prng, now, scale, seed }) => {
    await seedLevels(tx, now);
    await seedUsers(tx, { prng, now, count: DEMO_USER_COUNT * scale, passwordHash: await hashPassword(DEMO_USER_PASSWORD) });
    await seedChat(tx, { now });
    // KYC then agents, on one read of the users: they draw from one generator, so this order fixes the data.
    const users = await usersForSeed(tx);
    await seedKyc(tx, { prng, now, scale, users });
    await seedAgents(tx, { prng, now, scale, users });
    await seedFlowRecords(tx, { prng: new Prng(seed + 1), now });
  },
  // Open chat event streams would keep the server from closing: end them first.
  beforeClose: (services) => closeChatHub(services),
  // Batch uploads create their users in this process (their passwords are never stored): let them finish.
  onClose: (services) => waitForBatchUploads(services.db),
};
