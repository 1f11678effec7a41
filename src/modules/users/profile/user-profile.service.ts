import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { DictionaryType } from '../../../../shared/enums.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { lockAccount, setTalentDetails } from '../../account/account.sql.js';
import { DictionaryService } from '../../common/dictionary.service.js';
import { replaceAccountLinks } from '../../account/talent-links.sql.js';
import type { UpdateUserProfileInfoBody } from './dto/user-profile.dto.js';
import { type FieldsAndExperiencesView, loadUserProfile, type UserProfileView } from './user-profile.view.js';

/** The talent panel's general information: name, field, experience, job functions and technologies. */
@Injectable()
export class UserProfileService {
  constructor(
    private readonly db: DataSource,
    private readonly dictionaries: DictionaryService,
  ) {}

  async profile(session: AuthSession): Promise<UserProfileView> {
    const profile = await loadUserProfile(this.db, session.accountId);
    if (!profile) throw AppException.unauthorized();
    return profile;
  }

  /** Name, field and experience, and the whole set of job functions, in one transaction. */
  async updateInfo(session: AuthSession, body: UpdateUserProfileInfoBody): Promise<UserProfileView> {
    await this.checkedIds(DictionaryType.Field, [body.fieldId], 'fieldId');
    await this.checkedIds(DictionaryType.Experience, [body.experienceId], 'experienceId');
    const jobFunctionIds = await this.checkedIds(DictionaryType.JobFunction, body.jobFunctionIds, 'jobFunctionIds');
    await this.db.transaction(async (manager) => {
      // The UPDATE locks the account row: a concurrent replacement of the same sets waits for this one.
      await setTalentDetails(manager, session.accountId, body);
      await replaceAccountLinks(manager, 'jobFunctions', session.accountId, jobFunctionIds);
    });
    return this.profile(session);
  }

  /** Replaces the whole set of technologies (an empty list clears it). */
  async updateTechnologies(session: AuthSession, technologyIds: number[]): Promise<UserProfileView> {
    const ids = await this.checkedIds(DictionaryType.Technology, technologyIds, 'technologyIds');
    await this.db.transaction(async (manager) => {
      await lockAccount(manager, session.accountId);
      await replaceAccountLinks(manager, 'technologies', session.accountId, ids);
    });
    return this.profile(session);
  }

  /** GET Users/GetFieldsAndExperiences: the two lists the profile form picks from, in the dictionary's order. */
  async fieldsAndExperiences(): Promise<FieldsAndExperiencesView> {
    const rows: { type: DictionaryType; id: number; name: string; name_ge: string }[] = await this.db.query(
      'SELECT type, id, name, name_ge FROM dictionary_item WHERE type = ANY($1::smallint[]) ORDER BY order_index, id',
      [[DictionaryType.Field, DictionaryType.Experience]],
    );
    const ofType = (type: DictionaryType) =>
      rows
        .filter((row) => Number(row.type) === type)
        .map((row) => ({ id: Number(row.id), name: row.name, nameGE: row.name_ge }));
    return { fields: ofType(DictionaryType.Field), experiences: ofType(DictionaryType.Experience) };
  }

  /** The ids without repeats; 400 on `field` when one is not an item of that dictionary. */
  async checkedIds(type: DictionaryType, ids: number[], field: string): Promise<number[]> {
    const unique = [...new Set(ids)];
    const found = await this.dictionaries.itemsOfType(type, unique);
    if (found.length !== unique.length) throw AppException.validation(field, 'account.unknownChoice');
    return unique;
  }
}
