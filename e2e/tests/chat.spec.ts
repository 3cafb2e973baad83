import { spawn } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { tokenOf } from '../finance-support';
import { test } from '../fixtures';
import { baseURL, snap, storageStateFile } from '../support';

test.use({ storageState: storageStateFile('admin') });

const repo = path.resolve(__dirname, '../..');

interface Room {
  roomId: number;
  roomName: string;
  users: { id: number }[];
}

async function rooms(api: APIRequestContext): Promise<Room[]> {
  const res = await api.get('/api/customerService/rooms', { params: { pageSize: 40 } });
  const body = await res.json();
  expect(body.code, body.msg).toBe(1);
  return body.data.records;
}

/** `npm run chat-demo` as documented, against the console under test. */
function runChatDemo(userId: number, message: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repo, 'scripts/chat-demo.mjs'), '--user', String(userId), '--message', message, '--pause', '1'],
      {
        cwd: repo,
        env: { ...process.env, CONSOLE_URL: baseURL, CONSOLE_TOKEN: tokenOf('admin') },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`chat-demo exited ${code}: ${output}`))));
  });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('a reply sent in one console appears live in another, and an end user’s message arrives live', async ({ browser }) => {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: tokenOf('admin') } });
  const [first, second] = (await rooms(api)).slice(0, 2);

  const one = await browser.newContext({ storageState: storageStateFile('admin') });
  const two = await browser.newContext({ storageState: storageStateFile('admin') });
  const pageOne = await one.newPage();
  const pageTwo = await two.newPage();
  for (const page of [pageOne, pageTwo]) {
    await page.goto('/customer-service/chats');
    await expect(page.getByRole('status')).toHaveText('Live');
    await page
      .getByRole('list', { name: 'Chat rooms' })
      .getByRole('button', { name: new RegExp(`^${literal(first.roomName)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`room=${first.roomId}`));
    await expect(log(page).locator('[data-message-id]').first()).toBeVisible();
  }
  await snap(pageOne, 'chat-conversation');

  const reply = `We are on it (${Date.now().toString(36)})`;
  await pageOne.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await pageOne.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log(pageOne).getByText(reply)).toBeVisible();
  // No reload: the second console receives it over the event stream.
  await expect(log(pageTwo).getByText(reply)).toBeVisible();
  await snap(pageTwo, 'chat-live-reply');

  // The end user of another room writes through the documented demo command: the room rises to the top
  // with an unread badge in both consoles, and opens with the message.
  const userMessage = `My deposit is still missing (${Date.now().toString(36)})`;
  const output = await runChatDemo(second.users[0].id, userMessage);
  expect(output).toContain(`sent to room ${second.roomId}`);
  for (const page of [pageOne, pageTwo]) {
    const top = page.getByRole('list', { name: 'Chat rooms' }).getByRole('listitem').first();
    await expect(top).toContainText(second.roomName);
    await expect(top).toContainText(userMessage);
    await expect(top.getByRole('button', { name: /unread message/ })).toBeVisible();
  }
  await snap(pageTwo, 'chat-live-user-message');
  await pageTwo
    .getByRole('list', { name: 'Chat rooms' })
    .getByRole('button', { name: new RegExp(`^${literal(second.roomName)}`) })
    .click();
  await expect(log(pageTwo).getByText(userMessage)).toBeVisible();
  // Opening it marks it read, in the other console too.
  await expect(
    pageOne.getByRole('list', { name: 'Chat rooms' }).getByRole('button', { name: new RegExp(`^${literal(second.roomName)}$`) }),
  ).toBeVisible();
  await snap(pageTwo, 'chat-user-message-opened');

  await one.close();
  await two.close();
  await api.dispose();
});

test('chat settings: shown, and edited through the form', async ({ page }) => {
  await page.goto('/customer-service/settings');
  const list = page.getByLabel('Chat settings', { exact: true });
  await expect(list).toContainText('Built-in chat');
  await snap(page, 'chat-settings');
  await page.getByRole('button', { name: 'Edit settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit chat settings' });
  await dialog.getByLabel(/History loading limit/).fill('40');
  await snap(page, 'chat-settings-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Chat settings saved')).toBeVisible();
  await expect(list).toContainText('40 messages');
  await page.getByRole('button', { name: 'Edit settings' }).click();
  await dialog.getByLabel(/History loading limit/).fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(list).toContainText('30 messages');
});
