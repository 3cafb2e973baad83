import { writeFileSync } from 'node:fs';
import { apiLogin, DEMO, type DemoAccount, newApiContext, storageState, storageStateFile } from './support';

/** Signs the three demo accounts in once; tests start from their stored sessions. */
export default async function globalSetup() {
  const ctx = await newApiContext();
  for (const who of Object.keys(DEMO) as DemoAccount[]) {
    writeFileSync(storageStateFile(who), JSON.stringify(storageState(await apiLogin(ctx, who))));
  }
  await ctx.dispose();
}
