import { multipartBody, pdfCv } from './multipart.js';
import type { SiteSample } from './site-sample.js';

export interface Applicant {
  accountId: number;
  email: string;
  token: string;
}

/** Signs `count` talents in through the API (before the load: argon2 is slow on purpose). */
export async function signInApplicants(baseUrl: string, sample: SiteSample, count: number): Promise<Applicant[]> {
  const applicants: Applicant[] = [];
  for (const { id, email } of sample.talents.slice(-count)) {
    const response = await fetch(`${baseUrl}/api/Account/SignIn`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: sample.talentPassword }),
    });
    const body = (await response.json()) as { data?: { token?: string } };
    if (response.status !== 200 || !body.data?.token)
      throw new Error(`Sign-in of ${email} failed: HTTP ${response.status} ${JSON.stringify(body)}`);
    applicants.push({ accountId: id, email, token: body.data.token });
  }
  return applicants;
}

/**
 * Hands out (applicant, open vacancy) pairs no application holds yet, each once: applicant after
 * applicant, each walking the vacancies from its own starting point. When every pair is used it
 * starts over, and the API's 409 (already applied) is counted as a duplicate.
 */
export class ApplicationPairs {
  private turn = 0;
  private readonly positions: number[];

  constructor(
    private readonly applicants: Applicant[],
    private readonly vacancyIds: number[],
    private readonly taken: Set<string>,
  ) {
    this.positions = applicants.map((_, i) => Math.floor((i * vacancyIds.length) / Math.max(1, applicants.length)));
  }

  next(): { applicant: Applicant; vacancyId: number } {
    const index = this.turn++ % this.applicants.length;
    const applicant = this.applicants[index];
    for (let tries = 0; tries < this.vacancyIds.length; tries++) {
      const vacancyId = this.vacancyIds[this.positions[index]++ % this.vacancyIds.length];
      const key = `${vacancyId}:${applicant.accountId}`;
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return { applicant, vacancyId };
      }
    }
    return { applicant, vacancyId: this.vacancyIds[this.positions[index]++ % this.vacancyIds.length] };
  }
}

/** POST Users/ApplyToVacancy as the client sends it: the form's fields and a PDF CV. */
export function applicationRequest(applicant: Applicant, vacancyId: number) {
  const { body, contentType } = multipartBody(
    {
      vacancyId: String(vacancyId),
      fullName: 'Nino Beridze',
      email: applicant.email,
      phone: '+995 555 12 34 56',
      message: 'I would like to join your team.',
    },
    { field: 'CV', fileName: 'cv.pdf', contentType: 'application/pdf', bytes: pdfCv(applicant.email) },
  );
  return {
    method: 'POST' as const,
    path: '/api/Users/ApplyToVacancy',
    headers: { Authorization: `Bearer ${applicant.token}`, 'Content-Type': contentType },
    body,
  };
}
