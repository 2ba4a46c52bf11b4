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

    await expect(page).toHaveURL(new RegExp(`/enroll_detail\\?idCardNo=${FOUND.idCardNo}$`));
    for (const value of [FOUND.year, FOUND.name, FOUND.major, FOUND.gender]) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
    await page
      .getByRole('button', { name: '返回查询' })
      .or(page.getByRole('link', { name: '返回查询' }))
      .click();
    await expect(page).toHaveURL(/\/enroll_info$/);
  });

  test('the detail page opened directly (reload, shared link) looks the number up itself', async ({
    page,
  }) => {
    await openPage(page, `/enroll_detail?idCardNo=${FOUND.idCardNo}`);
    await expect(page.getByText(FOUND.name, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText(FOUND.major, { exact: true })).toBeVisible();
  });

  test('a number with no record gives the warning 暂无录取信息', async ({ page }) => {
    await openPage(page, '/enroll_info');
    await page.getByLabel('身份证号').fill(NOT_FOUND);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByText('暂无录取信息').first()).toBeVisible();
    await expect(page).toHaveURL(/\/enroll_info$/);
  });

  test('an empty number is refused before any call with 请先输入身份证再查询', async ({ page }) => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('schoolRollContinue')) lookups.push(request.url());
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
