import { staleUnlessRefused } from '../envelope';
import { CODE } from '@contract/codes';

describe('staleUnlessRefused', () => {
  const invalidates = staleUnlessRefused(['LeadRouting']);

  it('invalidates after a success, a network failure and a server fault (the write may have happened)', () => {
    expect(invalidates({}, undefined)).toEqual(['LeadRouting']);
    expect(invalidates(undefined, { message: '网络异常' })).toEqual(['LeadRouting']);
    expect(invalidates(undefined, { status: 502, message: '系统正在更新' })).toEqual(['LeadRouting']);
    expect(invalidates(undefined, { status: 500, code: CODE.badRequest, message: '系统繁忙' })).toEqual([
      'LeadRouting',
    ]);
  });

  it('invalidates nothing after the server refused the call: a refusal changed nothing', () => {
    expect(invalidates(undefined, { status: 409, code: CODE.badRequest, message: '已被他人修改' })).toEqual(
      [],
    );
    expect(invalidates(undefined, { status: 200, code: CODE.badRequest, message: '参数错误' })).toEqual([]);
  });
});
