import { copyrightLine } from '../copyright';

describe('the footer’s copyright line', () => {
  it('writes the year in China for every {今年}', () => {
    expect(copyrightLine('© 2012-{今年} 华夏教育集团 版权所有', Date.parse('2027-03-01T00:00:00Z'))).toBe(
      '© 2012-2027 华夏教育集团 版权所有',
    );
    expect(copyrightLine('{今年}{今年}', new Date('2030-06-01T00:00:00Z'))).toBe('20302030');
  });

  it('is already the new year in China when UTC is still on 31 December', () => {
    expect(copyrightLine('© {今年}', Date.parse('2026-12-31T16:30:00Z'))).toBe('© 2027');
    expect(copyrightLine('© {今年}', Date.parse('2026-12-31T15:59:59Z'))).toBe('© 2026');
  });

  it('leaves a line without the token as staff wrote it', () => {
    expect(copyrightLine('© 2012-2025 华夏教育集团', Date.now())).toBe('© 2012-2025 华夏教育集团');
  });
});
