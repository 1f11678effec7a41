/**
 * Google's rules for a JobPosting (developers.google.com/search/docs/appearance/structured-data/job-posting),
 * as plain checks: the required properties (title, description, datePosted, hiringOrganization, and
 * jobLocation or a remote job's jobLocationType TELECOMMUTE with applicantLocationRequirements) and
 * the recommended ones when present (validThrough, employmentType, baseSalary, identifier,
 * directApply), with their types and formats: ISO 8601 dates, ISO 4217 currencies, ISO 3166
 * countries, absolute URLs. `jobPostingProblems` answers every problem found, [] for a valid one.
 */

/** Google's employment types. */
export const GOOGLE_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
/** Google's salary units (QuantitativeValue.unitText). */
export const GOOGLE_SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

const ISO_8601 = /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d))?$/;
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_8601.test(value) && !Number.isNaN(Date.parse(value));
const isIsoCountry = (value: unknown): boolean =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value) && value !== 'ZZ' && regionNames.of(value) !== value;
const isAbsoluteUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const typeIs = (value: Json, ...types: string[]) => types.includes(value['@type'] as string);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

export function jobPostingProblems(posting: unknown): string[] {
  const problems: string[] = [];
  const problem = (text: string) => problems.push(text);
  if (!isObject(posting)) return ['not an object'];
  if (!/^https?:\/\/schema\.org\/?$/.test(String(posting['@context'])))
    problem(`@context is ${JSON.stringify(posting['@context'])}`);
  if (posting['@type'] !== 'JobPosting') problem(`@type is ${JSON.stringify(posting['@type'])}`);

  // Required.
  if (!isText(posting.title)) problem('title is missing');
  else if (/[\r\n]/.test(posting.title)) problem('title is not one line');
  if (!isText(posting.description)) problem('description is missing');
  else if (posting.description.trim() === String(posting.title).trim()) problem('description only repeats the title');
  if (!isIsoDate(posting.datePosted))
    problem(`datePosted is not an ISO 8601 date: ${JSON.stringify(posting.datePosted)}`);
  else if (Date.parse(posting.datePosted) > Date.now() + 60_000) problem('datePosted is in the future');
  checkOrganization(posting.hiringOrganization, problem);
  checkLocation(posting, problem);

  // Recommended: each checked when present.
  if ('validThrough' in posting) {
    if (!isIsoDate(posting.validThrough))
      problem(`validThrough is not an ISO 8601 date: ${JSON.stringify(posting.validThrough)}`);
    else if (isIsoDate(posting.datePosted) && Date.parse(posting.validThrough) <= Date.parse(posting.datePosted))
      problem('validThrough is not after datePosted');
  }
  if ('employmentType' in posting) {
    for (const type of listOf(posting.employmentType)) {
      if (!GOOGLE_EMPLOYMENT_TYPES.includes(type as string))
        problem(`employmentType ${JSON.stringify(type)} is not one of Google's`);
    }
  }
  if ('baseSalary' in posting) checkSalary(posting.baseSalary, problem);
  if ('identifier' in posting) {
    const identifier = posting.identifier;
    if (
      !isObject(identifier) ||
      !typeIs(identifier, 'PropertyValue') ||
      !isText(identifier.name) ||
      !isText(identifier.value)
    ) {
      problem(`identifier is not a PropertyValue with a name and a value: ${JSON.stringify(identifier)}`);
    }
  }
  if ('directApply' in posting && typeof posting.directApply !== 'boolean') problem('directApply is not a boolean');
  if ('url' in posting && !isAbsoluteUrl(posting.url)) problem(`url is not absolute: ${JSON.stringify(posting.url)}`);
  return problems;
}

function checkOrganization(organization: unknown, problem: (text: string) => void): void {
  if (!isObject(organization) || !typeIs(organization, 'Organization')) {
    problem('hiringOrganization is not an Organization');
    return;
  }
  if (!isText(organization.name)) problem('hiringOrganization.name is missing');
  if (!('sameAs' in organization) && !('logo' in organization))
    problem('hiringOrganization has neither sameAs nor logo');
  for (const key of ['sameAs', 'logo', 'url']) {
    if (key in organization && !isAbsoluteUrl(organization[key]))
      problem(`hiringOrganization.${key} is not an absolute URL`);
  }
}

/** A job at a place (jobLocation with a postal address), or a remote one (TELECOMMUTE with the
 *  places its applicants may live in), or both. */
function checkLocation(posting: Json, problem: (text: string) => void): void {
  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if ('jobLocationType' in posting && !remote)
    problem(`jobLocationType ${JSON.stringify(posting.jobLocationType)} is not TELECOMMUTE`);
  if (!remote && !('jobLocation' in posting)) {
    problem('jobLocation is missing (and the job is not TELECOMMUTE)');
    return;
  }
  if (remote) {
    if (!('applicantLocationRequirements' in posting))
      problem('a TELECOMMUTE job has no applicantLocationRequirements');
    for (const area of listOf(posting.applicantLocationRequirements ?? [])) {
      if (!isObject(area) || !typeIs(area, 'Country', 'State', 'AdministrativeArea') || !isText(area.name)) {
        problem(
          `applicantLocationRequirements holds no named Country, State or AdministrativeArea: ${JSON.stringify(area)}`,
        );
      } else if (typeIs(area, 'Country') && !isIsoCountry(area.name)) {
        problem(`applicantLocationRequirements country ${JSON.stringify(area.name)} is not an ISO 3166-1 code`);
      }
    }
  }
  for (const place of listOf(posting.jobLocation ?? [])) {
    const address = isObject(place) && typeIs(place, 'Place') ? place.address : undefined;
    if (!isObject(address) || !typeIs(address, 'PostalAddress')) {
      problem(`jobLocation is not a Place with a PostalAddress: ${JSON.stringify(place)}`);
      continue;
    }
    if (!isIsoCountry(address.addressCountry))
      problem(`addressCountry ${JSON.stringify(address.addressCountry)} is not an ISO 3166-1 code`);
    for (const key of ['addressLocality', 'addressRegion', 'streetAddress', 'postalCode']) {
      if (key in address && !isText(address[key])) problem(`address.${key} is empty`);
    }
  }
}

function checkSalary(salary: unknown, problem: (text: string) => void): void {
  if (!isObject(salary) || !typeIs(salary, 'MonetaryAmount')) {
    problem('baseSalary is not a MonetaryAmount');
    return;
  }
  if (typeof salary.currency !== 'string' || !CURRENCIES.has(salary.currency))
    problem(`baseSalary.currency ${JSON.stringify(salary.currency)} is not ISO 4217`);
  const value = salary.value;
  if (!isObject(value) || !typeIs(value, 'QuantitativeValue')) {
    problem('baseSalary.value is not a QuantitativeValue');
    return;
  }
  const amounts = (['value', 'minValue', 'maxValue'] as const).filter((key) => key in value);
  for (const key of amounts) {
    if (typeof value[key] !== 'number' || !Number.isFinite(value[key]) || (value[key] as number) <= 0)
      problem(`baseSalary.value.${key} is not a positive number`);
  }
  const isRange = amounts.includes('minValue') || amounts.includes('maxValue');
  if (amounts.length === 0) problem('baseSalary.value has no value, minValue or maxValue');
  if (isRange && amounts.includes('value')) problem('baseSalary.value mixes value with minValue/maxValue');
  if (isRange && 'minValue' in value && 'maxValue' in value && (value.minValue as number) > (value.maxValue as number))
    problem('baseSalary minValue is above maxValue');
  if (!GOOGLE_SALARY_UNITS.includes(value.unitText as string))
    problem(`baseSalary unitText ${JSON.stringify(value.unitText)} is not one of Google's`);
}

/** Every JSON-LD object of a page. */
export const jsonLdOf = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => listOf(JSON.parse(match[1]!)) as Json[],
  );

/** The JobPostings of a page. */
export const jobPostingsOf = (html: string): Json[] => jsonLdOf(html).filter((item) => item['@type'] === 'JobPosting');
