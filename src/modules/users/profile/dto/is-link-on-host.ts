import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isLinkOnHost } from '../../../../../shared/talent-profile-limits.js';

/** An optional link that must point at `host` (a LinkedIn link on linkedin.com). Null or left out passes. */
export const IsLinkOnHost = (host: string, message: string, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isLinkOnHost',
      constraints: [host],
      validator: { validate: (value) => value === null || value === undefined || isLinkOnHost(value, host) },
    },
    { ...options, message },
  );
