import { ID_CARD_PATTERN, idCardCheckCharacter, isValidCitizenId } from '../../../contract/id-card';

describe('citizen ID numbers', () => {
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
});
