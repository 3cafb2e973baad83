import { OPTIONS } from '@console/contracts/options';
import { z } from 'zod';
import { route } from '../../http/routes';
import { applicationLogo, applicationVersion } from './settings';

export function applicationRoutes() {
  return [
    route({
      method: 'GET',
      path: 'application/version',
      name: 'Application version',
      response: z.object({ version: z.string() }),
      handler: async () => ({ version: applicationVersion() }),
    }),
    route({
      method: 'GET',
      path: 'application/logo',
      name: 'Application logos',
      handler: async ({ services }) => applicationLogo(services.db),
    }),
    route({
      method: 'GET',
      path: 'common/options',
      name: 'Enumeration options',
      handler: async () => OPTIONS,
    }),
  ];
}
