import type { EntityManager } from 'typeorm';
import { companySlug } from '../../modules/company/company-slug.js';
import { documentFromText } from '../../modules/vacancy/description/editor-document.js';
import { transformedTitleOf } from '../../modules/vacancy/management/vacancy-rules.js';
import { demoActivity, demoBlogPosts, demoCompanies, demoReviews, demoVacancies } from './demo/index.js';
import type { DemoVacancy } from './demo/vacancies.js';
import { hashDemoPasswords, seedDemoAccounts } from './demo-accounts.js';
import { demoTalents } from './demo-talents.js';
import { seedDemoDirectory } from './demo-directory.seeder.js';
import { DictionaryType } from './reference/types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ids of the reference data the demo content names by key; an unknown key is a mistake in the demo data. */
async function loadReferenceIds(db: EntityManager) {
  const items: { id: number; type: DictionaryType; key: string }[] = await db.query(
    `SELECT id, type, key FROM dictionary_item WHERE type = ANY($1::int[])`,
    [
      [
        DictionaryType.Technology,
        DictionaryType.Benefit,
        DictionaryType.Field,
        DictionaryType.Experience,
        DictionaryType.EmploymentType,
        DictionaryType.WorkLocation,
        DictionaryType.City,
        DictionaryType.JobFunction,
      ],
    ],
  );
  const dictionary = new Map(items.map((i) => [`${i.type}:${i.key}`, i.id]));
  const keyFacts: { id: number; key: string; options: { id: number; key: string }[] }[] = await db.query(
    `SELECT d.id, d.key,
       COALESCE((SELECT json_agg(json_build_object('id', o.id, 'key', o.key) ORDER BY o.order_index, o.id)
                 FROM key_fact_option o WHERE o.key_fact_id = d.id), '[]') AS options
     FROM key_fact_definition d`,
  );
  const factsByKey = new Map(keyFacts.map((f) => [f.key, f]));
  return {
    item(type: DictionaryType, key: string): number {
      const id = dictionary.get(`${type}:${key}`);
      if (id === undefined) throw new Error(`Demo data names an unknown ${DictionaryType[type]} "${key}"`);
      return id;
    },
    keyFact(key: string, optionKeys: string[] = []): { id: number; options: number[] } {
      const fact = factsByKey.get(key);
      if (!fact) throw new Error(`Demo data names an unknown key fact "${key}"`);
      const unknown = optionKeys.filter((k) => !fact.options.some((o) => o.key === k));
      if (unknown.length) throw new Error(`Demo data names unknown options ${unknown.join(', ')} of key fact "${key}"`);
      // Stored in the options' display order, like the profile editor saves them.
      return { id: fact.id, options: fact.options.filter((o) => optionKeys.includes(o.key)).map((o) => o.id) };
    },
  };
}

type ReferenceIds = Awaited<ReturnType<typeof loadReferenceIds>>;

const STATUS = { active: 1, ended: 2, draft: 3 } as const;
const APPROVAL = { pending: 1, approved: 2, rejected: 3 } as const;

/**
 * The demo vacancies in one statement, in the states a company panel shows: a published vacancy's
 * deadline is its publishing day plus its deadline choice; an ended one ended at its deadline unless
 * the company ended it earlier; a draft has neither. Answers the id of each demo vacancy by key.
 */
async function seedDemoVacancies(
  db: EntityManager,
  ref: ReferenceIds,
  companyId: (key: string) => number,
  daysAgo: (days: number) => string,
): Promise<Map<string, number>> {
  const optional = (type: DictionaryType, key: string | undefined) => (key === undefined ? null : ref.item(type, key));
  const rows = demoVacancies.map((v: DemoVacancy, n) => {
    const status = v.status ?? 'active';
    if (status !== 'draft' && v.deadlineMonths === undefined)
      throw new Error(`Demo vacancy "${v.key}" has no deadline`);
    const review = v.review === undefined ? 'approved' : v.review === 'pending' ? 'pending' : 'rejected';
    return {
      n,
      company_id: companyId(v.companyKey),
      title: v.title,
      title_ge: v.titleGe ?? null,
      status: STATUS[status],
      approval: APPROVAL[review],
      rejection_reason: typeof v.review === 'object' ? v.review.rejectedFor : null,
      experience_id: optional(DictionaryType.Experience, v.experienceKey),
      employment_type_id: optional(DictionaryType.EmploymentType, v.employmentTypeKey),
      work_location_id: optional(DictionaryType.WorkLocation, v.workLocationKey),
      city_id: optional(DictionaryType.City, v.cityKey),
      job_function_id: optional(DictionaryType.JobFunction, v.jobFunctionKey),
      salary_min: v.salaryMin ?? null,
      salary_max: v.salaryMax ?? null,
      currency: v.currency ?? 0,
      show_salary: v.showSalary,
      call_to_action: v.callToAction ?? 1,
      deadline_months: v.deadlineMonths ?? 1,
      languages: v.languages ?? [],
      // A draft's day is when it was last saved.
      saved_at: daysAgo(v.publishedDaysAgo),
      ended_at: v.endedDaysAgo === undefined ? null : daysAgo(v.endedDaysAgo),
    };
  });
  const inserted: { id: number; company_id: number; title: string }[] = await db.query(
    `INSERT INTO vacancy (company_id, title, title_ge, status, approval, rejection_reason,
       experience_id, employment_type_id, work_location_id, city_id, job_function_id, salary_min, salary_max, currency,
       show_salary, call_to_action, deadline_months, languages, published_at, deadline, ended_at, created_at, updated_at)
     SELECT company_id, title, title_ge, status, approval, rejection_reason,
       experience_id, employment_type_id, work_location_id, city_id, job_function_id, salary_min, salary_max, currency,
       show_salary, call_to_action, deadline_months, languages, published_at, deadline,
       CASE WHEN status = 2 THEN COALESCE(ended_at, deadline) END,
       saved_at, CASE WHEN status = 2 THEN COALESCE(ended_at, deadline) ELSE saved_at END
     FROM (
       SELECT v.*, CASE WHEN v.status <> 3 THEN v.saved_at END AS published_at,
              CASE WHEN v.status <> 3 THEN v.saved_at + make_interval(months => v.deadline_months) END AS deadline
         FROM jsonb_to_recordset($1::jsonb) AS v(n int, company_id int, title text, title_ge text, status int,
           approval int, rejection_reason text, experience_id int, employment_type_id int, work_location_id int,
           city_id int, job_function_id int, salary_min int, salary_max int, currency int, show_salary boolean,
           call_to_action int, deadline_months int, languages varchar[], saved_at timestamptz, ended_at timestamptz)
     ) AS v
     ORDER BY n
     RETURNING id, company_id, title`,
    [JSON.stringify(rows)],
  );
  // A company's demo vacancies have distinct titles.
  const ids = new Map(
    demoVacancies.map((v) => [
      v.key,
      Number(inserted.find((r) => r.company_id === companyId(v.companyKey) && r.title === v.title)!.id),
    ]),
  );
  await db.query(
    `UPDATE vacancy v SET transformed_title = t.transformed_title
       FROM unnest($1::int[], $2::text[]) AS t(id, transformed_title) WHERE v.id = t.id`,
    [[...ids.values()], demoVacancies.map((v) => transformedTitleOf(v.title, ids.get(v.key)!))],
  );
  // Every vacancy's descriptions row, as the company panel writes it (nulls where the demo has none).
  await db.query(
    `INSERT INTO vacancy_description (vacancy_id, description_en, description_ge)
     SELECT d.vacancy_id, d.description_en, d.description_ge
       FROM jsonb_to_recordset($1::jsonb) AS d(vacancy_id int, description_en jsonb, description_ge jsonb)`,
    [
      JSON.stringify(
        demoVacancies.map((v) => ({
          vacancy_id: ids.get(v.key)!,
          description_en: v.descriptionEn === undefined ? null : documentFromText(v.descriptionEn),
          description_ge: v.descriptionGe === undefined ? null : documentFromText(v.descriptionGe),
        })),
      ),
    ],
  );
  return ids;
}

/**
 * Loads the demo companies (profiles, contact cards, vacancies, reviews, visit statistics), blog posts, the
 * demo talents and the accounts that can sign in (the staff member with `staffPassword`). Runs only
 * on a database without companies. Every table gets one set-based statement, since an embedded
 * PGlite pays dearly for each round trip, and the slow password hashing runs meanwhile.
 */
export async function seedDemoData(db: EntityManager, staffPassword: string): Promise<boolean> {
  const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM company`);
  if (count > 0) return false;

  const passwordHashes = hashDemoPasswords();
  passwordHashes.catch(() => undefined); // awaited (and its failure reported) by seedDemoAccounts
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const ref = await loadReferenceIds(db);

  await db.query(
    `INSERT INTO account (email, account_kind, full_name, is_email_verified)
     SELECT email, 1, full_name, true FROM unnest($1::text[], $2::text[]) AS t(email, full_name)
     ON CONFLICT DO NOTHING`,
    [demoTalents.map((t) => t.email), demoTalents.map((t) => t.fullName)],
  );
  const talentRows: { id: number; email: string }[] = await db.query(
    `SELECT id, lower(email) AS email FROM account WHERE lower(email) = ANY($1::text[])`,
    [demoTalents.map((t) => t.email.toLowerCase())],
  );
  const talentIdByEmail = new Map(talentRows.map((r) => [r.email, r.id]));
  const talentId = (fullName: string): number => {
    const talent = demoTalents.find((t) => t.fullName === fullName);
    const id = talent && talentIdByEmail.get(talent.email.toLowerCase());
    if (!id) throw new Error(`Demo data names an unknown demo talent "${fullName}"`);
    return id;
  };

  const companyRows: { id: number; transformed_name: string }[] = await db.query(
    `INSERT INTO company (name, transformed_name, about, about_ge, tagline, tagline_ge, team_size, profile_image_url,
       small_profile_image_url, cover_image_url, is_verified, verified_date, is_claiming_necessary, created_at)
     SELECT name, transformed_name, about, about_ge, tagline, tagline_ge, team_size, profile_image_url, profile_image_url,
       cover_image_url, is_verified, verified_date, is_claiming_necessary, created_at
     FROM jsonb_to_recordset($1::jsonb) AS c(n int, name text, transformed_name text, about text, about_ge text,
       tagline text, tagline_ge text, team_size text, profile_image_url text, cover_image_url text, is_verified boolean,
       verified_date timestamptz, is_claiming_necessary boolean, created_at timestamptz)
     ORDER BY n
     RETURNING id, transformed_name`,
    [
      JSON.stringify(
        demoCompanies.map((c, n) => ({
          n,
          name: c.name,
          transformed_name: companySlug(c.name),
          about: c.aboutEn,
          about_ge: c.aboutGe,
          tagline: c.tagline,
          tagline_ge: c.taglineGe,
          team_size: c.teamSize,
          profile_image_url: c.profileImageUrl,
          cover_image_url: c.coverImageUrl ?? null,
          is_verified: c.isVerified,
          // Verified by staff a few days after the page was created.
          verified_date: c.isVerified
            ? daysAgo(Math.max(0, c.createdDaysAgo - Math.min(3, c.createdDaysAgo / 2)))
            : null,
          is_claiming_necessary: c.isClaimingNecessary,
          created_at: daysAgo(c.createdDaysAgo),
        })),
      ),
    ],
  );
  const companyIds = new Map(
    demoCompanies.map((c) => [c.key, companyRows.find((r) => r.transformed_name === companySlug(c.name))!.id]),
  );
  const companyId = (key: string): number => {
    const id = companyIds.get(key);
    if (!id) throw new Error(`Demo data names an unknown demo company "${key}"`);
    return id;
  };

  /** Links (a company's technologies, ...) in one statement. */
  const link = (table: string, columns: string, rows: [number, number][]) =>
    db.query(`INSERT INTO ${table} (${columns}) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`, [
      rows.map((r) => r[0]),
      rows.map((r) => r[1]),
    ]);
  await link(
    'company_technology',
    'company_id, technology_id',
    demoCompanies.flatMap((c) =>
      c.technologyKeys.map((k): [number, number] => [companyId(c.key), ref.item(DictionaryType.Technology, k)]),
    ),
  );
  await link(
    'company_benefit',
    'company_id, benefit_id',
    demoCompanies.flatMap((c) =>
      c.benefitKeys.map((k): [number, number] => [companyId(c.key), ref.item(DictionaryType.Benefit, k)]),
    ),
  );

  const keyFacts = demoCompanies.flatMap((c) =>
    c.keyFacts.map((f) => {
      const fact = ref.keyFact(f.keyFactKey, f.optionKeys);
      return {
        company_id: companyId(c.key),
        key_fact_id: fact.id,
        description_en: f.descriptionEn ?? null,
        description_ge: f.descriptionGe ?? null,
        description_number: f.descriptionNumber ?? null,
        checked_options: fact.options,
      };
    }),
  );
  await db.query(
    `INSERT INTO company_key_fact (company_id, key_fact_id, description_en, description_ge, description_number, checked_options)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS f(company_id int, key_fact_id int, description_en text,
       description_ge text, description_number numeric, checked_options int[])
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(keyFacts)],
  );

  const contacts = demoCompanies.flatMap(({ key, contact: c }) =>
    c
      ? [
          {
            company_id: companyId(key),
            phone_number: c.phoneNumber,
            country_code: c.countryCode,
            email: c.email,
            website: c.website,
            georgia_office: c.georgiaOffice,
            georgia_office_ge: c.georgiaOfficeGe,
            google_map_url: c.googleMapUrl,
            head_quarter: c.headQuarter ?? null,
            head_quarter_ge: c.headQuarterGe ?? null,
            head_quarter_google_map_url: c.headQuarterGoogleMapUrl ?? null,
            facebook_url: c.facebookUrl ?? null,
            linked_in_url: c.linkedInUrl ?? null,
            twitter_url: c.twitterUrl ?? null,
            you_tube_url: c.youTubeUrl ?? null,
            tik_tok_url: c.tikTokUrl ?? null,
          },
        ]
      : [],
  );
  await db.query(
    `INSERT INTO company_contact (company_id, phone_number, country_code, email, website, georgia_office,
       georgia_office_ge, google_map_url, head_quarter, head_quarter_ge, head_quarter_google_map_url, facebook_url,
       linked_in_url, twitter_url, you_tube_url, tik_tok_url)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS c(company_id int, phone_number text, country_code text, email text,
       website text, georgia_office text, georgia_office_ge text, google_map_url text, head_quarter text,
       head_quarter_ge text, head_quarter_google_map_url text, facebook_url text, linked_in_url text, twitter_url text,
       you_tube_url text, tik_tok_url text)`,
    [JSON.stringify(contacts)],
  );

  const vacancyIds = await seedDemoVacancies(db, ref, companyId, daysAgo);
  await link(
    'vacancy_technology',
    'vacancy_id, technology_id',
    demoVacancies.flatMap((v) =>
      v.technologyKeys.map((k): [number, number] => [vacancyIds.get(v.key)!, ref.item(DictionaryType.Technology, k)]),
    ),
  );
  await link(
    'vacancy_benefit',
    'vacancy_id, benefit_id',
    demoVacancies.flatMap((v) => {
      const keys = v.benefitKeys ?? demoCompanies.find((c) => c.key === v.companyKey)!.benefitKeys.slice(0, 5);
      return keys.map((k): [number, number] => [vacancyIds.get(v.key)!, ref.item(DictionaryType.Benefit, k)]);
    }),
  );

  const reviews = demoReviews.map((r) => ({
    company_id: companyId(r.companyKey),
    author_account_id: talentId(r.authorName),
    rating: r.rating,
    headline: r.headline,
    description: r.description,
    pros: r.pros ?? null,
    cons: r.cons ?? null,
    advice: r.advice ?? null,
    benefits: r.benefits ?? null,
    visibility: r.visibility,
    position: r.position ?? null,
    tenure: r.tenure ?? null,
    status: r.status,
    created_at: daysAgo(r.writtenDaysAgo),
  }));
  const reviewRows: { id: number; company_id: number; author_account_id: number }[] = await db.query(
    `INSERT INTO company_review (company_id, author_account_id, rating, headline, description, pros, cons, advice,
       benefits, visibility, position, tenure, status, created_at, updated_at)
     SELECT *, created_at FROM jsonb_to_recordset($1::jsonb) AS r(company_id int, author_account_id int, rating int,
       headline text, description text, pros text, cons text, advice text, benefits text, visibility int,
       position text, tenure text, status int, created_at timestamptz)
     RETURNING id, company_id, author_account_id`,
    [JSON.stringify(reviews)],
  );
  const reviewId = (r: (typeof demoReviews)[number]) => {
    const [company, author] = [companyId(r.companyKey), talentId(r.authorName)];
    return reviewRows.find((row) => row.company_id === company && row.author_account_id === author)!.id;
  };
  // Likes come in over the days after the review; the reply a day or two after it.
  const likes = demoReviews.flatMap((r) =>
    (r.likedBy ?? []).map((name, i, all) => ({
      review_id: reviewId(r),
      account_id: talentId(name),
      created_at: daysAgo(r.writtenDaysAgo * (1 - (i + 1) / (all.length + 2))),
    })),
  );
  await db.query(
    `INSERT INTO company_review_like (review_id, account_id, created_at)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS l(review_id int, account_id int, created_at timestamptz)`,
    [JSON.stringify(likes)],
  );
  const replies = demoReviews.flatMap((r) =>
    r.reply ? [{ review_id: reviewId(r), text: r.reply, created_at: daysAgo(Math.max(0, r.writtenDaysAgo - 2)) }] : [],
  );
  await db.query(
    `INSERT INTO company_review_reply (review_id, text, created_at, updated_at)
     SELECT *, created_at FROM jsonb_to_recordset($1::jsonb) AS p(review_id int, text text, created_at timestamptz)`,
    [JSON.stringify(replies)],
  );

  const seenByPublic = demoVacancies.filter((v) => v.status !== 'draft' && v.review === undefined);
  const visits = demoActivity({ companies: demoCompanies, vacancies: seenByPublic, now });
  await db.query(
    `INSERT INTO user_activity (page, company_id, vacancy_id, visitor_key, created_at)
     SELECT page, company_id, vacancy_id, encode(sha256(convert_to('demo-visitor-' || visitor, 'UTF8')), 'hex'),
       to_timestamp(at / 1000.0)
     FROM unnest($1::int2[], $2::int[], $3::int[], $4::int[], $5::float8[])
       AS v(page, company_id, vacancy_id, visitor, at)`,
    [
      visits.map((v) => v.page),
      visits.map((v) => companyId(v.companyKey)),
      visits.map((v) => (v.vacancyKey ? vacancyIds.get(v.vacancyKey)! : null)),
      visits.map((v) => v.visitor),
      visits.map((v) => v.at),
    ],
  );

  await db.query(
    `INSERT INTO blog_post (title_en, title_ge, summary_en, summary_ge, body_en, body_ge, cover_url, author, status,
       published_at, created_at, updated_at)
     SELECT title_en, title_ge, summary_en, summary_ge, body_en, body_ge, cover_url, author, 2, published_at, published_at, published_at
     FROM jsonb_to_recordset($1::jsonb) AS p(title_en text, title_ge text, summary_en text, summary_ge text, body_en text,
       body_ge text, cover_url text, author text, published_at timestamptz)`,
    [
      JSON.stringify(
        demoBlogPosts.map((p) => ({
          title_en: p.titleEn,
          title_ge: p.titleGe,
          summary_en: p.summaryEn,
          summary_ge: p.summaryGe,
          body_en: p.bodyEn,
          body_ge: p.bodyGe,
          cover_url: p.coverUrl,
          author: p.author,
          published_at: daysAgo(p.publishedDaysAgo),
        })),
      ),
    ],
  );

  await seedDemoDirectory(db, ref, talentId);
  await seedDemoAccounts(db, companyIds, staffPassword, passwordHashes);
  return true;
}
