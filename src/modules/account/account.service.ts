import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';

/** Who a visitor is. This first slice only knows the default language. */
@Injectable()
export class AccountService {
  constructor(private readonly config: AppConfig) {}

  defaultLanguage(): 'EN' | 'GE' {
    return this.config.defaultLanguage;
  }
}
