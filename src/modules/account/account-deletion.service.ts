import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { AppException } from '../../core/errors/app.exception.js';
import { ImageUploadService } from '../../core/files/image-upload.service.js';
import { CompanyService } from '../company/company.service.js';
import type { DeleteAccountBody } from './dto/password.dto.js';
import { findAccountWithPassword } from './account-queries.js';
import { Account } from './entities/account.entity.js';
import { PasswordAttempts } from './password-attempts.service.js';
import type { RequestContext } from './registration.service.js';

/** Deletes the caller's account with the person's data: profile, links, sessions, images, and for a
 *  company its profile and vacancies (rows cascade in the database). Staff accounts are kept. */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly db: DataSource,
    private readonly images: ImageUploadService,
    private readonly companies: CompanyService,
    private readonly attempts: PasswordAttempts,
  ) {}

  /** The password's failures count like sign-in's (PasswordAttempts). */
  async delete(session: AuthSession, body: DeleteAccountBody, context: Pick<RequestContext, 'ip'>): Promise<true> {
    const account = await findAccountWithPassword(this.db, { id: session.accountId });
    if (!account) throw AppException.unauthorized();
    if (account.isStaff) throw AppException.forbidden('account.staffCannotDelete');
    if (account.passwordHash) {
      if (!body.password) throw AppException.validation('password', 'account.passwordRequiredToDelete');
      if (!(await this.attempts.verify(account.id, account.passwordHash, body.password, context.ip))) {
        throw AppException.validation('password', 'account.passwordWrong');
      }
    }
    const imageUrls = await this.db.transaction(async (manager) => {
      const company = await this.companies.deleteForAccount(manager, account.id);
      await manager.delete(Account, { id: account.id });
      return [account.profileImageUrl, company?.profileImageUrl, company?.coverImageUrl];
    });
    for (const url of imageUrls) if (url) await this.images.deleteImage(url);
    return true;
  }
}
