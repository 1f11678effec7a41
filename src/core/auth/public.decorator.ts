import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** The route needs no signed-in account. Every other route is refused to visitors. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
