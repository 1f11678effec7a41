/**
 * Every action the server writes into the audit log, in one place: AuditLogService takes only
 * these, and the back office's audit log names each in both languages (a client test checks each
 * has its label). Plain data only: the client imports this file too.
 */
export const AUDIT_ACTIONS = [
  'account.socialTakeover',
  'accounts.blocked',
  'accounts.unblocked',
  'blog.postCreated',
  'blog.postDeleted',
  'blog.postUpdated',
  'claims.approved',
  'claims.rejected',
  'companies.pageCreated',
  'companies.verificationRevoked',
  'companies.verified',
  'content.dictionaryItemCreated',
  'content.dictionaryItemDeleted',
  'content.dictionaryItemUpdated',
  'content.faqItemCreated',
  'content.faqItemDeleted',
  'content.faqItemUpdated',
  'content.faqReordered',
  'content.heroUpdated',
  'content.keyFactCreated',
  'content.keyFactDeleted',
  'content.keyFactUpdated',
  'content.seoTextUpdated',
  'content.staticPageUpdated',
  'currencyRate.set',
  'invitations.restored',
  'invitations.suspended',
  'reports.blockAccount',
  'reports.dismiss',
  'reports.hideItem',
  'reports.suspendInvitations',
  'reviews.approve',
  'reviews.reject',
  'salaryInsights.recompute',
  'support.close',
  'support.reply',
  'vacancies.approve',
  'vacancies.reject',
  'viewAs.ended',
  'viewAs.linkCreated',
  'viewAs.started',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about (its `target_type`), named in the back office like the actions. */
export const AUDIT_TARGET_TYPES = [
  'account',
  'blog_post',
  'company',
  'company_claim',
  'company_review',
  'dictionary_item',
  'faq_item',
  'hero_content',
  'key_fact_definition',
  'seo_detail',
  'static_page',
  'support_ticket',
  'talent_invitation',
  'vacancy',
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
