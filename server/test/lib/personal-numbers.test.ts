import { maskPersonalNumbers } from '../../src/lib/personal-numbers';
import { redactPersonalData } from '../../src/lib/log-redaction';
import { sanitiseSummary } from '../../src/staff/audit';

/** The notations people write a mainland mobile number in (issue 21 item 6). */
const PHONES = [
  '13812345678',
  '+8613812345678',
  '+86 138 1234 5678',
  '+86-138-1234-5678',
  '0086 13812345678',
  '138-1234-5678',
  '138 1234 5678',
  '(+86)138-1234-5678',
  '（+86）138 1234 5678',
  '(86)13812345678',
];

const ID_NUMBERS = ['11010119950312125X', '11010119950312125x', '310104199807251009', '440106851023152'];

describe('phone and ID numbers in free text', () => {
  it.each(PHONES)('masks the phone number %s in audit texts and log lines', (phone) => {
    const text = `已电话联系，回拨 ${phone}，周五再打`;
    expect(maskPersonalNumbers(text)).toBe('已电话联系，回拨 138****5678，周五再打');
    expect(redactPersonalData(`{"msg":"${text}"}`)).toBe('{"msg":"已电话联系，回拨 [redacted]，周五再打"}');
    // Written right next to Chinese text, without a space.
    expect(maskPersonalNumbers(`电话${phone}联系`)).toBe('电话138****5678联系');
  });

  it.each(ID_NUMBERS)('masks the ID number %s', (id) => {
    const masked = maskPersonalNumbers(`身份证 ${id} 已核对`);
    expect(masked).toBe(`身份证 ${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)} 已核对`);
    expect(redactPersonalData(`"note":"身份证 ${id}"`)).toBe('"note":"身份证 [redacted]"');
  });

  it('masks every number of a text, in summaries at any depth', () => {
    expect(
      sanitiseSummary({
        note: '本人 138-1234-5678，家长 +86 139 8765 4321，身份证 310104199807251009',
        changes: [{ to: '13612345678' }],
      }),
    ).toEqual({
      note: '本人 138****5678，家长 139****4321，身份证 310104********1009',
      changes: [{ to: '136****5678' }],
    });
  });

  it.each([
    ['a time', '2026-03-01 13:45:09'],
    ['an ISO time', '2026-03-01T05:45:09.123Z'],
    ['epoch milliseconds', '"time":1795366417861'],
    ['a duration', '"responseTime":13.812345678901234'],
    ['a duration in ms', 'took 1380 ms, 138 ms p99'],
    ['a UUID', '1b4e28ba-2fa1-11d2-883f-0016d3cca427'],
    ['integer ids', '"id":2147483647,"menuId":13812'],
    ['a price', '学费 ¥12800.00，优惠 1,380 元，分期 138.50 元'],
    ['a price range', '13800-15800 元'],
    ['a landline number', '0571-88776655'],
    ['an 11-digit number that is no mobile number', '23812345678'],
    ['a 12-digit number', '138123456789'],
    ['a version', 'v13.8.1234.5678'],
    ['an ICP number', '粤ICP备12345678号-4'],
    ['digits of a longer number grouped otherwise', '150 2000 300'],
  ])('leaves %s alone', (_, text) => {
    expect(maskPersonalNumbers(text)).toBe(text);
    expect(redactPersonalData(text)).toBe(text);
  });
});
