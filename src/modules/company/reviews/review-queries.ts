/** The SQL both review views share: the review's own columns (never its author), its like count and
 *  the company's reply. `r` is company_review, `rr` its reply. */
export const REVIEW_SELECT = `
  r.id, r.company_id, r.rating, r.headline, r.description, r.pros, r.cons, r.advice, r.benefits,
  r.visibility, r.position, r.tenure, r.status, r.rejection_reason, r.created_at, r.updated_at,
  (SELECT count(*)::int FROM company_review_like l WHERE l.review_id = r.id) AS like_count,
  rr.text AS reply_text, rr.created_at AS reply_created_at, rr.updated_at AS reply_updated_at`;

export const REVIEW_FROM = `
  FROM company_review r
  LEFT JOIN company_review_reply rr ON rr.review_id = r.id`;
