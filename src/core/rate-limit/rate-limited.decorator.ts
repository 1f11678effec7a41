import { UseGuards } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard.js';

/** Counts the route against the per-client limit on sign-in, sign-up, e-mail checks and recovery. */
export const RateLimited = () => UseGuards(RateLimitGuard);
