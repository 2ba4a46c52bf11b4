import {
  ID_CARD_PATTERN,
  idCardCheckCharacter,
  isIdCardFormat,
  isValidCitizenId,
  parseCitizenId,
} from '../id-card';

/*
 * Test IDs computed with GB 11643: sum of first-17 digits × weights 7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2,
 * mod 11 → check character "10X98765432"[sum % 11]. e.g. 11010519491231002X:
 * 1·7+1·9+0·10+1·5+0·8+5·4+1·2+9·1+4·6+9·3+1·7+2·9+3·10+1·5+0·8+0·4+2·2 = 167, 167 % 11 = 2 → 'X'.
 */
const NOW = new Date(2026, 5, 15); // 15 June 2026

describe('isIdCardFormat', () => {
  it.each(['110105490101002', '11010519491231002X', '110101199003070011'])('accepts %s', (id) => {
    expect(isIdCardFormat(id)).toBe(true);
  });

  it.each([
    '',
    '11010549010100', // 14 digits
    '1101054901010021', // 16 digits
    '1101051949123100X2', // X not last
    '11010519491231002Y',
    '11010519491231002x', // the wire has an upper-case X: forms upper-case what was typed first
    '11010519491231002XX',
    '110105 19491231002X',
    'X10105194912310021',
  ])('refuses %p', (id) => {
    expect(isIdCardFormat(id)).toBe(false);
  });
});

describe('parseCitizenId', () => {
  it('reads birth date and gender of the well-known sample with an X check character', () => {
    expect(parseCitizenId('11010519491231002X', NOW)).toEqual({ birthDate: '1949-12-31', gender: 'female' });
  });

  it('refuses a lower-case x (the wire has an upper-case X), and accepts it upper-cased', () => {
    expect(parseCitizenId('11010519491231002x', NOW)).toBeNull();
    expect(parseCitizenId('11010519491231002x'.toUpperCase(), NOW)).toEqual({
      birthDate: '1949-12-31',
      gender: 'female',
    });
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
    const withCheck = (first17: string) => `${first17}${idCardCheckCharacter(first17)}`;
    expect(parseCitizenId(withCheck('44030419990229001'), NOW)).toBeNull(); // 1999 is not a leap year
    expect(parseCitizenId(withCheck('44030420000230001'), NOW)).toBeNull(); // 30 February
    expect(parseCitizenId(withCheck('44030420001301001'), NOW)).toBeNull(); // month 13
    expect(parseCitizenId(withCheck('44030420000100001'), NOW)).toBeNull(); // day 0
    expect(parseCitizenId(withCheck('44030420000431001'), NOW)).toBeNull(); // 31 April
    expect(parseCitizenId(withCheck('44030418991231001'), NOW)).toBeNull(); // before 1900
    expect(parseCitizenId(withCheck('44030417991231001'), NOW)).toBeNull();
  });

  it('refuses a birth date after today, and accepts today', () => {
    const first17Future = '44030420260616001';
    const first17Today = '44030420260615001';
    expect(parseCitizenId(`${first17Future}${idCardCheckCharacter(first17Future)}`, NOW)).toBeNull();
    expect(parseCitizenId(`${first17Today}${idCardCheckCharacter(first17Today)}`, NOW)).toEqual({
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
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('11010119900307001')).toBe('1');
  });
});

describe('citizen ID numbers on the wire', () => {
  it('computes the GB 11643 check character', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    // 28+36+0+25+16+16+2+9+48+0+0+9+0+5+0+0+2 = 196; 196 mod 11 = 9 → '3'
    expect(idCardCheckCharacter('44052419800101001')).toBe('3');
  });

  it('accepts real numbers and refuses a wrong check character or date', () => {
    expect(isValidCitizenId('11010519491231002X')).toBe(true);
    expect(isValidCitizenId('110105194912310021')).toBe(false);
    expect(isValidCitizenId('110105194913310028')).toBe(false);
    expect(isValidCitizenId('11010519491231002x')).toBe(false);
  });

  it('has a format rule of 15 digits, or 17 digits and a digit or X', () => {
    const format = new RegExp(ID_CARD_PATTERN);
    expect(format.test('440106851023152')).toBe(true);
    expect(format.test('11010519491231002X')).toBe(true);
    expect(format.test('110105194912310021')).toBe(true);
    for (const bad of [
      '',
      '12345',
      '4401068510231521',
      '11010519491231002Y',
      '1101051949123100 X',
      '11010519491231002XX',
    ]) {
      expect(format.test(bad)).toBe(false);
    }
  });

  it('isValidCitizenId is parseCitizenId without the facts', () => {
    expect(isValidCitizenId('11010519491231002X', NOW)).toBe(true);
    expect(isValidCitizenId('11010519491231002x', NOW)).toBe(false);
  });
});
