import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { AccountKind } from '../../../../shared/enums.js';
import { MailOutbox } from '../../../core/mail/mail-outbox.service.js';
import {
  passwordRecoveryMail,
  socialTakeoverMail,
  verificationMail,
  welcomeMail,
} from '../../../core/mail/templates/account-mails.js';
import type { Account } from '../entities/account.entity.js';

type Recipient = Pick<Account, 'email' | 'fullName' | 'language' | 'accountKind'>;

/** The account's mails, in its language, through the outbox (inside the caller's transaction). */
@Injectable()
export class AccountMailer {
  constructor(
    private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
  ) {}

  async verification(account: Recipient, secret: string, manager?: EntityManager): Promise<void> {
    const url = this.link('/verifyEmail', { verificationId: secret, email: account.email });
    await this.outbox.enqueue(
      { to: account.email, ...verificationMail(account.language, { name: account.fullName ?? '', url }) },
      manager,
    );
  }

  async passwordRecovery(account: Recipient, secret: string, manager?: EntityManager): Promise<void> {
    const url = this.link('/passwordRecovery/newPassword', { email: account.email, token: secret });
    await this.outbox.enqueue(
      { to: account.email, ...passwordRecoveryMail(account.language, { name: account.fullName ?? '', url }) },
      manager,
    );
  }

  async welcome(account: Recipient, manager?: EntityManager): Promise<void> {
    const isCompany = account.accountKind === AccountKind.Company;
    const url = this.link(isCompany ? '/companyPanel/generalInformation' : '/userPanel/generalInformation');
    const mail = welcomeMail(account.language, {
      name: account.fullName ?? '',
      kind: isCompany ? 'company' : 'talent',
      url,
    });
    await this.outbox.enqueue({ to: account.email, ...mail }, manager);
  }

  /** After a Google or LinkedIn sign-in took over the never-confirmed account of its address. */
  async socialTakeover(account: Recipient, provider: string, manager?: EntityManager): Promise<void> {
    const url = this.link(
      account.accountKind === AccountKind.Company ? '/companyPanel/settings' : '/userPanel/settings/account',
    );
    const mail = socialTakeoverMail(account.language, {
      name: account.fullName ?? '',
      email: account.email,
      provider,
      url,
    });
    await this.outbox.enqueue({ to: account.email, ...mail }, manager);
  }

  private link(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.config.publicUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }
}
