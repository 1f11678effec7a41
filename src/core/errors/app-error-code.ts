import { HttpStatus } from '@nestjs/common';

/** Every kind of failure the API reports. The switch below must cover each one. */
export enum AppErrorCode {
  ValidationFailed = 'ValidationFailed',
  Unauthorized = 'Unauthorized',
  Forbidden = 'Forbidden',
  NotFound = 'NotFound',
  Conflict = 'Conflict',
  PayloadTooLarge = 'PayloadTooLarge',
  UnsupportedMediaType = 'UnsupportedMediaType',
  RateLimited = 'RateLimited',
  ServiceUnavailable = 'ServiceUnavailable',
}

export function statusOf(code: AppErrorCode): HttpStatus {
  switch (code) {
    case AppErrorCode.ValidationFailed:
      return HttpStatus.BAD_REQUEST;
    case AppErrorCode.Unauthorized:
      return HttpStatus.UNAUTHORIZED;
    case AppErrorCode.Forbidden:
      return HttpStatus.FORBIDDEN;
    case AppErrorCode.NotFound:
      return HttpStatus.NOT_FOUND;
    case AppErrorCode.Conflict:
      return HttpStatus.CONFLICT;
    case AppErrorCode.PayloadTooLarge:
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case AppErrorCode.UnsupportedMediaType:
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    case AppErrorCode.RateLimited:
      return HttpStatus.TOO_MANY_REQUESTS;
    case AppErrorCode.ServiceUnavailable:
      return HttpStatus.SERVICE_UNAVAILABLE;
  }
}
