import { hasBit } from '../permissions';

describe('hasBit', () => {
  it('reads low bits', () => {
    expect(hasBit(0b1010, 0)).toBe(false);
    expect(hasBit(0b1010, 1)).toBe(true);
    expect(hasBit(0b1010, 2)).toBe(false);
    expect(hasBit(0b1010, 3)).toBe(true);
  });

  it('reads bit 31 and above, where >> would overflow', () => {
    expect((2 ** 31) >> 31).toBe(-1); // the bug this helper avoids
    expect(hasBit(2 ** 31, 31)).toBe(true);
    expect(hasBit(2 ** 31, 0)).toBe(false);
    expect(hasBit(2 ** 40 + 1, 40)).toBe(true);
    expect(hasBit(2 ** 40 + 1, 8)).toBe(false); // 40 % 32 = 8: a wrapped shift would say true
    expect(hasBit(2 ** 52, 52)).toBe(true);
  });

  it('reads masks wider than 2^53 given as strings or BigInts', () => {
    expect(hasBit('18446744073709551616', 64)).toBe(true); // 2^64
    expect(hasBit(2n ** 70n + 4n, 70)).toBe(true);
    expect(hasBit(2n ** 70n + 4n, 2)).toBe(true);
    expect(hasBit(2n ** 70n + 4n, 3)).toBe(false);
  });

  it('answers false for nonsense instead of guessing', () => {
    expect(hasBit(-1, 0)).toBe(false);
    expect(hasBit(1.5, 0)).toBe(false);
    expect(hasBit(Number.NaN, 0)).toBe(false);
    expect(hasBit(2 ** 60, 60)).toBe(false); // not a safe integer: its bits are not exact
    expect(hasBit('12a', 0)).toBe(false);
    expect(hasBit(1, -1)).toBe(false);
    expect(hasBit(1, 0.5)).toBe(false);
  });
});
