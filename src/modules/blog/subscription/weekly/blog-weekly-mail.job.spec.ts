import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { BlogWeeklyMailJob } from './blog-weekly-mail.job.js';
import { blogMailPeriodStart, type BlogWeeklyMailService } from './blog-weekly-mail.service.js';

describe('BlogWeeklyMailJob', () => {
  it('is scheduled on Mondays at 10:00 in Tbilisi, and hourly after it that day', () => {
    expect(Reflect.getMetadata('SCHEDULE_CRON_OPTIONS', BlogWeeklyMailJob.prototype.run)).toMatchObject({
      cronTime: '0 10-23 * * 1',
      timeZone: 'Asia/Tbilisi',
      waitForCompletion: true,
    });
  });

  it("names the week by its Monday 10:00: Monday 09:59 still belongs to last week's", () => {
    // 2025-03-10 is a Monday; Tbilisi is UTC+4.
    expect(blogMailPeriodStart(new Date('2025-03-10T06:00:00.000Z'))).toEqual(new Date('2025-03-10T06:00:00.000Z'));
    expect(blogMailPeriodStart(new Date('2025-03-16T19:00:00.000Z'))).toEqual(new Date('2025-03-10T06:00:00.000Z'));
    expect(blogMailPeriodStart(new Date('2025-03-10T05:59:00.000Z'))).toEqual(new Date('2025-03-03T06:00:00.000Z'));
  });

  it('runs the week that starts at the scheduled minute, even when fired a moment early, and never throws', async () => {
    const run = jest
      .fn<BlogWeeklyMailService['run']>()
      .mockResolvedValue({ periodStart: new Date(), posts: 0, mails: 0 });
    const job = new BlogWeeklyMailJob({ run } as unknown as BlogWeeklyMailService);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.useFakeTimers({ now: new Date('2025-03-10T05:59:59.500Z'), doNotFake: ['nextTick', 'setImmediate'] });
    try {
      await job.run();
      expect(run).toHaveBeenCalledWith({ periodStart: new Date('2025-03-10T06:00:00.000Z') });
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      run.mockRejectedValueOnce(new Error('content service down'));
      await expect(job.run()).resolves.toBeUndefined();
      expect(String(logged.mock.calls[0]?.[0])).toContain('Weekly news mail failed: Error: content service down');
    } finally {
      jest.restoreAllMocks();
      jest.useRealTimers();
    }
  });
});
