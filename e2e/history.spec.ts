import type { APIRequestContext } from '@playwright/test';
import { USER_RECORD_WINDOW } from '@haven/core';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser, type TestAccount } from './support/accounts';

// History longer than getUser's window: the chat log and the profile load older entries on request.

async function seedChats(request: APIRequestContext, user: TestAccount, count: number) {
  const headers = { auth_token: user.token };
  const paid = await request.post('/api/v1/payments/test-checkout', { headers, data: { subType: 'basic', period: 'monthly' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  const base = Date.UTC(2026, 0, 1);
  // addChat allows 20 a minute per user; the rest go through the chatbot itself.
  for (let i = 0; i < count; i++) {
    const at = new Date(base + i * 60_000).toISOString();
    const res =
      i < 20
        ? await request.post(`/api/v1/chatbot/addChat/${user.userId}`, { headers, data: { chats: { userMessage: `Old note number ${i}`, sendTime: at, aiResponse: `Reply to note ${i}`, responseTime: at } } })
        : await request.post('/api/v1/ai/chat', { headers, data: { message: `Old note number ${i}` } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test('the chat log shows the newest turns and loads earlier ones on request', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { name: 'Lena Hartmann' });
  const total = USER_RECORD_WINDOW + 2;
  await seedChats(request, user, total);
  await signInBrowser(page, user, { isPremium: true });
  await page.goto('/ai-chatbot');
  const userMessages = page.getByTestId('user-message');
  await expect(userMessages).toHaveCount(USER_RECORD_WINDOW);
  await expect(page.getByText('Old note number 0', { exact: true })).toHaveCount(0);

  const loadEarlier = page.getByRole('button', { name: 'Load earlier messages' });
  await loadEarlier.click();
  await expect(userMessages).toHaveCount(total);
  await expect(userMessages.first()).toContainText('Old note number 0');
  await expect(loadEarlier).toHaveCount(0);
});
