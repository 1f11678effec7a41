import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BotCheck } from '../../core/bot-check/bot-check.js';
import { AccountKind, DictionaryType } from '../../../shared/enums.js';
import { AppErrorCode } from '../../core/errors/app-error-code.js';
import { AppException } from '../../core/errors/app.exception.js';
import { ImageUploadService, type StoredImage, type UploadedImage } from '../../core/files/image-upload.service.js';
import type { Language } from '../../core/i18n/language.js';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { DictionaryService } from '../common/dictionary.service.js';
import { CompanyService } from '../company/company.service.js';
import type { CreateCompanyAccountBody } from './dto/create-company-account.dto.js';
import type { CreateUserAccountBody } from './dto/create-user-account.dto.js';
import { Account } from './entities/account.entity.js';
import { AccountMailer } from './mail/account-mailer.service.js';
import { passwordHasher } from './password-hasher.js';
import { consentGiven } from './terms-consent.js';
import { OneTimeTokenService } from './sessions/one-time-token.service.js';
import { type IssuedSession, SessionService } from './sessions/session.service.js';

export interface RequestContext {
  language: Language;
  ip?: string;
}

/** Sign-up of talents and companies: checks, the account (and company) rows, the verification
 *  mail and the first session, all in one transaction. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly db: DataSource,
    private readonly botCheck: BotCheck,
    private readonly images: ImageUploadService,
    private readonly dictionaries: DictionaryService,
    private readonly companies: CompanyService,
    private readonly sessions: SessionService,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly mailer: AccountMailer,
  ) {}

  /** 409 when the e-mail is taken; the sign-up wizard asks before leaving step 1. */
  async assertEmailFree(email: string): Promise<{ exists: false }> {
    if (await this.emailTaken(email))
      throw AppException.of(AppErrorCode.Conflict, 'account.emailExists', undefined, 'email');
    return { exists: false };
  }

  async createTalent(
    body: CreateUserAccountBody,
    image: UploadedImage | undefined,
    context: RequestContext,
  ): Promise<IssuedSession> {
    await this.checkCommon(body, context);
    const [technologies, jobFunctions] = await Promise.all([
      this.dictionaryIds(DictionaryType.Technology, body.technologies, 'technologies'),
      this.dictionaryIds(DictionaryType.JobFunction, body.jobFunctions ?? [], 'jobFunctions'),
      this.dictionaryIds(DictionaryType.Field, body.field ? [body.field] : [], 'field'),
      this.dictionaryIds(DictionaryType.Experience, body.experience ? [body.experience] : [], 'experience'),
    ]);
    return this.create(body.password, image, async (manager, stored, passwordHash) => {
      const account = await manager.save(
        manager.create(Account, {
          email: body.email,
          passwordHash,
          accountKind: AccountKind.User,
          fullName: body.name,
          language: context.language,
          fieldId: body.field ?? null,
          experienceId: body.experience ?? null,
          profileImageUrl: stored?.url ?? null,
          smallProfileImageUrl: stored?.smallUrl ?? null,
          ...(await consentGiven(manager)),
        }),
      );
      await insertLinks(manager, 'account_technology', 'technology_id', account.id, technologies);
      await insertLinks(manager, 'account_job_function', 'job_function_id', account.id, jobFunctions);
      return account;
    });
  }

  async createCompany(
    body: CreateCompanyAccountBody,
    logo: UploadedImage | undefined,
    context: RequestContext,
  ): Promise<IssuedSession> {
    await this.checkCommon(body, context);
    if (!logo) throw AppException.validation('profileImage', 'account.logoRequired');
    return this.create(body.password, logo, async (manager, stored, passwordHash) => {
      const account = await manager.save(
        manager.create(Account, {
          email: body.email,
          passwordHash,
          accountKind: AccountKind.Company,
          fullName: body.name,
          language: context.language,
          ...(await consentGiven(manager)),
        }),
      );
      await this.companies.createForAccount(manager, {
        accountId: account.id,
        name: body.name,
        profileImageUrl: stored?.url ?? null,
        smallProfileImageUrl: stored?.smallUrl ?? null,
      });
      return account;
    });
  }

  /** Social sign-in's first visit: an account whose e-mail the provider has verified. */
  async createFromSocialProfile(
    manager: EntityManager,
    profile: { email: string; fullName: string },
    language: Language,
  ): Promise<Account> {
    const account = await manager.save(
      manager.create(Account, {
        email: profile.email,
        passwordHash: null,
        accountKind: AccountKind.User,
        fullName: profile.fullName,
        language,
        isEmailVerified: true,
        emailVerifiedAt: new Date(),
      }),
    );
    await this.mailer.welcome(account, manager);
    return account;
  }

  private async checkCommon(
    body: { password: string; confirmPassword: string; email: string; botToken?: string },
    context: RequestContext,
  ) {
    if (!(await this.botCheck.verify(body.botToken, context.ip)))
      throw AppException.validation('botToken', 'account.botCheckFailed');
    if (body.password !== body.confirmPassword)
      throw AppException.validation('confirmPassword', 'account.passwordRepeat');
    await this.assertEmailFree(body.email);
  }

  /** The image is checked and stored first (a refused image costs no hash), then the password is
   *  hashed outside the transaction, where argon2's time would hold a pooled connection idle. */
  private async create(
    password: string,
    image: UploadedImage | undefined,
    insert: (manager: EntityManager, stored: StoredImage | null, passwordHash: string) => Promise<Account>,
  ): Promise<IssuedSession> {
    const stored = image ? await this.images.storeProfileImage(image, 'profile', 'profileImage') : null;
    try {
      const passwordHash = await passwordHasher.hash(password);
      return await this.db.transaction(async (manager) => {
        const account = await insert(manager, stored, passwordHash);
        const secret = await this.oneTimeTokens.create('emailVerification', account.id, {}, manager);
        await this.mailer.verification(account, secret, manager);
        return this.sessions.start(account, {}, manager);
      });
    } catch (error) {
      if (stored) await this.images.deleteImage(stored.url);
      if (isUniqueViolation(error))
        throw AppException.of(AppErrorCode.Conflict, 'account.emailExists', undefined, 'email');
      throw error;
    }
  }

  private async emailTaken(email: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM account WHERE lower(email) = lower($1)', [email]);
    return rows.length > 0;
  }

  private async dictionaryIds(type: DictionaryType, ids: number[], field: string): Promise<number[]> {
    const unique = [...new Set(ids)];
    const found = await this.dictionaries.itemsOfType(type, unique);
    if (found.length !== unique.length) throw AppException.validation(field, 'account.unknownChoice');
    return unique;
  }
}

async function insertLinks(
  manager: EntityManager,
  table: string,
  column: string,
  accountId: number,
  ids: number[],
): Promise<void> {
  for (const id of ids) {
    await manager.query(`INSERT INTO ${table} (account_id, ${column}) VALUES ($1, $2)`, [accountId, id]);
  }
}
