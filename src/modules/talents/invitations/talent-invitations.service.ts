import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type DeclineReason, InvitationStatus } from '../../../../shared/enums.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { accountContact } from '../../account/account.sql.js';
import { companyRefsWithLogos } from '../../company/company.sql.js';
import { ApplyService } from '../../vacancy/applications/apply.service.js';
import { vacancyTitles } from '../../vacancy/vacancy.sql.js';
import type { DirectoryPageQuery } from '../directory/dto/talent-search-query.dto.js';
import { revealedTalentRow } from '../directory/talent-directory.sql.js';
import { InvitationDeclineToken } from './invitation-decline-token.js';
import {
  answerInvitation,
  invitationById,
  invitationPage,
  type InvitationRow,
  lockInvitation,
} from './talent-invitation.sql.js';
import { isoTime, type TalentInvitationView } from './talent-invitation.view.js';

/** The talent's invitations: the list, accepting (which applies with the last CV and reveals the
 *  profile to that company only) and declining, also by the mail's one-click link. */
@Injectable()
export class TalentInvitationsService {
  constructor(
    private readonly db: DataSource,
    private readonly applying: ApplyService,
    private readonly declineTokens: InvitationDeclineToken,
  ) {}

  async list(session: AuthSession, query: DirectoryPageQuery, language: Language): Promise<Page<TalentInvitationView>> {
    const { rows, totalCount } = await invitationPage(this.db, 'i.account_id = $1', [session.accountId], {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: await this.views(rows, language), totalCount, page: query.page, pageSize: query.pageSize };
  }

  async accept(session: AuthSession, invitationId: number, language: Language): Promise<TalentInvitationView> {
    await this.db.transaction(async (manager) => {
      const invitation = await this.pendingOwn(manager, session, invitationId);
      const talent = await accountContact(manager, session.accountId);
      if (!talent) throw AppException.unauthorized();
      const contact = await revealedTalentRow(manager, session.accountId);
      const applicationId = await this.applying.applyFromInvitation(
        manager,
        {
          accountId: session.accountId,
          fullName: talent.fullName ?? talent.email,
          email: talent.email,
          phone: contact?.phone ?? '',
        },
        invitation.vacancy_id,
      );
      await answerInvitation(manager, invitation.id, { status: InvitationStatus.Accepted, applicationId });
    });
    return this.view(invitationId, language);
  }

  async decline(
    session: AuthSession,
    invitationId: number,
    reason: DeclineReason | undefined,
    language: Language,
  ): Promise<TalentInvitationView> {
    await this.db.transaction(async (manager) => {
      await this.pendingOwn(manager, session, invitationId);
      await answerInvitation(manager, invitationId, { status: InvitationStatus.Declined, reason: reason ?? null });
    });
    return this.view(invitationId, language);
  }

  /** The mail's "not interested": a genuine token declines its invitation while it is pending
   *  (saying it twice is harmless); 400 for a malformed or tampered token. */
  async declineByToken(token: unknown, language: Language): Promise<TalentInvitationView> {
    const invitationId = this.declineTokens.verify(typeof token === 'string' ? token : undefined);
    if (invitationId === null) throw AppException.validation('token', 'talentDirectory.tokenInvalid');
    await this.db.transaction(async (manager) => {
      const invitation = await lockInvitation(manager, invitationId);
      if (!invitation) throw AppException.validation('token', 'talentDirectory.tokenInvalid');
      if (invitation.status === InvitationStatus.Pending)
        await answerInvitation(manager, invitationId, { status: InvitationStatus.Declined, reason: null });
    });
    return this.view(invitationId, language);
  }

  /** The caller's own pending invitation, locked; 404 for another's, 409 once answered or expired. */
  private async pendingOwn(manager: EntityManager, session: AuthSession, invitationId: number): Promise<InvitationRow> {
    const invitation = await lockInvitation(manager, invitationId);
    if (!invitation || invitation.account_id !== session.accountId)
      throw AppException.notFound('talentDirectory.invitationNotFound');
    if (invitation.status !== InvitationStatus.Pending || new Date(invitation.expires_at) <= new Date())
      throw AppException.of(AppErrorCode.Conflict, 'talentDirectory.invitationClosed', undefined, 'invitationId');
    return invitation;
  }

  private async view(invitationId: number, language: Language): Promise<TalentInvitationView> {
    const invitation = await invitationById(this.db, invitationId);
    if (!invitation) throw AppException.notFound('talentDirectory.invitationNotFound');
    const [view] = await this.views([invitation], language);
    return view;
  }

  private async views(rows: InvitationRow[], language: Language): Promise<TalentInvitationView[]> {
    const [companies, vacancies] = await Promise.all([
      companyRefsWithLogos(this.db, [...new Set(rows.map((row) => row.company_id))]),
      vacancyTitles(this.db, [...new Set(rows.map((row) => row.vacancy_id))]),
    ]);
    const companyOf = new Map(companies.map((company) => [Number(company.company_id), company]));
    return rows.map((row) => {
      const company = companyOf.get(row.company_id);
      const vacancy = vacancies.get(row.vacancy_id);
      return {
        id: row.id,
        status: row.status,
        company: {
          id: row.company_id,
          name: company?.company_name ?? '',
          transformedName: company?.company_transformed_name ?? '',
          logoUrl: company ? (company.company_small_image_url ?? company.company_image_url) : null,
        },
        vacancy: { id: row.vacancy_id, title: vacancy ? localized(language, vacancy.title, vacancy.title_ge) : '' },
        message: row.message,
        createdAt: isoTime(row.created_at),
        expiresAt: isoTime(row.expires_at),
        respondedAt: row.responded_at === null ? null : isoTime(row.responded_at),
        declineReason: row.decline_reason,
        applicationId: row.application_id,
      };
    });
  }
}
