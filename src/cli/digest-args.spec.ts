import { NotificationFrequency } from '../../shared/enums.js';
import { DIGEST_USAGE, parseDigestArgs } from './digest-args.js';

describe('parseDigestArgs', () => {
  it('reads the frequency and --dry-run in any order', () => {
    expect(parseDigestArgs(['daily'])).toEqual({ frequency: NotificationFrequency.Daily, dryRun: false });
    expect(parseDigestArgs(['--dry-run', 'Weekly'])).toEqual({ frequency: NotificationFrequency.Weekly, dryRun: true });
  });

  it.each([[[]], [['monthly']], [['daily', 'weekly']], [['daily', '--dry-run', '--dry-run']], [['daily', '--force']]])(
    'refuses %j with the usage line',
    (args) => {
      expect(() => parseDigestArgs(args)).toThrow(DIGEST_USAGE);
    },
  );
});
