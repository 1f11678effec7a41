import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { MailOutbox } from '../../../core/mail/mail-outbox.service.js';
import {
  type ApplicationStatusMailKind,
  applicationSentMail,
  applicationStatusMail,
  newApplicationMail,
} from '../../../core/mail/templates/application-mails.js';

export interface MailRecipient {
  email: string;
  name: string | null;
  language: Language;
}

export interface MailVacancy {
  id: number;
  title: string;
  titleGe: string | null;
  transformedTitle: string | null;
  companyName: string;
}

/** One line of text for a subject or a sentence (titles and names never carry line breaks into a mail). */
const line = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The application mails, each in its recipient's language, through the outbox inside the caller's transaction. */
@Injectable()
export class ApplicationMailer {
  constructor(
    private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
  ) {}

  async applicationSent(manager: EntityManager, talent: MailRecipient, vacancy: MailVacancy): Promise<void> {
    const mail = applicationSentMail(talent.language, {
      ...this.params(talent, vacancy),
      url: this.link('/userPanel/jobs'),
    });
    await this.outbox.enqueue({ to: talent.email, ...mail }, manager);
  }

  async newApplication(
    manager: EntityManager,
    company: MailRecipient,
    vacancy: MailVacancy,
    applicantName: string,
  ): Promise<void> {
    // The panel's vacancy page is addressed by the vacancy's URL title (spec route), its id until it has one.
    const url = this.link(
      `/companyPanel/vacancies/vacancyDetails/${encodeURIComponent(vacancy.transformedTitle ?? String(vacancy.id))}`,
    );
    const mail = newApplicationMail(company.language, {
      ...this.params(company, vacancy),
      applicantName: line(applicantName),
      url,
    });
    await this.outbox.enqueue({ to: company.email, ...mail }, manager);
  }

  async statusChanged(
    manager: EntityManager,
    kind: ApplicationStatusMailKind,
    talent: MailRecipient,
    vacancy: MailVacancy,
  ): Promise<void> {
    const mail = applicationStatusMail(talent.language, kind, {
      ...this.params(talent, vacancy),
      url: this.link('/userPanel/jobs'),
    });
    await this.outbox.enqueue({ to: talent.email, ...mail }, manager);
  }

  private params(recipient: MailRecipient, vacancy: MailVacancy) {
    return {
      name: line(recipient.name ?? ''),
      vacancyTitle: line(localized(recipient.language, vacancy.title, vacancy.titleGe)),
      companyName: line(vacancy.companyName),
    };
  }

  private link(path: string): string {
    return new URL(path, `${this.config.publicUrl}/`).toString();
  }
}
