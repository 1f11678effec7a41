import type { EntityManager } from 'typeorm';
import { StaticContentType } from '../../../shared/enums.js';
import type { Account } from './entities/account.entity.js';
import { staticPagesUpdatedAt } from '../static/static-page.sql.js';

export type Consent = Pick<Account, 'termsAcceptedAt' | 'termsOfUseVersion' | 'privacyPolicyVersion'>;

/** Consent to the terms of use and the privacy policy, given now: the time, and the versions (last
 *  changes) of both documents the form linked to (null for a page that does not exist). */
export async function consentGiven(manager: EntityManager): Promise<Consent> {
  const versions = await staticPagesUpdatedAt(manager, [StaticContentType.TermsOfUse, StaticContentType.PrivacyPolicy]);
  const versionOf = (type: StaticContentType) => versions.get(type) ?? null;
  return {
    termsAcceptedAt: new Date(),
    termsOfUseVersion: versionOf(StaticContentType.TermsOfUse),
    privacyPolicyVersion: versionOf(StaticContentType.PrivacyPolicy),
  };
}

/**
 * An account made by Google or LinkedIn sign-in had no form to tick, so its first visit asks before
 * anything else. Only accounts without a password are asked: a password account went through a
 * sign-up form (which, from issue 22 on, requires the consent). Staff are not asked, and a view-as
 * session never answers for the account it views.
 */
export const needsConsent = (
  account: Pick<Account, 'termsAcceptedAt' | 'passwordHash' | 'isStaff'>,
  viewAs: boolean,
): boolean => !viewAs && !account.isStaff && account.termsAcceptedAt === null && account.passwordHash === null;
