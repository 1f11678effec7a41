import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '../../../core/i18n/language.js';
import { technologiesOfAccounts } from '../../account/talent-links.sql.js';
import { localized } from '../../../core/i18n/language.js';
import { type AnonymousTalentView, dictionaryIdsOf, toAnonymousTalent } from './anonymous-talent.view.js';
import { anonymousTalentRows, dictionaryNames } from './talent-directory.sql.js';
import { latestInvitationStates } from '../invitations/talent-invitation.sql.js';
import { vacancyFitOf } from '../../vacancy/vacancy-fit.view.js';
import type { VacancyTechnologyRow } from '../../vacancy/vacancy-technologies.sql.js';

/** A company's view of the profiles: its latest invitations, and the vacancy it compares them with. */
export interface ProfilesViewer {
  companyId: number;
  /** The technologies of the company's vacancy chosen to compare with; undefined: none chosen. */
  vacancyTechnologies?: VacancyTechnologyRow[];
}

/** Builds anonymous profiles: for the talent's own preview and for a company's search and view. */
@Injectable()
export class AnonymousTalentsService {
  constructor(private readonly db: DataSource) {}

  /** The profiles of these talents in this order; a `viewer` adds its latest invitation and the fit
   *  to its vacancy. */
  async profiles(accountIds: number[], language: Language, viewer?: ProfilesViewer): Promise<AnonymousTalentView[]> {
    const companyId = viewer?.companyId;
    const rows = await anonymousTalentRows(this.db, accountIds);
    const [names, technologies, invitations] = await Promise.all([
      dictionaryNames(this.db, [...new Set(rows.flatMap(dictionaryIdsOf))]),
      technologiesOfAccounts(this.db, accountIds),
      companyId === undefined ? new Map() : latestInvitationStates(this.db, companyId, accountIds),
    ]);
    const byAccount = new Map(rows.map((row) => [Number(row.account_id), row]));
    const technologiesOf = new Map<number, { id: number; name: string }[]>();
    for (const technology of technologies) {
      const accountId = Number(technology.account_id);
      const own = technologiesOf.get(accountId) ?? [];
      own.push({ id: Number(technology.id), name: localized(language, technology.name, technology.name_ge) });
      technologiesOf.set(accountId, own);
    }
    return accountIds.flatMap((accountId) => {
      const row = byAccount.get(accountId);
      if (!row) return [];
      const own = (technologiesOf.get(accountId) ?? []).sort((a, b) => a.name.localeCompare(b.name));
      const vacancyFit = viewer?.vacancyTechnologies
        ? vacancyFitOf(
            own.map((technology) => technology.id),
            viewer.vacancyTechnologies,
            language,
          )
        : null;
      const invitation = invitations.get(accountId) ?? null;
      return [toAnonymousTalent(row, { names, technologies: own, invitation, vacancyFit }, language)];
    });
  }
}
