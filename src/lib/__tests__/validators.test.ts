import {
  filterDecimal,
  INTEGER_MESSAGE,
  isInteger,
  isPhone,
  isPositiveInteger,
  isScore,
  PHONE_MESSAGE,
  validatePhone,
} from '../validators';

describe('isPhone / validatePhone', () => {
  it.each(['13800138000', '19912345678', '00000000000'])('accepts 11 digits: %s', (phone) => {
    expect(isPhone(phone)).toBe(true);
  });

  it.each(['1380013800', '138001380000', '1380013800a', '+8613800138000', '138 0013 8000', ''])(
    'refuses %p',
    (phone) => {
      expect(isPhone(phone)).toBe(false);
    },
  );

  it('gives the same message for a missing required phone and a wrong one', () => {
    expect(PHONE_MESSAGE).toBe('请输入正确的手机号');
    expect(validatePhone('', { required: true })).toBe(PHONE_MESSAGE);
    expect(validatePhone('123', { required: true })).toBe(PHONE_MESSAGE);
    expect(validatePhone('123', { required: false })).toBe(PHONE_MESSAGE);
  });

  it('passes a good phone, and an empty optional one', () => {
    expect(validatePhone('13800138000', { required: true })).toBeNull();
    expect(validatePhone('', { required: false })).toBeNull();
  });
});

describe('isScore', () => {
  it.each(['0', '95', '95.5', '95.55', '0.5', '0.55', '100', '0.05'])('accepts %s', (score) => {
    expect(isScore(score)).toBe(true);
  });

  it.each(['-1', '95.555', '01', '', 'abc', '95.', '.5', '1e2', ' 95', '0.555'])('refuses %p', (score) => {
    expect(isScore(score)).toBe(false);
  });
});

describe('isInteger / isPositiveInteger', () => {
  it('has the spec message', () => {
    expect(INTEGER_MESSAGE).toBe('请填写数字');
  });

  it.each(['0', '1', '42', '-7', '-120', '9007199254740993'])('isInteger accepts %s', (value) => {
    expect(isInteger(value)).toBe(true);
  });

  it.each(['', '-', '-0', '00', '007', '1.5', '1.0', '+1', 'abc', ' 1'])('isInteger refuses %p', (value) => {
    expect(isInteger(value)).toBe(false);
  });

  it.each(['1', '42', '1000'])('isPositiveInteger accepts %s', (value) => {
    expect(isPositiveInteger(value)).toBe(true);
  });

  it.each(['0', '-1', '01', '1.5', '', '+1'])('isPositiveInteger refuses %p', (value) => {
    expect(isPositiveInteger(value)).toBe(false);
  });
});

describe('filterDecimal', () => {
  it.each([
    ['a1.2.34', '1.23'],
    ['12.345', '12.34'],
    ['1.', '1.'],
    ['1..5', '1.5'],
    ['abc', ''],
    ['-3.5', '3.5'],
    ['１2', '2'], // full-width digits are not ASCII digits
    ['100', '100'],
    ['.75', '.75'],
  ])('%p → %p', (input, expected) => {
    expect(filterDecimal(input)).toBe(expected);
  });
});
