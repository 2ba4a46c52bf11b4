import {
  citizenIdCheckCharacter,
  filterDecimal,
  INTEGER_MESSAGE,
  isIdCard,
  isInteger,
  isPhone,
  isPositiveInteger,
  isScore,
  parseCitizenId,
  PHONE_MESSAGE,
  validatePhone,
} from '../validators';

/*
 * Test IDs computed with GB 11643: sum of first-17 digits × weights 7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2,
 * mod 11 → check character "10X98765432"[sum % 11]. e.g. 11010519491231002X:
 * 1·7+1·9+0·10+1·5+0·8+5·4+1·2+9·1+4·6+9·3+1·7+2·9+3·10+1·5+0·8+0·4+2·2 = 167, 167 % 11 = 2 → 'X'.
 */
const NOW = new Date(2026, 5, 15); // 15 June 2026

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

describe('isIdCard', () => {
  it.each(['110105490101002', '11010519491231002X', '11010519491231002x', '110101199003070011'])(
    'accepts %s',
    (id) => {
      expect(isIdCard(id)).toBe(true);
    },
  );

  it.each([
    '',
    '11010549010100', // 14 digits
    '1101054901010021', // 16 digits
    '1101051949123100X2', // X not last
    '11010519491231002Y',
    '11010519491231002XX',
    '110105 19491231002X',
    'X10105194912310021',
  ])('refuses %p', (id) => {
    expect(isIdCard(id)).toBe(false);
  });
});

describe('parseCitizenId', () => {
  it('reads birth date and gender of the well-known sample with an X check character', () => {
    expect(parseCitizenId('11010519491231002X', NOW)).toEqual({ birthDate: '1949-12-31', gender: 'female' });
  });

  it('accepts a lower-case x', () => {
    expect(parseCitizenId('11010519491231002x', NOW)).toEqual({ birthDate: '1949-12-31', gender: 'female' });
  });

  it('reads an odd 17th digit as male, also with an X check character', () => {
    expect(parseCitizenId('44030519881212003X', NOW)).toEqual({ birthDate: '1988-12-12', gender: 'male' });
    expect(parseCitizenId('440305198812120013', NOW)).toEqual({ birthDate: '1988-12-12', gender: 'male' });
    expect(parseCitizenId('440305198812120021', NOW)).toEqual({ birthDate: '1988-12-12', gender: 'female' });
  });

  it('accepts 29 February of a leap year', () => {
    expect(parseCitizenId('440304200002290014', NOW)).toEqual({ birthDate: '2000-02-29', gender: 'male' });
  });

  it('refuses a wrong check character', () => {
    expect(parseCitizenId('110105194912310021', NOW)).toBeNull();
    expect(parseCitizenId('440305198812120019', NOW)).toBeNull();
    expect(parseCitizenId('44030519881212001X', NOW)).toBeNull();
  });

  it('refuses impossible dates even with a matching check character', () => {
    const withCheck = (first17: string) => `${first17}${citizenIdCheckCharacter(first17)}`;
    expect(parseCitizenId(withCheck('44030419990229001'), NOW)).toBeNull(); // 1999 is not a leap year
    expect(parseCitizenId(withCheck('44030420000230001'), NOW)).toBeNull(); // 30 February
    expect(parseCitizenId(withCheck('44030420001301001'), NOW)).toBeNull(); // month 13
    expect(parseCitizenId(withCheck('44030420000100001'), NOW)).toBeNull(); // day 0
    expect(parseCitizenId(withCheck('44030420000431001'), NOW)).toBeNull(); // 31 April
    expect(parseCitizenId(withCheck('44030417991231001'), NOW)).toBeNull(); // before 1800
  });

  it('refuses a birth date after today, and accepts today', () => {
    const first17Future = '44030420260616001';
    const first17Today = '44030420260615001';
    expect(parseCitizenId(`${first17Future}${citizenIdCheckCharacter(first17Future)}`, NOW)).toBeNull();
    expect(parseCitizenId(`${first17Today}${citizenIdCheckCharacter(first17Today)}`, NOW)).toEqual({
      birthDate: '2026-06-15',
      gender: 'male',
    });
  });

  it('refuses 15-digit numbers and other shapes', () => {
    expect(parseCitizenId('110105490101002', NOW)).toBeNull();
    expect(parseCitizenId('01010519491231002X', NOW)).toBeNull();
    expect(parseCitizenId('', NOW)).toBeNull();
  });

  it('computes the check character from the weights', () => {
    expect(citizenIdCheckCharacter('11010519491231002')).toBe('X');
    expect(citizenIdCheckCharacter('11010119900307001')).toBe('1');
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
