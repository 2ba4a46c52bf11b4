import { EMPTY_LEAD, fillMsSince, MAX_FILL_MS, siteHomeUrl, validateLeadField } from '../lead-fields';

describe('lead fields', () => {
  it('requires a name that is more than spaces', () => {
    expect(validateLeadField('name', { ...EMPTY_LEAD, name: '  ' })).toBe('请填写姓名');
    expect(validateLeadField('name', { ...EMPTY_LEAD, name: '张三' })).toBeNull();
  });

  it('applies the shared phone rule to the trimmed phone', () => {
    expect(validateLeadField('phone', EMPTY_LEAD)).toBe('请输入正确的手机号');
    expect(validateLeadField('phone', { ...EMPTY_LEAD, phone: '138-0013-8000' })).toBe('请输入正确的手机号');
    expect(validateLeadField('phone', { ...EMPTY_LEAD, phone: ' 13800138000 ' })).toBeNull();
  });

  it("sends this origin's home page as the address", () => {
    expect(siteHomeUrl()).toBe(`${window.location.origin}/home`);
  });

  it('measures fillMs in whole milliseconds within what the server accepts', () => {
    expect(fillMsSince(1000, 3500.6)).toBe(2501);
    expect(fillMsSince(5000, 1000)).toBe(0); // the clock went back
    expect(fillMsSince(0, MAX_FILL_MS * 3)).toBe(MAX_FILL_MS);
  });
});
