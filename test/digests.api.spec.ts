import { Currency, NotificationFrequency, VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { OutboxSender } from '../src/core/mail/outbox-sender.service.js';
import { vacancySearchQuery } from '../src/modules/users/digests/digest-composer.js';
import { DigestService } from '../src/modules/users/digests/digest.service.js';
import { DigestUnsubscribeToken } from '../src/modules/users/digests/digest-unsubscribe-token.js';
import type { VacancySearchFilter } from '../src/modules/users/subscriptions/dto/vacancy-search-filter.js';
import { VacancyModerationService } from '../src/modules/vacancy/management/vacancy-moderation.service.js';
import { uniqueEmail } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { type ReceivedMail, type SmtpListener, startSmtpListener } from './support/smtp-listener.js';
import { mailbox } from './support/mailbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://techboard.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { Daily, Weekly } = NotificationFrequency;

let t: TestApp;
let smtp: SmtpListener;
let digests: DigestService;
let sender: OutboxSender;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100', PUBLIC_URL });
  digests = t.app.get(DigestService);
  sender = t.app.get(OutboxSender);
  await loadDictionary();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// Each test starts from no subscriptions, no digests and no open vacancy, so a run sees only its own data.
beforeEach(async () => {
  for (const table of ['company_subscription', 'job_function_subscription', 'search_subscription', 'digest_delivery']) {
    await t.db.query(`DELETE FROM ${table}`);
  }
  await t.db.query(`UPDATE vacancy SET status = ${VacancyStatus.Ended} WHERE status = ${VacancyStatus.Active}`);
});

// ---- data ------------------------------------------------------------------------------------

interface Item {
  id: number;
  name: string;
  name_ge: string;
}
const dict = {} as {
  jobParent: Item;
  jobChild: Item;
  jobOther: Item;
  techCategory: Item;
  techChild: Item;
  techOther: Item;
  city: Item;
  otherCity: Item;
  experience: Item;
  otherExperience: Item;
  employment: Item;
  otherEmployment: Item;
  workLocation: Item;
  otherWorkLocation: Item;
};

async function loadDictionary(): Promise<void> {
  const items: (Item & { type: number; parent_id: number | null })[] = await t.db.query(
    'SELECT id, type, parent_id, name, name_ge FROM dictionary_item ORDER BY order_index, id',
  );
  const ofType = (type: number) => items.filter((item) => item.type === type);
  const withChildren = (parentType: number, childType: number) => {
    const parent = ofType(parentType).find((item) => ofType(childType).some((child) => child.parent_id === item.id))!;
    return { parent, child: ofType(childType).find((child) => child.parent_id === parent.id)! };
  };
  const jobs = withChildren(6, 6);
  const techs = withChildren(9, 8);
  const two = (type: number) => ofType(type).slice(0, 2);
  const [city, otherCity] = two(2);
  const [experience, otherExperience] = two(5);
  const [employment, otherEmployment] = two(4);
  const [workLocation, otherWorkLocation] = two(7);
  Object.assign(dict, {
    jobParent: jobs.parent,
    jobChild: jobs.child,
    jobOther: ofType(6).find(
      (item) => item.id !== jobs.parent.id && item.parent_id !== jobs.parent.id && item.parent_id === null,
    )!,
    techCategory: techs.parent,
    techChild: techs.child,
    techOther: ofType(8).find((item) => item.parent_id !== techs.parent.id)!,
    city,
    otherCity,
    experience,
    otherExperience,
    employment,
    otherEmployment,
    workLocation,
    otherWorkLocation,
  });
}

let counter = 0;

async function talent(language: 'en' | 'ka' = 'en', name = 'Nino Beridze'): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('digest');
  const [row] = await t.db.query(
    'INSERT INTO account (email, account_kind, full_name, language, is_email_verified) VALUES ($1, 1, $2, $3, true) RETURNING id',
    [email, name, language],
  );
  return { id: row.id, email };
}

async function company(name: string): Promise<number> {
  const [row] = await t.db.query(
    'INSERT INTO company (name, transformed_name, is_verified) VALUES ($1, $2, true) RETURNING id',
    [name, `${name.toLowerCase().replace(/\W+/g, '-')}-${++counter}`],
  );
  return row.id;
}

interface VacancyInput {
  companyId: number;
  title?: string;
  titleGe?: string | null;
  publishedAt: Date;
  jobFunction?: Item;
  city?: Item;
  experience?: Item;
  employment?: Item;
  workLocation?: Item;
  technologies?: Item[];
  showSalary?: boolean;
  /** The salary range and its currency (2000–3000 GEL when absent). */
  salary?: [min: number, max: number, currency: Currency];
  status?: VacancyStatus;
  approval?: VacancyApproval;
  deadline?: Date | null;
}

async function vacancy(input: VacancyInput): Promise<number> {
  const [row] = await t.db.query(
    `INSERT INTO vacancy (company_id, title, title_ge, status, approval, published_at, deadline, job_function_id, city_id,
                          experience_id, employment_type_id, work_location_id, salary_min, salary_max, currency, show_salary)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $14, $15, $16, $13) RETURNING id`,
    [
      input.companyId,
      input.title ?? `Vacancy ${++counter}`,
      input.titleGe ?? null,
      input.status ?? VacancyStatus.Active,
      input.approval ?? VacancyApproval.Approved,
      input.publishedAt,
      input.deadline === undefined ? new Date(Date.now() + 30 * DAY) : input.deadline,
      (input.jobFunction ?? dict.jobOther).id,
      (input.city ?? dict.city).id,
      (input.experience ?? dict.experience).id,
      (input.employment ?? dict.employment).id,
      (input.workLocation ?? dict.workLocation).id,
      input.showSalary ?? false,
      ...(input.salary ?? [2000, 3000, Currency.Gel]),
    ],
  );
  for (const technology of input.technologies ?? []) {
    await t.db.query('INSERT INTO vacancy_technology (vacancy_id, technology_id) VALUES ($1, $2)', [
      row.id,
      technology.id,
    ]);
  }
  return row.id;
}

const subscribeCompany = (accountId: number, companyId: number, frequency = Daily) =>
  t.db.query('INSERT INTO company_subscription (account_id, company_id, frequency) VALUES ($1, $2, $3)', [
    accountId,
    companyId,
    frequency,
  ]);
const subscribeJobFunction = (accountId: number, jobFunctionId: number, frequency = Daily) =>
  t.db.query('INSERT INTO job_function_subscription (account_id, job_function_id, frequency) VALUES ($1, $2, $3)', [
    accountId,
    jobFunctionId,
    frequency,
  ]);
const saveSearch = async (
  accountId: number,
  name: string,
  search: VacancySearchFilter,
  frequency = Daily,
  createdAt = new Date(),
) =>
  (
    await t.db.query(
      'INSERT INTO search_subscription (account_id, name, search, frequency, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [accountId, name, JSON.stringify(search), frequency, createdAt],
    )
  )[0].id as number;

// ---- mail ------------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const { mailsTo, delivered, theMailOf } = mailbox(
  () => smtp,
  () => sender,
);

const vacancyIdsIn = (mail: ReceivedMail) =>
  [...mail.text.matchAll(/https:\/\/techboard\.example\/vacancies\/(\d+)\b/g)].map((match) => Number(match[1]));

const deliveryOf = async (accountId: number) =>
  (await t.db.query(
    'SELECT frequency, period_start, vacancy_count, outbox_mail_id FROM digest_delivery WHERE account_id = $1 ORDER BY period_start',
    [accountId],
  )) as { frequency: number; period_start: Date; vacancy_count: number; outbox_mail_id: string | null }[];

/** A period start an hour ago: the window of a first digest is the day before it. */
const aPeriod = () => new Date(Math.floor((Date.now() - HOUR) / 1000) * 1000);

// ---- tests -----------------------------------------------------------------------------------

describe('matching', () => {
  it('lists the new open vacancies of a subscribed company, and nothing older, newer, hidden or closed', async () => {
    const period = aPeriod();
    const acme = await company('Acme Digest');
    const other = await company('Other Co');
    const nino = await talent();
    await subscribeCompany(nino.id, acme);
    const fresh = await vacancy({
      companyId: acme,
      title: 'Backend Engineer',
      publishedAt: new Date(period.getTime() - 2 * HOUR),
    });
    const edge = await vacancy({ companyId: acme, publishedAt: period });
    await vacancy({ companyId: acme, title: 'Too old', publishedAt: new Date(period.getTime() - DAY - HOUR) });
    await vacancy({
      companyId: acme,
      title: 'After the period',
      publishedAt: new Date(period.getTime() + 10 * 60_000),
    });
    await vacancy({
      companyId: acme,
      title: 'Pending',
      publishedAt: new Date(period.getTime() - HOUR),
      approval: VacancyApproval.Pending,
    });
    await vacancy({
      companyId: acme,
      title: 'Ended',
      publishedAt: new Date(period.getTime() - HOUR),
      status: VacancyStatus.Ended,
    });
    await vacancy({
      companyId: acme,
      title: 'Past deadline',
      publishedAt: new Date(period.getTime() - HOUR),
      deadline: new Date(Date.now() - 60_000),
    });
    await vacancy({ companyId: other, title: 'Not subscribed', publishedAt: new Date(period.getTime() - HOUR) });

    expect(await digests.run(Daily, { periodStart: period })).toMatchObject({ talents: 1, mails: 1, vacancies: 2 });
    const mail = await theMailOf(nino.email);
    expect(vacancyIdsIn(mail).sort()).toEqual([fresh, edge].sort());
    expect(mail.subject).toBe('Your daily job digest: 2 new vacancies');
    expect(mail.text).toContain('Hello Nino Beridze,');
    expect(mail.text).toContain('Why: you follow Acme Digest\n');
    expect(mail.text).toContain(`Acme Digest · ${dict.city.name}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/vacancies/${fresh}"`);
    expect(await deliveryOf(nino.id)).toEqual([
      expect.objectContaining({ frequency: Daily, vacancy_count: 2, outbox_mail_id: expect.anything() }),
    ]);
  });

  it('matches a job function with its children, and only subscriptions of the run frequency', async () => {
    const period = aPeriod();
    const acme = await company('Jobs Co');
    const daily = await talent();
    const weekly = await talent();
    await subscribeJobFunction(daily.id, dict.jobParent.id);
    await subscribeJobFunction(weekly.id, dict.jobParent.id, Weekly);
    const child = await vacancy({
      companyId: acme,
      jobFunction: dict.jobChild,
      publishedAt: new Date(period.getTime() - HOUR),
    });
    const parent = await vacancy({
      companyId: acme,
      jobFunction: dict.jobParent,
      publishedAt: new Date(period.getTime() - HOUR),
    });
    await vacancy({ companyId: acme, jobFunction: dict.jobOther, publishedAt: new Date(period.getTime() - HOUR) });

    expect(await digests.run(Daily, { periodStart: period })).toMatchObject({ talents: 1, mails: 1 });
    const mail = await theMailOf(daily.email);
    expect(vacancyIdsIn(mail).sort()).toEqual([child, parent].sort());
    expect(mail.text).toContain(`Why: your job function ${dict.jobParent.name}\n`);
    expect(mailsTo(weekly.email)).toHaveLength(0);

    // The weekly talent gets them in the weekly digest, a week's window.
    expect(await digests.run(Weekly, { periodStart: period })).toMatchObject({ talents: 1, mails: 1 });
    expect(vacancyIdsIn(await theMailOf(weekly.email)).sort()).toEqual([child, parent].sort());
  });

  it('matches saved searches exactly as SearchVacancies does', async () => {
    const period = aPeriod();
    const published = new Date(period.getTime() - 2 * HOUR);
    const rustCo = await company('Rustaceans');
    const plain = await company('Plain Co');
    const made = [
      await vacancy({
        companyId: plain,
        title: 'Senior RUST developer',
        titleGe: 'უფროსი დეველოპერი',
        publishedAt: published,
      }),
      await vacancy({ companyId: rustCo, title: 'Team lead', publishedAt: published, city: dict.otherCity }),
      await vacancy({
        companyId: plain,
        title: '50% remote QA',
        publishedAt: published,
        technologies: [dict.techChild],
        showSalary: true,
      }),
      await vacancy({
        companyId: plain,
        title: 'Frontend',
        publishedAt: published,
        technologies: [dict.techChild],
        city: dict.otherCity,
      }),
      await vacancy({
        companyId: plain,
        title: 'Platform',
        publishedAt: published,
        technologies: [dict.techOther],
        jobFunction: dict.jobChild,
      }),
      await vacancy({
        companyId: plain,
        title: 'Data',
        publishedAt: published,
        experience: dict.otherExperience,
        employment: dict.otherEmployment,
        workLocation: dict.otherWorkLocation,
        jobFunction: dict.jobParent,
      }),
    ];
    const filters: VacancySearchFilter[] = [
      { searchTerm: 'rust' },
      { searchTerm: '50%' },
      { searchTerm: 'a_a' },
      { technologies: [dict.techCategory.id] },
      { technologies: [dict.techCategory.id], cities: [dict.city.id] },
      { technologies: [dict.techChild.id, dict.techOther.id], salaryShown: true },
      { jobFunctions: [dict.jobParent.id] },
      { cities: [dict.otherCity.id] },
      { experiences: [dict.otherExperience.id], employmentTypes: [dict.otherEmployment.id] },
      { workLocations: [dict.workLocation.id], salaryShown: true },
      { salaryShown: true },
      { searchTerm: 'e', jobFunctions: [dict.jobChild.id], technologies: [dict.techOther.id] },
    ];
    const talents = [];
    for (const [index, filter] of filters.entries()) {
      const who = await talent();
      await saveSearch(who.id, `search ${index}`, filter);
      talents.push(who);
    }

    const expected: number[][] = [];
    for (const filter of filters) {
      const search = await t.http.get(`/api/Vacancy/SearchVacancies?pageSize=100&${vacancySearchQuery(filter)}`);
      expected.push(
        dataOf(search)
          .items.map((item: { id: number }) => item.id)
          .filter((id: number) => made.includes(id))
          .sort(),
      );
    }
    // The searches are not trivial: some match several, some none.
    expect(expected.some((ids) => ids.length === 0)).toBe(true);
    expect(expected.some((ids) => ids.length > 1)).toBe(true);

    await digests.run(Daily, { periodStart: period });
    await delivered(talents.filter((_, index) => expected[index].length > 0).map((who) => who.email));
    for (const [index, filter] of filters.entries()) {
      const mails = mailsTo(talents[index].email);
      expect(mails.length).toBeLessThanOrEqual(1);
      expect({ filter, listed: mails[0] ? vacancyIdsIn(mails[0]).sort() : [] }).toEqual({
        filter,
        listed: expected[index],
      });
    }
  });
});

describe('the mail', () => {
  it('lists each vacancy once with every subscription that brought it, the best 10, and links to the rest of each subscription', async () => {
    const period = aPeriod();
    const published = (minutes: number) => new Date(period.getTime() - minutes * 60_000);
    const acme = await company('Grouping Co');
    const other = await company('Elsewhere');
    const nino = await talent();
    await subscribeCompany(nino.id, acme);
    await subscribeJobFunction(nino.id, dict.jobParent.id);
    await saveSearch(nino.id, 'Zeta search', { cities: [dict.otherCity.id] }, Daily, new Date(Date.now() - DAY));
    await saveSearch(nino.id, 'Alpha search', { cities: [dict.otherCity.id], technologies: [dict.techOther.id] });
    const both = await vacancy({
      companyId: acme,
      title: 'Company and function',
      jobFunction: dict.jobChild,
      publishedAt: published(10),
    });
    const functionOnly = await vacancy({
      companyId: other,
      title: 'Function only',
      jobFunction: dict.jobChild,
      publishedAt: published(20),
    });
    // The newest but the weakest match: a technology the talent does not have.
    const searches = await vacancy({
      companyId: other,
      title: 'Both searches',
      city: dict.otherCity,
      technologies: [dict.techOther],
      publishedAt: published(5),
    });
    const many = [];
    for (let i = 0; i < 20; i++)
      many.push(await vacancy({ companyId: acme, title: `Opening ${i}`, publishedAt: published(100 + i) }));

    await digests.run(Daily, { periodStart: period });
    const mail = await theMailOf(nino.email);
    expect(mail.subject).toBe('Your daily job digest: 23 new vacancies');
    const ids = vacancyIdsIn(mail);
    // The best 10 (equal scores: newest first); the weaker "Both searches" is past them.
    expect(ids).toEqual([both, functionOnly, ...many.slice(0, 8)]);
    const text = mail.text;
    const entryOf = (id: number) => text.slice(text.lastIndexOf('\n- ', text.indexOf(`/vacancies/${id}\n`)));
    expect(entryOf(both)).toMatch(
      new RegExp(
        `^\\n- Company and function\\n.*\\n.*\\n  Why: you follow Grouping Co; your job function ${dict.jobParent.name}\\n`,
      ),
    );
    expect(entryOf(functionOnly)).toContain(`Why: your job function ${dict.jobParent.name}\n`);
    // The rest, by subscription: a vacancy that two saved searches brought counts in both.
    const rest = text.slice(text.indexOf('More from your subscriptions'));
    expect(rest).toMatch(
      /^More from your subscriptions\n- Company: Grouping Co\n {2}12 more\n {2}https:\/\/techboard\.example\/companies\/grouping-co-\d+\/vacancies\n/,
    );
    expect(rest).toContain(
      `- Saved search: Alpha search\n  1 more\n  ${PUBLIC_URL}/vacancies?technologies=${dict.techOther.id}&cities=${dict.otherCity.id}\n`,
    );
    expect(rest).toContain(
      `- Saved search: Zeta search\n  1 more\n  ${PUBLIC_URL}/vacancies?cities=${dict.otherCity.id}\n`,
    );
    expect(rest).not.toContain('Job function:');
    expect(ids).not.toContain(searches);
    // Footer and headers: manage, one-click unsubscribe.
    expect(text).toContain(`Manage subscriptions: ${PUBLIC_URL}/userPanel/user-subscriptions`);
    expect(text).toMatch(
      /Unsubscribe from job digests: https:\/\/techboard\.example\/api\/Users\/UnsubscribeDigest\?token=\d+\.[\w-]+/,
    );
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/techboard\.example\/api\/Users\/UnsubscribeDigest\?token=\d+\.[\w-]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('<h2');
  });

  it("is written in the talent's language", async () => {
    const period = aPeriod();
    const acme = await company('Georgian Co');
    const giorgi = await talent('ka', 'გიორგი');
    await subscribeCompany(giorgi.id, acme);
    await subscribeJobFunction(giorgi.id, dict.jobParent.id);
    const id = await vacancy({
      companyId: acme,
      title: 'Developer',
      titleGe: 'დეველოპერი',
      publishedAt: new Date(period.getTime() - HOUR),
    });
    await vacancy({
      companyId: await company('Second'),
      jobFunction: dict.jobChild,
      publishedAt: new Date(period.getTime() - HOUR),
    });

    await digests.run(Daily, { periodStart: period });
    const mail = await theMailOf(giorgi.email);
    expect(mail.subject).toBe('ყოველდღიური დაიჯესტი: 2 ახალი ვაკანსია');
    expect(mail.text).toContain('გამარჯობა, გიორგი!');
    expect(mail.text).toContain('- დეველოპერი');
    expect(mail.text).toContain(`Georgian Co · ${dict.city.name_ge}`);
    expect(mail.text).toContain(`რატომ: თქვენი სამუშაო ფუნქცია: ${dict.jobParent.name_ge}`);
    expect(mail.text).toContain('დაიჯესტების გამოწერის გაუქმება');
    expect(mail.html).toContain('<html lang="ka">');
    expect(vacancyIdsIn(mail)).toContain(id);
  });

  it('is not sent when nothing matches or the talent turned digests off, and the window still moves on', async () => {
    const period = aPeriod();
    const acme = await company('Quiet Co');
    const nothing = await talent();
    const hidden = await talent();
    await subscribeCompany(nothing.id, acme);
    await subscribeCompany(hidden.id, acme);
    await t.db.query('UPDATE account SET hide_notifications = true WHERE id = $1', [hidden.id]);
    await vacancy({ companyId: await company('Unwatched'), publishedAt: new Date(period.getTime() - HOUR) });

    expect(await digests.run(Daily, { periodStart: period })).toMatchObject({ talents: 1, mails: 0 });
    await delivered([]);
    expect(mailsTo(nothing.email)).toHaveLength(0);
    expect(mailsTo(hidden.email)).toHaveLength(0);
    expect(await deliveryOf(nothing.id)).toEqual([expect.objectContaining({ vacancy_count: 0, outbox_mail_id: null })]);
    expect(await deliveryOf(hidden.id)).toEqual([]);
  });
});

describe('the match', () => {
  /** A talent with a profile: the child technology, the first level, remote work in the first city,
   *  and a desired salary of 1,600–2,000 US dollars (4,320–5,400 GEL at the seeded 2.70). */
  async function talentWithProfile(language: 'en' | 'ka') {
    const who = await talent(language, language === 'ka' ? 'ნინო ბერიძე' : 'Nino Beridze');
    const [remote] = await t.db.query(
      "SELECT id, name, name_ge FROM dictionary_item WHERE type = 7 AND key = 'remote'",
    );
    const [onSite] = await t.db.query(
      "SELECT id, name, name_ge FROM dictionary_item WHERE type = 7 AND key = 'on-site'",
    );
    await t.db.query('UPDATE currency_rate SET gel_per_unit = 2.70 WHERE currency = $1', [Currency.Dollar]);
    await t.db.query('UPDATE account SET experience_id = $2 WHERE id = $1', [who.id, dict.experience.id]);
    await t.db.query('INSERT INTO account_technology (account_id, technology_id) VALUES ($1, $2)', [
      who.id,
      dict.techChild.id,
    ]);
    await t.db.query(
      `INSERT INTO talent_profile (account_id, desired_salary_min, desired_salary_max, desired_salary_currency, work_location_ids, city_ids)
       VALUES ($1, 1600, 2000, $2, $3, $4)`,
      [who.id, Currency.Dollar, [remote.id], [dict.city.id]],
    );
    return { ...who, remote: remote as Item, onSite: onSite as Item };
  }

  /** Two new vacancies of a company the talent follows: the older one fits, the newer one does not. */
  async function fitAndNewer(who: Awaited<ReturnType<typeof talentWithProfile>>, companyName: string) {
    const period = aPeriod();
    const acme = await company(companyName);
    await subscribeCompany(who.id, acme);
    const fit = await vacancy({
      companyId: acme,
      title: 'Fits',
      publishedAt: new Date(period.getTime() - 3 * HOUR),
      technologies: [dict.techChild, dict.techOther],
      experience: dict.experience,
      workLocation: who.remote,
      showSalary: true,
      salary: [5000, 6000, Currency.Gel],
    });
    const newer = await vacancy({
      companyId: acme,
      title: 'Newer',
      publishedAt: new Date(period.getTime() - HOUR),
      technologies: [dict.techOther],
      experience: dict.otherExperience,
      workLocation: who.onSite,
      city: dict.otherCity,
      showSalary: true,
      salary: [2000, 3000, Currency.Gel],
    });
    return { period, fit, newer };
  }

  const salaryFigures = /1[,.]?600|2[,.]?000|4[,.]?320|5[,.]?400/;

  it('orders by the match, best first: a vacancy with the talent’s technologies before a newer one without, and says why in words', async () => {
    const nino = await talentWithProfile('en');
    const { period, fit, newer } = await fitAndNewer(nino, 'Match Co');
    await digests.run(Daily, { periodStart: period });
    const mail = await theMailOf(nino.email);
    expect(vacancyIdsIn(mail)).toEqual([fit, newer]);
    expect(mail.text).toContain(
      `- Fits\n  Match Co · ${dict.city.name}\n` +
        `  75% match: You know ${dict.techChild.name} of its 2 technologies; your level; remote; the salary range meets your expectations\n` +
        '  Why: you follow Match Co\n',
    );
    expect(mail.text).toContain(
      `- Newer\n  Match Co · ${dict.otherCity.name}\n` +
        `  10% match: None of its 1 technology is among yours; a level next to yours; on-site, not a format you chose; in ${dict.otherCity.name}, not one of your cities; pays less than you asked\n`,
    );
    expect(mail.html).toContain(
      `75% match: You know ${dict.techChild.name} of its 2 technologies; your level; remote;`,
    );
    expect(mail.html).toContain('Why: you follow Match Co');
    // Whether the salary meets the wish, never the wish itself.
    expect(mail.text).not.toMatch(salaryFigures);
    expect(mail.html).not.toMatch(salaryFigures);
  });

  it('says it in Georgian to a Georgian talent', async () => {
    const nino = await talentWithProfile('ka');
    const { period, fit, newer } = await fitAndNewer(nino, 'Georgian Match Co');
    await digests.run(Daily, { periodStart: period });
    const mail = await theMailOf(nino.email);
    expect(vacancyIdsIn(mail)).toEqual([fit, newer]);
    expect(mail.text).toContain(
      `  75% შესაბამისობა: იცით ${dict.techChild.name_ge} მისი 2 ტექნოლოგიიდან; თქვენი დონე; ${nino.remote.name_ge}; ანაზღაურება თქვენს მოლოდინს შეესაბამება\n` +
        '  რატომ: გამოწერილი გაქვთ კომპანია Georgian Match Co\n',
    );
    expect(mail.text).toContain(
      `  10% შესაბამისობა: მისი 1 ტექნოლოგიიდან არცერთი არ არის თქვენს ტექნოლოგიებს შორის; თქვენი დონის მომიჯნავე დონე; ` +
        `${nino.onSite.name_ge} — ეს ფორმატი არ აგირჩევიათ; ${dict.otherCity.name_ge} — არ არის თქვენს ქალაქებს შორის; გთავაზობთ ნაკლებს, ვიდრე მოითხოვეთ\n`,
    );
    expect(mail.html).toContain(`75% შესაბამისობა: იცით ${dict.techChild.name_ge}`);
    expect(mail.text).not.toMatch(salaryFigures);
    expect(mail.html).not.toMatch(salaryFigures);
  });
});

describe('the window', () => {
  it("starts at the talent's previous digest: a vacancy is sent once, and a rerun of a period sends nothing", async () => {
    const first = aPeriod();
    const second = new Date(first.getTime() + DAY);
    const acme = await company('Window Co');
    const nino = await talent();
    await subscribeCompany(nino.id, acme);
    const early = await vacancy({ companyId: acme, publishedAt: new Date(first.getTime() - HOUR) });
    // Published after the first period's start (while its run was late): belongs to the next one.
    const late = await vacancy({ companyId: acme, publishedAt: new Date(first.getTime() + HOUR) });

    await digests.run(Daily, { periodStart: first });
    expect(vacancyIdsIn(await theMailOf(nino.email))).toEqual([early]);
    expect(await digests.run(Daily, { periodStart: first })).toMatchObject({ talents: 0, mails: 0 });

    await digests.run(Daily, { periodStart: second });
    const mails = (await delivered([nino.email], 2)).get(nino.email)!;
    expect(mails).toHaveLength(2);
    expect(vacancyIdsIn(mails[1])).toEqual([late]);
    expect((await deliveryOf(nino.id)).map((row) => row.period_start.getTime())).toEqual([
      first.getTime(),
      second.getTime(),
    ]);
  });

  it('includes a vacancy staff approve after review from the moment it becomes public', async () => {
    const acme = await company('Reviewed Co');
    const nino = await talent();
    await subscribeCompany(nino.id, acme);
    const before = aPeriod();
    const pending = await vacancy({
      companyId: acme,
      publishedAt: new Date(before.getTime() - 3 * DAY),
      approval: VacancyApproval.Pending,
    });
    await t.db.query('UPDATE vacancy SET deadline_months = 2 WHERE id = $1', [pending]);
    await digests.run(Daily, { periodStart: before });
    expect(await deliveryOf(nino.id)).toEqual([expect.objectContaining({ vacancy_count: 0 })]);

    await t.app.get(VacancyModerationService).approve(pending);
    const [row] = await t.db.query('SELECT published_at, deadline FROM vacancy WHERE id = $1', [pending]);
    expect(Date.now() - row.published_at.getTime()).toBeLessThan(60_000);
    const months = (row.deadline.getTime() - row.published_at.getTime()) / DAY;
    expect(months).toBeGreaterThan(58);
    expect(months).toBeLessThan(63);

    await digests.run(Daily, { periodStart: new Date(Date.now() + 1000) });
    expect(vacancyIdsIn(await theMailOf(nino.email))).toEqual([pending]);
  });
});

describe('exactly once', () => {
  async function talentsWithNews(count: number, companyName: string) {
    const period = aPeriod();
    const acme = await company(companyName);
    await vacancy({ companyId: acme, publishedAt: new Date(period.getTime() - HOUR) });
    const talents = [];
    for (let i = 0; i < count; i++) {
      const who = await talent();
      await subscribeCompany(who.id, acme);
      talents.push(who);
    }
    return { period, talents };
  }

  it('sends one mail per talent when two runs of the same period race', async () => {
    const { period, talents } = await talentsWithNews(7, 'Race Co');
    const [a, b] = await Promise.all([
      digests.run(Daily, { periodStart: period, batchSize: 3 }),
      digests.run(Daily, { periodStart: period, batchSize: 3 }),
    ]);
    expect(a.mails + b.mails).toBe(7);
    expect(a.talents + b.talents).toBe(7);
    const mails = await delivered(talents.map((who) => who.email));
    for (const who of talents) expect(mails.get(who.email)).toHaveLength(1);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM digest_delivery WHERE period_start = $1', [
      period,
    ]);
    expect(count).toBe(7);
  });

  it('leaves a run that dies in the middle half done, batch by batch, and the next run completes it', async () => {
    const { period, talents } = await talentsWithNews(7, 'Crash Co');
    const crash = digests.run(Daily, {
      periodStart: period,
      batchSize: 2,
      beforeCommit: (batch) => {
        if (batch === 3) throw new Error('killed');
      },
    });
    await expect(crash).rejects.toThrow('killed');
    // Batches before the third (and the one the other worker had in hand) committed; the third
    // rolled back with its mails. Each talent is done (row and mail) or not started.
    const done = new Set<number>(
      (await t.db.query('SELECT account_id FROM digest_delivery WHERE period_start = $1', [period])).map(
        (row: { account_id: number }) => row.account_id,
      ),
    );
    expect(done.size).toBeGreaterThanOrEqual(4);
    expect(done.size).toBeLessThanOrEqual(5);
    // The outbox delivers committed mails in the background: wait for those before counting.
    await delivered(talents.filter((who) => done.has(who.id)).map((who) => who.email));
    for (const who of talents) expect(mailsTo(who.email)).toHaveLength(done.has(who.id) ? 1 : 0);

    expect(await digests.run(Daily, { periodStart: period, batchSize: 2 })).toMatchObject({
      talents: 7 - done.size,
      mails: 7 - done.size,
    });
    const mails = await delivered(talents.map((who) => who.email));
    for (const who of talents) expect(mails.get(who.email)).toHaveLength(1);
  });

  it('reaches every subscriber batch by batch, whatever mix of subscriptions each has', async () => {
    const period = aPeriod();
    const acme = await company('Mixed Co');
    const quiet = [await company('Quiet A'), await company('Quiet B')];
    await vacancy({ companyId: acme, jobFunction: dict.jobChild, publishedAt: new Date(period.getTime() - HOUR) });
    const talents = [];
    for (let i = 0; i < 9; i++) {
      const who = await talent();
      // Some with several rows in one table, some with one row in another: a batch is the first
      // accounts of all tables together, not the first rows of each.
      if (i % 3 === 0) for (const id of [acme, ...quiet]) await subscribeCompany(who.id, id);
      if (i % 3 === 1) await subscribeCompany(who.id, acme);
      if (i % 6 === 2) await subscribeJobFunction(who.id, dict.jobParent.id);
      if (i % 6 === 5) await saveSearch(who.id, 'Child function', { jobFunctions: [dict.jobChild.id] });
      talents.push(who);
    }
    expect(await digests.run(Daily, { periodStart: period, batchSize: 2 })).toMatchObject({ talents: 9, mails: 9 });
    const mails = await delivered(talents.map((who) => who.email));
    for (const who of talents) expect(mails.get(who.email)).toHaveLength(1);
  });

  it('a dry run shows what would be sent and claims and queues nothing', async () => {
    const { period, talents } = await talentsWithNews(3, 'Dry Co');
    const seen: { to: string; subject: string; vacancyCount: number }[] = [];
    const [{ count: queuedBefore }] = await t.db.query('SELECT count(*)::int AS count FROM outbox_mail');
    expect(
      await digests.run(Daily, { periodStart: period, dryRun: true, onDigest: (digest) => seen.push(digest) }),
    ).toMatchObject({
      talents: 3,
      mails: 3,
    });
    expect(seen.map((digest) => digest.to).sort()).toEqual(talents.map((who) => who.email).sort());
    expect(seen[0]).toMatchObject({ subject: 'Your daily job digest: 1 new vacancy', vacancyCount: 1 });
    const [{ count: queuedAfter }] = await t.db.query('SELECT count(*)::int AS count FROM outbox_mail');
    expect(queuedAfter).toBe(queuedBefore);
    expect(await deliveryOf(talents[0].id)).toEqual([]);
  });
});

describe('Users/UnsubscribeDigest', () => {
  async function digestOf(language: 'en' | 'ka' = 'en') {
    const period = aPeriod();
    const acme = await company('Unsubscribe Co');
    const who = await talent(language);
    await subscribeCompany(who.id, acme);
    await vacancy({ companyId: acme, publishedAt: new Date(period.getTime() - HOUR) });
    await digests.run(Daily, { periodStart: period });
    const mail = await theMailOf(who.email);
    const url = new URL(mail.headers['list-unsubscribe'].slice(1, -1));
    return { who, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
  }
  const hidden = async (accountId: number) =>
    (await t.db.query('SELECT hide_notifications FROM account WHERE id = $1', [accountId]))[0].hide_notifications;

  it('one-click POST (RFC 8058) turns the digests off; the next digest skips the talent', async () => {
    const { who, path } = await digestOf();
    const response = await t.http.post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(dataOf(response)).toBe('You will no longer receive job digests');
    expect(await hidden(who.id)).toBe(true);
    // Again, and without a body: the same answer.
    expect(dataOf(await t.http.post(path).set('Accept-Language', 'ka'))).toMatch(GEORGIAN);

    await t.db.query(
      `UPDATE vacancy SET published_at = now() - interval '1 minute' WHERE status = ${VacancyStatus.Active}`,
    );
    expect(await digests.run(Daily, { periodStart: new Date() })).toMatchObject({ talents: 0 });
  });

  it("GET answers a small HTML page in the talent's language that asks first; its button turns the digests off", async () => {
    const { who, path } = await digestOf('ka');
    const response = await t.http.get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<html lang="ka">');
    expect(response.text).toContain('გამოვრთოთ ვაკანსიების დაიჯესტები?');
    expect(response.text).toContain(`href="${PUBLIC_URL}/userPanel/user-subscriptions"`);
    expect(response.text).not.toContain('<script');
    // A mail scanner opening the link changes nothing.
    expect(await hidden(who.id)).toBe(false);

    const action = /<form method="post" action="([^"]+)"/.exec(response.text)?.[1].replace(/&amp;/g, '&');
    expect(action).toMatch(/^\/api\/Users\/UnsubscribeDigestPage\?token=/);
    const done = await t.http.post(action!);
    expect(done.status).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.text).toContain('ვაკანსიების დაიჯესტებს აღარ მიიღებთ');
    expect(await hidden(who.id)).toBe(true);
  });

  it('refuses a tampered, foreign or missing token with 400, as an envelope (POST) or a page (GET)', async () => {
    const { who, token } = await digestOf();
    const other = await talent();
    const forged = `${other.id}.${token.split('.')[1]}`;
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, flipped, 'nonsense', `${token}x`]) {
      const response = await t.http.post(`/api/Users/UnsubscribeDigest?token=${encodeURIComponent(bad)}`);
      expect(errorsOf(response, 400)).toEqual({ token: ['This unsubscribe link is not valid'] });
    }
    expect(errorsOf(await t.http.post('/api/Users/UnsubscribeDigest'), 400)).toEqual({
      token: ['This unsubscribe link is not valid'],
    });
    const georgian = await t.http.post(`/api/Users/UnsubscribeDigest?token=${forged}`).set('Accept-Language', 'ka');
    expect(errorsOf(georgian, 400).token[0]).toMatch(GEORGIAN);

    for (const page of [
      await t.http.get(`/api/Users/UnsubscribeDigest?token=${forged}`),
      await t.http.post(`/api/Users/UnsubscribeDigestPage?token=${forged}`),
    ]) {
      expect(page.status).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('This unsubscribe link is not valid');
    }
    expect(await hidden(who.id)).toBe(false);
    expect(await hidden(other.id)).toBe(false);
    expect(t.app.get(DigestUnsubscribeToken).verify(token)).toBe(who.id);
  });
});

describe('SMTP outage', () => {
  it('keeps the digests queued while the SMTP server is down and sends them once it is back', async () => {
    const period = aPeriod();
    const acme = await company('Outage Co');
    const talents = [await talent(), await talent()];
    for (const who of talents) await subscribeCompany(who.id, acme);
    await vacancy({ companyId: acme, publishedAt: new Date(period.getTime() - HOUR) });
    const port = smtp.port;
    await smtp.close();

    expect(await digests.run(Daily, { periodStart: period })).toMatchObject({ mails: 2 });
    const rows = async () =>
      (await t.db.query(
        `SELECT m.status, m.attempts, m.last_error FROM digest_delivery d JOIN outbox_mail m ON m.id = d.outbox_mail_id WHERE d.period_start = $1`,
        [period],
      )) as { status: string; attempts: number; last_error: string | null }[];
    await sender.flush();
    let failed = await rows();
    for (
      const deadline = Date.now() + 5000;
      failed.some((row) => row.last_error === null) && Date.now() < deadline;
      failed = await rows()
    )
      await sleep(50);
    expect(failed).toHaveLength(2);
    for (const row of failed)
      expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) });

    smtp = await startSmtpListener({ port });
    await t.db.query(`UPDATE outbox_mail SET next_attempt_at = now() WHERE status = 'pending'`);
    const mails = await delivered(talents.map((who) => who.email));
    for (const who of talents) expect(mails.get(who.email)).toHaveLength(1);
    expect((await rows()).map((row) => row.status)).toEqual(['sent', 'sent']);
  });
});
