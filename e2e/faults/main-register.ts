import { request as playwrightRequest } from '@playwright/test';
import { mainPort } from '../fault-setup';
import { openRegister, type Register } from '../support/documents-world';

/**
 * The demo register the fault tests browse, chosen through the main app (mainPort): no fault mode
 * of the proxy in front of the second dashboard can spoil the choice.
 */
export async function openRegisterOnMain(): Promise<Register> {
  const service = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${mainPort}` });
  try {
    return await openRegister(service);
  } finally {
    await service.dispose();
  }
}
