import {
  addWorkingMinutes,
  describeWorkingHours,
  isWorkingTime,
  minutesInWords,
  workingHoursProblem,
  workingMinutesBetween,
  type WorkingHours,
} from '../working-hours';

/** An instant written in China time (`2026-03-06 20:00` is a Friday evening). */
const china = (time: string) => Date.parse(`${time.replace(' ', 'T')}:00+08:00`);
const WEEKDAYS_9_TO_6: WorkingHours = { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' };
const WITH_SATURDAY: WorkingHours = { days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '18:00' };

describe('working hours (China time)', () => {
  it('is working time from the start (included) to the end (excluded) of an open day only', () => {
    expect(isWorkingTime(WEEKDAYS_9_TO_6, china('2026-03-06 09:00'))).toBe(true);
    expect(isWorkingTime(WEEKDAYS_9_TO_6, china('2026-03-06 17:59'))).toBe(true);
    expect(isWorkingTime(WEEKDAYS_9_TO_6, china('2026-03-06 18:00'))).toBe(false);
    expect(isWorkingTime(WEEKDAYS_9_TO_6, china('2026-03-06 08:59'))).toBe(false);
    expect(isWorkingTime(WEEKDAYS_9_TO_6, china('2026-03-07 10:00'))).toBe(false);
    expect(isWorkingTime(WITH_SATURDAY, china('2026-03-07 10:00'))).toBe(true);
    expect(isWorkingTime(WITH_SATURDAY, china('2026-03-08 10:00'))).toBe(false);
  });

  it('takes the weekday in China, not in UTC: Saturday 07:00 in China is Friday 23:00 UTC', () => {
    const saturdayMorning = china('2026-03-07 07:00');
    expect(new Date(saturdayMorning).getUTCDay()).toBe(5);
    const allDayWeekdays: WorkingHours = { days: [1, 2, 3, 4, 5], start: '00:00', end: '24:00' };
    expect(isWorkingTime(allDayWeekdays, saturdayMorning)).toBe(false);
    expect(isWorkingTime(allDayWeekdays, china('2026-03-06 23:59'))).toBe(true);
    expect(addWorkingMinutes(allDayWeekdays, china('2026-03-06 23:30'), 60)).toBe(china('2026-03-09 00:30'));
  });

  it.each([
    ['in working time', '2026-03-04 10:00', 30, '2026-03-04 10:30'],
    ['before opening', '2026-03-09 08:00', 30, '2026-03-09 09:30'],
    ['across the evening', '2026-03-05 17:50', 30, '2026-03-06 09:20'],
    ['on Friday evening: Monday', '2026-03-06 20:00', 30, '2026-03-09 09:30'],
    ['across the weekend from Friday afternoon', '2026-03-06 17:50', 30, '2026-03-09 09:20'],
    ['on Saturday: Monday', '2026-03-07 11:00', 30, '2026-03-09 09:30'],
    ['at the closing minute: the next day', '2026-03-04 18:00', 30, '2026-03-05 09:30'],
    ['ending exactly at closing', '2026-03-04 17:30', 30, '2026-03-04 18:00'],
    ['of 1440 minutes: three working days', '2026-03-09 09:00', 1440, '2026-03-11 15:00'],
    ['of none, in the evening: the next opening', '2026-03-06 19:00', 0, '2026-03-09 09:00'],
  ])('counts a target %s', (_, from, minutes, due) => {
    expect(addWorkingMinutes(WEEKDAYS_9_TO_6, china(from), minutes)).toBe(china(due));
  });

  it('counts Saturday when the office opens then', () => {
    expect(addWorkingMinutes(WITH_SATURDAY, china('2026-03-06 20:00'), 30)).toBe(china('2026-03-07 09:30'));
    expect(addWorkingMinutes(WITH_SATURDAY, china('2026-03-07 20:00'), 30)).toBe(china('2026-03-09 09:30'));
  });

  it('keeps seconds: a lead at 10:00:30 is due at 10:30:30', () => {
    const from = china('2026-03-04 10:00') + 30_000;
    expect(addWorkingMinutes(WEEKDAYS_9_TO_6, from, 30)).toBe(china('2026-03-04 10:30') + 30_000);
  });

  it.each([
    ['within a morning', '2026-03-04 10:00', '2026-03-04 10:12', 12],
    ['over the weekend', '2026-03-06 20:00', '2026-03-09 09:12', 12],
    ['from Friday afternoon to Monday', '2026-03-06 17:00', '2026-03-09 10:00', 120],
    ['outside working time only', '2026-03-06 18:30', '2026-03-06 23:00', 0],
    ['backwards', '2026-03-04 11:00', '2026-03-04 10:00', 0],
    ['over a whole week', '2026-03-02 09:00', '2026-03-09 09:00', 5 * 540],
  ])('measures working minutes %s', (_, from, to, minutes) => {
    expect(workingMinutesBetween(WEEKDAYS_9_TO_6, china(from), china(to))).toBe(minutes);
  });

  it('measures back what it added, from any moment of the week', () => {
    const hours: WorkingHours = { days: [1, 3, 6], start: '08:30', end: '12:15' };
    for (let step = 0; step < 7 * 24; step += 5) {
      const from = china('2026-03-02 00:00') + step * 3_600_000 + 7 * 60_000;
      for (const minutes of [1, 30, 225, 1440]) {
        const due = addWorkingMinutes(hours, from, minutes);
        expect([step, minutes, workingMinutesBetween(hours, from, due)]).toEqual([step, minutes, minutes]);
        expect(isWorkingTime(hours, due - 1)).toBe(true);
      }
    }
  });

  it('says what is wrong with hours, in Chinese', () => {
    expect(workingHoursProblem(WEEKDAYS_9_TO_6)).toBeNull();
    expect(workingHoursProblem({ days: [], start: '09:00', end: '18:00' })).toBe('请至少选择一个工作日');
    expect(workingHoursProblem({ days: [1], start: '18:00', end: '09:00' })).toBe('下班时间须晚于上班时间');
    expect(workingHoursProblem({ days: [1], start: '09:00', end: '09:00' })).toBe('下班时间须晚于上班时间');
    expect(workingHoursProblem({ days: [1], start: '9:00', end: '18:00' })).toBe('时间格式应为 HH:MM');
    expect(workingHoursProblem({ days: [1], start: '24:00', end: '24:00' })).toBe('下班时间须晚于上班时间');
    expect(workingHoursProblem({ days: [1], start: '00:00', end: '24:00' })).toBeNull();
    expect(workingHoursProblem({ days: [0], start: '09:00', end: '18:00' })).toBe('工作日不正确');
    expect(workingHoursProblem({ days: [1, 1], start: '09:00', end: '18:00' })).toBe('工作日重复');
  });

  it('refuses to count with hours that have no working time', () => {
    expect(() => addWorkingMinutes({ days: [], start: '09:00', end: '18:00' }, 0, 30)).toThrow(RangeError);
    expect(() => workingMinutesBetween({ days: [2], start: '10:00', end: '09:00' }, 0, 1)).toThrow(
      RangeError,
    );
  });

  it('writes hours and spans of minutes as staff read them', () => {
    expect(describeWorkingHours(WEEKDAYS_9_TO_6)).toBe('周一至周五 09:00–18:00');
    expect(describeWorkingHours({ days: [5, 1, 2, 3, 4, 6], start: '08:30', end: '17:30' })).toBe(
      '周一至周六 08:30–17:30',
    );
    expect(describeWorkingHours({ days: [1, 3, 5], start: '09:00', end: '12:00' })).toBe(
      '周一、周三、周五 09:00–12:00',
    );
    expect(describeWorkingHours({ days: [6, 7], start: '09:00', end: '12:00' })).toBe(
      '周六、周日 09:00–12:00',
    );
    expect(describeWorkingHours({ days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' })).toBe(
      '每天 00:00–24:00',
    );
    expect(minutesInWords(0.4)).toBe('不到 1 分钟');
    expect(minutesInWords(12.9)).toBe('12 分钟');
    expect(minutesInWords(60)).toBe('1 小时');
    expect(minutesInWords(65)).toBe('1 小时 5 分钟');
  });
});
