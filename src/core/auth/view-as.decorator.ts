import { SetMetadata } from '@nestjs/common';

export const ALLOWED_IN_VIEW_AS = 'allowedInViewAs';

/** A non-GET route a read-only view-as session may still call (sign-out). */
export const AllowedInViewAs = () => SetMetadata(ALLOWED_IN_VIEW_AS, true);
