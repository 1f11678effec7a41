import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TALENT_DIRECTORY_LIMITS } from '../../../../shared/talent-directory-limits.js';
import { AppConfig } from '../../../config/app-config.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { MailOutbox } from '../../../core/mail/mail-outbox.service.js';
import { invitationMail } from '../../../core/mail/templates/invitation-mails.js';
import { accountContact } from '../../account/account.sql.js';
import { companyName } from '../../company/company.sql.js';
import { isOpenVacancyOfCompany, vacancyTitles } from '../../vacancy/vacancy.sql.js';
import { eitherLanguage } from '../directory/anonymous-talent.view.js';
import { DirectoryAccessService } from '../directory/directory-access.service.js';
import { anonymousTalentRows, shownTalentAccount } from '../directory/talent-directory.sql.js';
import type { CompanyInvitationsQuery, InviteTalentBody } from './dto/talent-invitation.dto.js';
import { InvitationDeclineToken } from './invitation-decline-token.js';
import {
  insertInvitation,
  invitationById,
  invitationPage,
  invitationsSentToday,
  invitationsSuspended,
  type InvitationRow,
} from './talent-invitation.sql.js';
import { type CompanyInvitationView, isoTime } from './talent-invitation.view.js';

/** A company's invitations: sending one (with its limits) and the list of those sent. */
@Injectable()
export class CompanyInvitationsService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly access: DirectoryAccessService,
    private readonly outbox: MailOutbox,
    private readonly declineTokens: InvitationDeclineToken,
  ) {}

  /**
   * Checks, in this order: the company may use the directory (403), staff did not suspend its
   * invitations (403), the talent's profile is shown to it (404), the vacancy is its own open one
   * (400), today's 20 (429), no pending invitation of this talent (409). The invitation and its mail
   * commit together; the company's lock keeps two at once from passing the day's limit.
   */
  async invite(session: AuthSession, body: InviteTalentBody, language: Language): Promise<CompanyInvitationView> {
    const companyId = await this.access.searchingCompany(session);
    if (await invitationsSuspended(this.db, companyId))
      throw AppException.forbidden('talentDirectory.invitationsSuspended');
    const accountId = await shownTalentAccount(this.db, body.talentId, companyId);
    if (accountId === null) throw AppException.notFound('talentDirectory.talentNotFound');
    if (!(await isOpenVacancyOfCompany(this.db, body.vacancyId, companyId)))
      throw AppException.validation('vacancyId', 'talentDirectory.vacancyNotOpen');
    const id = await this.db.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [INVITATION_LOCK, companyId]);
      if ((await invitationsSentToday(manager, companyId)) >= TALENT_DIRECTORY_LIMITS.invitationsPerDay)
        throw new AppException(
          AppErrorCode.RateLimited,
          { _: [{ key: 'talentDirectory.dailyLimit', args: { max: TALENT_DIRECTORY_LIMITS.invitationsPerDay } }] },
          60 * 60,
        );
      const invitationId = await insertInvitation(manager, {
        companyId,
        accountId,
        vacancyId: body.vacancyId,
        invitedBy: session.accountId,
        message: body.message,
      });
      if (invitationId === null)
        throw AppException.of(AppErrorCode.Conflict, 'talentDirectory.alreadyInvited', undefined, 'talentId');
      await this.mailInvitation(manager, invitationId);
      return invitationId;
    });
    const invitation = await invitationById(this.db, id);
    if (!invitation) throw AppException.notFound();
    const [view] = await this.views([invitation], language);
    return view;
  }

  async list(
    session: AuthSession,
    query: CompanyInvitationsQuery,
    language: Language,
  ): Promise<Page<CompanyInvitationView>> {
    const companyId = await this.access.searchingCompany(session);
    const params: unknown[] = [companyId];
    const where =
      query.status === undefined
        ? 'i.company_id = $1'
        : `i.company_id = $1 AND i.status = $${params.push(query.status)}`;
    const { rows, totalCount } = await invitationPage(this.db, where, params, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: await this.views(rows, language), totalCount, page: query.page, pageSize: query.pageSize };
  }

  private async views(rows: InvitationRow[], language: Language): Promise<CompanyInvitationView[]> {
    const accountIds = [...new Set(rows.map((row) => row.account_id))];
    const [talents, vacancies] = await Promise.all([
      anonymousTalentRows(this.db, accountIds),
      vacancyTitles(this.db, [...new Set(rows.map((row) => row.vacancy_id))]),
    ]);
    const talentOf = new Map(talents.map((talent) => [Number(talent.account_id), talent]));
    return rows.map((row) => {
      const talent = talentOf.get(row.account_id);
      const vacancy = vacancies.get(row.vacancy_id);
      return {
        id: row.id,
        status: row.status,
        talentId: talent?.public_id ?? '',
        headline: talent ? eitherLanguage(language, talent.headline, talent.headline_ge) : null,
        vacancy: { id: row.vacancy_id, title: vacancy ? localized(language, vacancy.title, vacancy.title_ge) : '' },
        message: row.message,
        createdAt: isoTime(row.created_at),
        expiresAt: isoTime(row.expires_at),
        respondedAt: row.responded_at === null ? null : isoTime(row.responded_at),
        applicationId: row.application_id,
      };
    });
  }

  /** The talent's mail, in the talent's language, with the one-click "not interested" link. */
  private async mailInvitation(manager: EntityManager, invitationId: number): Promise<void> {
    const invitation = await invitationById(manager, invitationId);
    const talent = invitation && (await accountContact(manager, invitation.account_id));
    if (!invitation || !talent) return;
    const company = await companyName(manager, invitation.company_id);
    const vacancy = (await vacancyTitles(manager, [invitation.vacancy_id])).get(invitation.vacancy_id);
    const token = this.declineTokens.sign(invitationId);
    const mail = invitationMail(talent.language, {
      companyName: company?.name ?? '',
      vacancyTitle: vacancy ? localized(talent.language, vacancy.title, vacancy.title_ge) : '',
      message: invitation.message,
      expiresOn: new Date(invitation.expires_at).toISOString().slice(0, 10),
      url: `${this.config.publicUrl}/userPanel/talentDirectory`,
      declineUrl: `${this.config.publicUrl}/invitations/notInterested?token=${encodeURIComponent(token)}`,
    });
    await this.outbox.enqueue({ to: talent.email, ...mail }, manager);
  }
}

/** The advisory lock's first key: invitations of one company are sent one at a time. */
const INVITATION_LOCK = 2_400_024;
