import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { MailOutbox } from '../../../core/mail/mail-outbox.service.js';
import {
  reviewApprovedMail,
  reviewRejectedMail,
  vacancyApprovedMail,
  vacancyRejectedMail,
} from '../../../core/mail/templates/moderation-mails.js';

export interface ModerationRecipient {
  email: string;
  name: string | null;
  language: Language;
}

export interface ModeratedVacancy {
  id: number;
  title: string;
  titleGe: string | null;
}

export interface ModeratedReview {
  headline: string;
  companyName: string;
  companyTransformedName: string;
}

/** One line of text for a subject or a sentence (titles and names never carry line breaks into a mail). */
const line = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The outcome of a staff decision, mailed in the recipient's language through the outbox inside
 *  the decision's transaction. */
@Injectable()
export class ModerationMailer {
  constructor(
    private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
  ) {}

  async vacancyApproved(
    manager: EntityManager,
    company: ModerationRecipient,
    vacancy: ModeratedVacancy,
  ): Promise<void> {
    const mail = vacancyApprovedMail(company.language, {
      ...this.vacancyParams(company, vacancy),
      url: this.link(`/vacancies/${vacancy.id}`),
    });
    await this.outbox.enqueue({ to: company.email, ...mail }, manager);
  }

  async vacancyRejected(
    manager: EntityManager,
    company: ModerationRecipient,
    vacancy: ModeratedVacancy,
    reason: string,
  ): Promise<void> {
    const url = this.link(`/companyPanel/vacancies/update/${vacancy.id}`);
    const mail = vacancyRejectedMail(company.language, { ...this.vacancyParams(company, vacancy), reason, url });
    await this.outbox.enqueue({ to: company.email, ...mail }, manager);
  }

  async reviewApproved(manager: EntityManager, author: ModerationRecipient, review: ModeratedReview): Promise<void> {
    const mail = reviewApprovedMail(author.language, this.reviewParams(author, review));
    await this.outbox.enqueue({ to: author.email, ...mail }, manager);
  }

  async reviewRejected(
    manager: EntityManager,
    author: ModerationRecipient,
    review: ModeratedReview,
    reason: string,
  ): Promise<void> {
    const mail = reviewRejectedMail(author.language, { ...this.reviewParams(author, review), reason });
    await this.outbox.enqueue({ to: author.email, ...mail }, manager);
  }

  private vacancyParams(recipient: ModerationRecipient, vacancy: ModeratedVacancy) {
    return {
      name: line(recipient.name ?? ''),
      vacancyTitle: line(localized(recipient.language, vacancy.title, vacancy.titleGe)),
    };
  }

  /** The company's reviews tab: the published review, or the author's own review panel to edit it. */
  private reviewParams(recipient: ModerationRecipient, review: ModeratedReview) {
    return {
      name: line(recipient.name ?? ''),
      companyName: line(review.companyName),
      headline: line(review.headline),
      url: this.link(`/companies/${encodeURIComponent(review.companyTransformedName)}/reviews`),
    };
  }

  private link(path: string): string {
    return new URL(path, `${this.config.publicUrl}/`).toString();
  }
}
