import { SetMetadata } from '@nestjs/common';

export const RAW_RESPONSE = 'rawResponse';

/** The handler answers something other than the JSON envelope (a file, XML, plain text). */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);
