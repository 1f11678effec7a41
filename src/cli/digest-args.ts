import { NotificationFrequency } from '../../shared/enums.js';

export const DIGEST_USAGE = 'Usage: npm run digest -- daily|weekly [--dry-run]';

export interface DigestArgs {
  frequency: NotificationFrequency;
  dryRun: boolean;
}

/** The arguments of `npm run digest`; throws the usage line for anything else. */
export function parseDigestArgs(args: string[]): DigestArgs {
  const frequencies: Record<string, NotificationFrequency> = {
    daily: NotificationFrequency.Daily,
    weekly: NotificationFrequency.Weekly,
  };
  const words = args.filter((arg) => arg !== '--dry-run');
  const frequency = words.length === 1 ? frequencies[words[0].toLowerCase()] : undefined;
  if (frequency === undefined || args.filter((arg) => arg === '--dry-run').length > 1) throw new Error(DIGEST_USAGE);
  return { frequency, dryRun: args.includes('--dry-run') };
}
