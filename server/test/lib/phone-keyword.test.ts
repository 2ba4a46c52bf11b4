import { phoneDigitsOf } from '../../src/lib/phone-keyword';

describe('a lead search keyword read as a phone (the inbox’s keyword)', () => {
  it.each([
    ['138-0013-8000', '13800138000'],
    ['+86 (138) 0013-8000', '13800138000'],
    ['１３８００１３８０００', '13800138000'],
    ['0013 8000', '00138000'],
    ['5678', '5678'],
    ['+8613800', '8613800'],
  ])('reads %p as the digits %p', (keyword, digits) => {
    expect(phoneDigitsOf(keyword)).toBe(digits);
  });

  it.each(['王小明', '王5678', 'abc', '138 0013 转 8000'])('reads %p as no number', (keyword) => {
    expect(phoneDigitsOf(keyword)).toBeNull();
  });
});
