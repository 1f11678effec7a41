import { applyDecorators, SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
export const VISITORS_ONLY = 'visitorsOnly';

/** The route needs no signed-in account. Every other route is refused to visitors. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only for someone not signed in (sign-up, sign-in): a caller with a valid session gets 403. */
export const VisitorsOnly = () => applyDecorators(SetMetadata(IS_PUBLIC, true), SetMetadata(VISITORS_ONLY, true));
