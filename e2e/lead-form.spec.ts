import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';
import { leadsWithPhone } from './lead-database';

/** A phone number no other test uses, so the database check sees only this test's lead. */
const uniquePhone = () => `139${String(Date.now()).slice(-8)}`;

async function openForm(page: Page, path: string) {
  await openPage(page, path);
  // The page names the form (e.g. 在线报名); it is the form with a phone field.
  const form = page.getByRole('form').filter({ has: page.getByLabel('手机号') });
  await expect(form).toBeVisible();
  // The server quietly drops forms filled faster than a person can (bots).
  await page.waitForTimeout(1600);
  return form;
}

test.describe('call-back lead form', () => {
  test('name is checked on blur and the phone by the shared rule', async ({ page }) => {
    const form = await openForm(page, '/online_registration');
    await form.getByLabel('姓名').focus();
    await form.getByLabel('手机号').focus();
    await expect(form.getByText('请填写姓名')).toBeVisible();
    await form.getByLabel('手机号').fill('1380013800');
    await form.getByLabel('姓名').focus();
    await expect(form.getByText('请输入正确的手机号')).toBeVisible();
  });

  test('a lead is stored exactly once, even after a double click, and the form resets @phone', async ({
    page,
  }) => {
    const phone = uniquePhone();
    const form = await openForm(page, '/concact_us');
    await form.getByLabel('姓名').fill('陈晓雨');
    await form.getByLabel('手机号').fill(phone);
    await form.getByRole('button', { name: '提交' }).dblclick();

    await expect(page.getByText('提交成功，请等待老师联系您')).toBeVisible();
    await expect(form.getByLabel('姓名')).toHaveValue('');
    await expect(form.getByLabel('手机号')).toHaveValue('');
    const stored = leadsWithPhone(phone);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: '陈晓雨', channel: '运营营销' });
    expect(stored[0]!.address).toMatch(/^http:\/\/localhost:\d+\/home$/);
  });

  test('a failure shows the message and keeps what the visitor typed', async ({ page }) => {
    const phone = uniquePhone();
    const form = await openForm(page, '/online_registration');
    // Passes the form's own checks; the server refuses names with symbols.
    await form.getByLabel('姓名').fill('张三<script>');
    await form.getByLabel('手机号').fill(phone);
    await form.getByRole('button', { name: '提交' }).click();

    await expect(page.getByText('请填写正确的姓名').first()).toBeVisible();
    await expect(form.getByLabel('姓名')).toHaveValue('张三<script>');
    await expect(form.getByLabel('手机号')).toHaveValue(phone);
    expect(leadsWithPhone(phone)).toEqual([]);
  });
});
