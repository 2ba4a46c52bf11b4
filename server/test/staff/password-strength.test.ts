import { passwordProblem } from '../../src/staff/password-strength';
import { DEMO_PASSWORDS } from '../../src/staff/published-passwords';

const SYSTEM_WORD = '像 “admin”、“password” 这样的系统常用词很容易被猜到';
const LOVE = '像 “woaini”、“520”、“1314” 这样的表白或吉利数字很容易被猜到';
const NAME = '拼音姓名（如 “zhangwei”）很容易被猜到';
const SITE = '网站或集团的名称（如 “huaxia”）很容易被猜到';
const PLACE = '常见地名（如 “beijing”）很容易被猜到';
const PUBLISHED = '密码不能包含本项目说明文档中公开的演示密码，任何人都能看到它';

describe('passwordProblem: the passwords Chinese users choose', () => {
  it.each([
    ['Admin@123456', SYSTEM_WORD],
    ['woaini1314!', LOVE],
    ['zhangwei123', NAME],
    ['huaxia2026', SITE],
    ['Beijing2026!', PLACE],
    ['Huaxia@2026demo', PUBLISHED],
    ['Bianji@2026demo', PUBLISHED],
  ])('refuses %s: %s', (password, reason) => {
    expect(passwordProblem(password)).toContain(reason);
  });

  it.each([
    ['Hu@xi@2026!', SITE],
    ['zh@ngw3i123', NAME],
    ['WangFang2024', NAME],
    ['Wangfang!2024', NAME],
    ['#Zhangwei13800138', NAME],
    ['lina1990', NAME],
    ['W0@1n11314', LOVE],
    ['5201314Qq', LOVE],
    ['Zaq12wsx2026', '像 “qwe”、“1qaz2wsx” 这样的键盘按键顺序很容易被猜到'],
    ['Hu4xi4@2026dem0', PUBLISHED],
    [`${DEMO_PASSWORDS.admin}!x9Kq`, PUBLISHED],
  ])('finds the word in a capitalised, l33t or suffixed variant: %s', (password, reason) => {
    expect(passwordProblem(password)).toContain(reason);
  });

  it.each(['correct horse battery staple', 'Lan-shan 远山 tea cup 42', 'Xq7#mLp2!vRz9@Kw'])(
    'accepts a good password: %s',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );

  it("still refuses the account's own name", () => {
    expect(passwordProblem('Wangfang-tea-cup-42', 'wangfang')).toBe('密码不能包含用户名');
  });
});
