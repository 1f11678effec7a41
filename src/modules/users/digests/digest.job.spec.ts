import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { NotificationFrequency } from '../../../../shared/enums.js';
import { DigestJob } from './digest.job.js';
import type { DigestService } from './digest.service.js';

describe('DigestJob', () => {
  it('is scheduled at 09:00 in Tbilisi: daily every day, weekly on Mondays', () => {
    const cron = (method: 'daily' | 'weekly') =>
      Reflect.getMetadata('SCHEDULE_CRON_OPTIONS', DigestJob.prototype[method]);
    expect(cron('daily')).toMatchObject({ cronTime: '0 9 * * *', timeZone: 'Asia/Tbilisi', waitForCompletion: true });
    expect(cron('weekly')).toMatchObject({ cronTime: '0 9 * * 1', timeZone: 'Asia/Tbilisi', waitForCompletion: true });
  });

  it('runs the period that starts at the scheduled minute, even when fired a moment early, and never throws', async () => {
    const run = jest.fn<DigestService['run']>().mockResolvedValue({
      frequency: NotificationFrequency.Weekly,
      periodStart: new Date(),
      talents: 0,
      mails: 0,
      vacancies: 0,
    });
    const job = new DigestJob({ run } as unknown as DigestService);
    jest.useFakeTimers({ now: new Date('2025-03-10T04:59:59.500Z'), doNotFake: ['nextTick', 'setImmediate'] }); // Monday 08:59:59.5 in Tbilisi
    try {
      await job.weekly();
      expect(run).toHaveBeenCalledWith(NotificationFrequency.Weekly, {
        periodStart: new Date('2025-03-10T05:00:00.000Z'),
      });
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      run.mockRejectedValueOnce(new Error('database down'));
      await expect(job.daily()).resolves.toBeUndefined();
      expect(String(logged.mock.calls[0]?.[0])).toContain('Daily digest failed: Error: database down');
    } finally {
      jest.restoreAllMocks();
      jest.useRealTimers();
    }
  });
});
