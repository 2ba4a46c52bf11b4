import { LeadListItem } from '@contract/site-message';
import { recordOf } from '@/testing/contract-record';
import { maskName } from '@contract/lead-status';
import { leadToAnnounce, noticeOf } from '../new-lead-notice';

const summary = (latestId: number | null) => ({ latestId });

describe('which lead a poll announces', () => {
  it('announces the newest lead when it is newer than the one before', () => {
    expect(leadToAnnounce(summary(3), summary(4))).toBe(4);
    expect(leadToAnnounce(summary(3), summary(9))).toBe(9);
    // The first lead ever.
    expect(leadToAnnounce(summary(null), summary(1))).toBe(1);
  });

  it('announces nothing on the first summary, without change, or when the newest lead was deleted', () => {
    expect(leadToAnnounce(undefined, summary(4))).toBeNull();
    expect(leadToAnnounce(summary(4), summary(4))).toBeNull();
    expect(leadToAnnounce(summary(4), summary(3))).toBeNull();
    expect(leadToAnnounce(summary(4), summary(null))).toBeNull();
    expect(leadToAnnounce(summary(4), undefined)).toBeNull();
  });
});

describe('what the notification says', () => {
  // A list item as the server sends it (the phone masked), from the contract's schema.
  const item = recordOf(LeadListItem, {
    id: 9,
    name: '欧阳晓雨',
    phone: '139****5678',
    platform: 'academic',
    createdAt: '2026-03-04T02:00:00.000Z',
    source: 'wechat',
    sourceLabel: '微信',
  });

  it('masks the name and never shows the phone', () => {
    expect(maskName('欧阳晓雨')).toBe('欧**');
    expect(maskName(' Anna Müller ')).toBe('A**');
    expect(maskName('')).toBe('访客');
    const notice = noticeOf(item);
    expect(notice).toEqual({ title: '新线索', body: '欧** · 成人教育 · 来自微信' });
    expect(notice.body).not.toMatch(/晓雨|5678|139/);
  });

  it('says only that a lead came when the lead could not be read', () => {
    expect(noticeOf(undefined)).toEqual({ title: '新线索', body: '访客' });
  });
});
