import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

/** Demo numbers seeded for the lookup's site (README "Demo data"). */
const FOUND = {
  idCardNo: '11010119950312125X',
  name: '李明轩',
  major: '工商管理（专升本）',
  year: '2025',
  gender: '男',
};
const NOT_FOUND = '110101199003070011';

test.describe('admission lookup', () => {
  test('a number that is on the rolls shows the four fields; back returns to the form @phone', async ({
    page,
  }) => {
    await openPage(page, '/enroll_info');
    await expect(page).toHaveTitle('录取查询');
    await page.getByLabel('身份证号').fill(`  ${FOUND.idCardNo.toLowerCase()}  `);
    await page.getByRole('button', { name: '查询', exact: true }).click();

    for (const value of [FOUND.year, FOUND.name, FOUND.major, FOUND.gender]) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
    // The number went through the address (as the spec says) and out of it again.
    await expect(page).toHaveURL(/\/enroll_detail$/);
    await page
      .getByRole('button', { name: '返回查询' })
      .or(page.getByRole('link', { name: '返回查询' }))
      .click();
    await expect(page).toHaveURL(/\/enroll_info$/);
  });

  test('the result keeps the ID number out of the address, the history and any Referer; a reload still shows it @phone', async ({
    page,
  }) => {
    const response = await page.goto(`/enroll_detail?idCardNo=${FOUND.idCardNo}`);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expect(page.getByText(FOUND.name, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/enroll_detail$/);

    await page.reload();
    await expect(page.getByText(FOUND.major, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/enroll_detail$/);

    // What comes next: the site's number to call, and the call-back form.
    const nextSteps = page.getByRole('region', { name: '下一步' });
    await expect(nextSteps.getByRole('link', { name: '拨打招生热线 400-800-1234' })).toHaveAttribute(
      'href',
      'tel:4008001234',
    );
    await expect(nextSteps.getByRole('link', { name: '在线咨询' })).toHaveAttribute(
      'href',
      '/online_registration',
    );
    // A new tab (another visit) knows nothing of it.
    const other = await page.context().newPage();
    await openPage(other, '/enroll_detail');
    await expect(other.getByText('缺少有效的身份证号，请返回重新查询。')).toBeVisible();
  });

  test('a number with no record gives the warning 暂无录取信息, when results come and whom to call', async ({
    page,
  }) => {
    await openPage(page, '/enroll_info');
    await page.getByLabel('身份证号').fill(NOT_FOUND);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByText('暂无录取信息').first()).toBeVisible();
    await expect(page).toHaveURL(/\/enroll_info$/);
    const help = page.getByRole('region', { name: '需要帮助？' });
    await expect(help.getByText(/录取结果一般在录取批次结束后/)).toBeVisible();
    await expect(help.getByRole('link', { name: '拨打招生热线 400-800-1234' })).toBeVisible();
  });

  test('an empty number is refused before any call with 请先输入身份证再查询', async ({ page }) => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      // The lookup itself; its challenge is fetched as the form shows (the proof of work).
      if (request.url().includes('schoolRollContinue/searchForClient')) lookups.push(request.url());
    });
    await openPage(page, '/enroll_info');
    await page.getByLabel('身份证号').fill('   ');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByText('请先输入身份证再查询').first()).toBeVisible();
    await page.getByLabel('身份证号').fill('12345');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByText('身份证号格式不正确').first()).toBeVisible();
    expect(lookups).toEqual([]);
  });
});
