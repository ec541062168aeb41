import { test as setup } from '../support/load-aware-test';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';
import { faultAppUrl, mainPort } from '../fault-setup';
import { FAULT_ADMIN, signInOk, stateFile, type RoleName } from '../support/people';

// Every journey runs signed in: each role signs in once here and the projects reuse the cookies
// (playwright.config.ts `storageState`). Existing specs run as the administrator.

const mainUrl = `http://127.0.0.1:${mainPort}`;

for (const role of Object.keys(DEMO_PEOPLE) as RoleName[]) {
  setup(`sign in as the demo ${role}`, async ({ playwright }) => {
    const request = await playwright.request.newContext();
    await signInOk(request, mainUrl, DEMO_PEOPLE[role]);
    await request.storageState({ path: stateFile(role) });
    await request.dispose();
  });
}

setup('sign in to the fault app as its administrator', async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await signInOk(request, faultAppUrl, FAULT_ADMIN);
  await request.storageState({ path: stateFile('fault-admin') });
  await request.dispose();
});
