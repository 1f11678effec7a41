import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every kind of page has its own SEO texts (issue 20): the one `auth` kind that sign-in, sign-up,
 * recovery, both panels and the back office shared is split into kinds of their own, which the
 * start-up reference seed adds. The `auth` row no page reads any more goes.
 */
export class SeoKindPerPage1764676800000 implements MigrationInterface {
  name = 'SeoKindPerPage1764676800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM seo_detail WHERE page_kind = 'auth'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `INSERT INTO seo_detail (page_kind, title_en, title_ge, description_en, description_ge) VALUES ('auth', $1, $2, $3, $4)
       ON CONFLICT (page_kind) DO NOTHING`,
      [
        'Sign In or Create Your Free Account | TechBoard.ge',
        'შესვლა ან უფასო ანგარიშის შექმნა | TechBoard.ge',
        'Sign in to TechBoard.ge to apply for tech jobs, save vacancies and manage your profile, or register your company and publish vacancies for free.',
        'შედით TechBoard.ge-ზე, რომ გაგზავნოთ განაცხადები, შეინახოთ ვაკანსიები და მართოთ პროფილი, ან დაარეგისტრირეთ კომპანია და განათავსეთ ვაკანსიები უფასოდ.',
      ],
    );
  }
}
