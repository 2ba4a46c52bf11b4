import { telHref } from '../phone-link';

describe('telHref', () => {
  it('dials the digits of a number as people write it', () => {
    expect(telHref('400-800-1234')).toBe('tel:4008001234');
    expect(telHref(' (020) 8888 6666 ')).toBe('tel:02088886666');
    expect(telHref('+86 138.0013.8000')).toBe('tel:+8613800138000');
  });

  it('is null for what is no number', () => {
    for (const text of ['', '  ', null, undefined, '400-800-1234 转 8', 'javascript:alert(1)', '12'])
      expect(telHref(text)).toBeNull();
  });
});
