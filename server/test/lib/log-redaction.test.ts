import { redactPersonalData } from '../../src/lib/log-redaction';

describe('redactPersonalData', () => {
  it.each([
    [
      '"url":"/api/x/searchForClient?idCardNo=11010119950312125X&siteId=1"',
      '"url":"/api/x/searchForClient?idCardNo=[redacted]&siteId=1"',
    ],
    [
      '"url":"/enroll_detail?IDCARDNO=%20310104199807251009%20"',
      '"url":"/enroll_detail?IDCARDNO=[redacted]"',
    ],
    ['"url":"/a?q=%20440106851023152x"', '"url":"/a?q=%20[redacted]"'],
    ['"url":"/a?name=%E5%BC%A0%E4%B8%89&phone=13912345678"', '"url":"/a?name=[redacted]&phone=[redacted]"'],
    ['"msg":"call 13912345678 or %2013912345678"', '"msg":"call [redacted] or %20[redacted]"'],
    [
      '"url":"/api/cms/web/siteMessage/list?pageNum=1&keyword=138%200013%208000&status=0"',
      '"url":"/api/cms/web/siteMessage/list?pageNum=1&keyword=[redacted]&status=0"',
    ],
    [
      '"url":"/api/cms/web/siteMessage/export?Keyword=138+0013+8000"',
      '"url":"/api/cms/web/siteMessage/export?Keyword=[redacted]"',
    ],
    [
      '"url":"/preview/0123456789abcdef0123456789abcdef?e=1795366417&s=AbC_-dEf012"',
      '"url":"/preview/0123456789abcdef0123456789abcdef?e=1795366417&s=[redacted]"',
    ],
    [
      '"url":"/preview/0123456789abcdef0123456789abcdef?s=AbC_-dEf012&e=1"',
      '"url":"/preview/0123456789abcdef0123456789abcdef?s=[redacted]&e=1"',
    ],
  ])('masks %s', (line, expected) => {
    expect(redactPersonalData(line)).toBe(expected);
  });

  it('leaves times, sizes, fractions and ids alone', () => {
    const line =
      '{"level":30,"time":1795366417861,"reqId":"req-1","res":{"statusCode":200},"responseTime":0.12345678901234567,"url":"/api/c?menuId=2147483647&pageNum=1"}';
    expect(redactPersonalData(line)).toBe(line);
  });
});
