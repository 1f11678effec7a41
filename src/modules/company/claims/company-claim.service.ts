import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { firstPage } from '../../../core/pagination/page.js';
import { isUniqueViolation } from '../../../database/unique-violation.js';
import { ClaimStatus } from '../../../../shared/enums.js';
import { companyListItemOfCard } from '../company-list-item.sql.js';
import { companyCardColumns, type CompanyCardRow } from '../company.sql.js';
import type { CompanyClaimView } from './company-claim.view.js';
import type { ClaimCompanyBody } from './dto/claim-company.dto.js';

const MY_CLAIMS_LIMIT = 100;

const CLAIM_SELECT = `SELECT cl.id, cl.message, cl.status, cl.created_at, cl.decided_at, ${companyCardColumns('c')}
  FROM company_claim cl JOIN company c ON c.id = cl.company_id`;

/** A row of CLAIM_SELECT as the driver answers it. */
interface ClaimRow extends CompanyCardRow {
  id: number | string;
  message: string | null;
  status: number | string;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const toView = (row: ClaimRow): CompanyClaimView => ({
  id: Number(row.id),
  companyId: Number(row.company_id),
  company: companyListItemOfCard(row),
  message: row.message,
  status: Number(row.status) as ClaimStatus,
  createdAt: new Date(row.created_at),
  decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
});

/**
 * Claims of company pages staff listed before the company joined (`isClaimingNecessary`): a company
 * account asks, staff approve or reject (the back office's Admin/ApproveClaim and Admin/RejectClaim).
 */
@Injectable()
export class CompanyClaimService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async claim(session: AuthSession, body: ClaimCompanyBody): Promise<CompanyClaimView> {
    const [company] = await this.db.query(`SELECT account_id, is_claiming_necessary FROM company WHERE id = $1`, [
      body.companyId,
    ]);
    if (!company) throw AppException.notFound('companyDirectory.notFound');
    if (!company.is_claiming_necessary || company.account_id !== null) {
      throw AppException.validation('companyId', 'companyDirectory.notClaimable');
    }
    const message = body.message?.trim() || null;
    let id: number;
    try {
      [{ id }] = await this.db.query(
        `INSERT INTO company_claim (company_id, account_id, message) VALUES ($1, $2, $3) RETURNING id`,
        [body.companyId, session.accountId, message],
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw AppException.of(AppErrorCode.Conflict, 'companyDirectory.claimPending', undefined, 'companyId');
      throw error;
    }
    return (await this.find(this.db.manager, id))!;
  }

  /** The caller's claims, newest first. */
  async myClaims(session: AuthSession): Promise<Page<CompanyClaimView>> {
    const rows = await this.db.query(
      `${CLAIM_SELECT} WHERE cl.account_id = $1 ORDER BY cl.created_at DESC, cl.id DESC LIMIT $2`,
      [session.accountId, MY_CLAIMS_LIMIT],
    );
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM company_claim WHERE account_id = $1`, [
      session.accountId,
    ]);
    return firstPage(rows.map(toView), Number(count), MY_CLAIMS_LIMIT);
  }

  /**
   * Staff approve a pending claim: the company page passes to the claimant's account and stops
   * asking to be claimed, and the other pending claims of that page are rejected. The page the
   * claimant's account had so far is removed when it holds nothing (no vacancies, no reviews),
   * else it is set free (no account, claimable again).
   */
  async approve(claimId: number, within?: EntityManager): Promise<CompanyClaimView> {
    return this.transaction(within, async (manager) => {
      const claim = await this.lockPending(manager, claimId);
      const [company] = await manager.query(`SELECT id, account_id FROM company WHERE id = $1 FOR UPDATE`, [
        claim.company_id,
      ]);
      if (company.account_id !== null && Number(company.account_id) !== Number(claim.account_id)) {
        throw AppException.of(AppErrorCode.Conflict, 'companyDirectory.notClaimable');
      }
      const [own] = await manager.query(`SELECT id FROM company WHERE account_id = $1 AND id <> $2 FOR UPDATE`, [
        claim.account_id,
        claim.company_id,
      ]);
      if (own) {
        const [{ used }] = await manager.query(
          `SELECT (EXISTS (SELECT 1 FROM vacancy WHERE company_id = $1) OR EXISTS (SELECT 1 FROM company_review WHERE company_id = $1)) AS used`,
          [own.id],
        );
        if (used)
          await manager.query(`UPDATE company SET account_id = NULL, is_claiming_necessary = true WHERE id = $1`, [
            own.id,
          ]);
        else await manager.query(`DELETE FROM company WHERE id = $1`, [own.id]);
      }
      await manager.query(`UPDATE company SET account_id = $1, is_claiming_necessary = false WHERE id = $2`, [
        claim.account_id,
        claim.company_id,
      ]);
      await manager.query(`UPDATE company_claim SET status = $1, decided_at = now() WHERE id = $2`, [
        ClaimStatus.Approved,
        claimId,
      ]);
      await manager.query(
        `UPDATE company_claim SET status = $1, decided_at = now() WHERE company_id = $2 AND status = $3 AND id <> $4`,
        [ClaimStatus.Rejected, claim.company_id, ClaimStatus.Pending, claimId],
      );
      return (await this.find(manager, claimId))!;
    });
  }

  /** Staff reject a pending claim. */
  async reject(claimId: number, within?: EntityManager): Promise<CompanyClaimView> {
    return this.transaction(within, async (manager) => {
      await this.lockPending(manager, claimId);
      await manager.query(`UPDATE company_claim SET status = $1, decided_at = now() WHERE id = $2`, [
        ClaimStatus.Rejected,
        claimId,
      ]);
      return (await this.find(manager, claimId))!;
    });
  }

  /** The caller's transaction (the back office audits and mails in it), else one of its own. */
  private transaction<T>(within: EntityManager | undefined, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return within ? work(within) : this.db.transaction(work);
  }

  private async lockPending(
    manager: EntityManager,
    claimId: number,
  ): Promise<{ company_id: number; account_id: number }> {
    const [claim] = await manager.query(
      `SELECT company_id, account_id, status FROM company_claim WHERE id = $1 FOR UPDATE`,
      [claimId],
    );
    if (!claim) throw AppException.notFound('companyDirectory.claimNotFound');
    if (Number(claim.status) !== ClaimStatus.Pending)
      throw AppException.of(AppErrorCode.Conflict, 'companyDirectory.claimDecided');
    return claim;
  }

  private async find(manager: EntityManager, claimId: number): Promise<CompanyClaimView | null> {
    const [row] = await manager.query(`${CLAIM_SELECT} WHERE cl.id = $1`, [claimId]);
    return row ? toView(row) : null;
  }
}
