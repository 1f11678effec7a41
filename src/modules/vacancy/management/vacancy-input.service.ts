import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Currency, DictionaryType, VacancyCallToAction } from '../../../../shared/enums.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException, type ErrorMap } from '../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import { ENGLISH_TEXT, GEORGIAN_OR_ENGLISH_TEXT } from '../../../../shared/profile-patterns.js';
import { type EditorDocument, parseEditorDocument } from '../description/editor-document.js';
import type { CompanyVacancyBody } from './dto/company-vacancy.dto.js';

/** A vacancy as the company sent it, checked and normalised, ready to store. */
export interface VacancyInput {
  title: string;
  titleGe: string | null;
  descriptionEn: EditorDocument | null;
  descriptionGe: EditorDocument | null;
  experienceId: number | null;
  employmentTypeId: number | null;
  workLocationId: number | null;
  cityId: number | null;
  jobFunctionId: number | null;
  technologyIds: number[];
  benefitIds: number[];
  languages: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  currency: Currency;
  showSalary: boolean;
  callToAction: VacancyCallToAction;
  /** null: not chosen yet (a draft). */
  deadlineMonths: number | null;
}

/** The single-choice fields, the dictionary each must come from, and what publishing asks when it is missing. */
const CHOICES = [
  { field: 'experienceId', type: DictionaryType.Experience, required: 'vacancies.experienceRequired' },
  { field: 'employmentTypeId', type: DictionaryType.EmploymentType, required: 'vacancies.employmentTypeRequired' },
  { field: 'workLocationId', type: DictionaryType.WorkLocation, required: 'vacancies.workLocationRequired' },
  { field: 'jobFunctionId', type: DictionaryType.JobFunction, required: 'vacancies.jobFunctionRequired' },
  { field: 'cityId', type: DictionaryType.City, required: null },
] as const;

/**
 * The rules of a vacancy beyond its shape (the DTO's): descriptions, dictionary types, salary, and
 * what publishing needs (a draft needs only its title). Every problem is reported at once, by field,
 * since the panel shows one toast per message.
 */
@Injectable()
export class VacancyInputService {
  /** `publishing`: the vacancy is or becomes public, so every required section must be there. */
  async read(manager: EntityManager, body: CompanyVacancyBody, publishing: boolean): Promise<VacancyInput> {
    const errors: ErrorMap = {};
    const fail = (field: string, key: string, args?: Record<string, unknown>) => {
      (errors[field] ??= []).push({ key, args } satisfies MessageRef);
    };

    const descriptionEn = this.description(
      body.descriptionEN,
      ENGLISH_TEXT,
      'vacancies.description.englishOnly',
      'descriptionEN',
      fail,
    );
    const descriptionGe = this.description(
      body.descriptionGE,
      GEORGIAN_OR_ENGLISH_TEXT,
      'vacancies.description.georgianOrEnglish',
      'descriptionGE',
      fail,
    );

    const input: VacancyInput = {
      title: body.title,
      titleGe: body.titleGE ?? null,
      descriptionEn: descriptionEn ?? null,
      descriptionGe: descriptionGe ?? null,
      experienceId: body.experienceId ?? null,
      employmentTypeId: body.employmentTypeId ?? null,
      workLocationId: body.workLocationId ?? null,
      cityId: body.cityId ?? null,
      jobFunctionId: body.jobFunctionId ?? null,
      technologyIds: body.technologyIds ?? [],
      benefitIds: body.benefitIds ?? [],
      languages: body.languages ?? [],
      salaryMin: body.salaryMin ?? null,
      salaryMax: body.salaryMax ?? null,
      currency: body.currency ?? Currency.None,
      showSalary: body.showSalary === true,
      callToAction: body.callToAction ?? VacancyCallToAction.ApplyNow,
      deadlineMonths: body.deadlineMonths ?? null,
    };

    await this.checkDictionaries(manager, input, fail);
    this.checkSalary(input, fail);
    if (publishing) this.checkPublishable(input, errors, fail);
    if (Object.keys(errors).length) throw new AppException(AppErrorCode.ValidationFailed, errors);
    return input;
  }

  /** The document, null for none, undefined when refused (the problem is in `fail`). */
  private description(
    value: unknown,
    pattern: RegExp,
    languageKey: string,
    field: string,
    fail: (field: string, key: string) => void,
  ): EditorDocument | null | undefined {
    const result = parseEditorDocument(value, { textPattern: pattern });
    if (result.ok) return result.document;
    fail(field, result.problem === 'language' ? languageKey : `vacancies.description.${result.problem}`);
    return undefined;
  }

  private async checkDictionaries(
    manager: EntityManager,
    input: VacancyInput,
    fail: (field: string, key: string) => void,
  ): Promise<void> {
    const ids = [
      ...CHOICES.map((choice) => input[choice.field]).filter((id): id is number => id !== null),
      ...input.technologyIds,
      ...input.benefitIds,
    ];
    if (ids.length === 0) return;
    const rows: { id: number; type: number }[] = await manager.query(
      'SELECT id, type FROM dictionary_item WHERE id = ANY($1::int[])',
      [ids],
    );
    const typeOf = new Map(rows.map((row) => [Number(row.id), Number(row.type)]));
    for (const choice of CHOICES) {
      const id = input[choice.field];
      if (id !== null && typeOf.get(id) !== choice.type) fail(choice.field, 'vacancies.unknownChoice');
    }
    if (input.technologyIds.some((id) => typeOf.get(id) !== DictionaryType.Technology))
      fail('technologyIds', 'vacancies.unknownTechnology');
    if (input.benefitIds.some((id) => typeOf.get(id) !== DictionaryType.Benefit))
      fail('benefitIds', 'vacancies.unknownBenefit');
  }

  private checkSalary(input: VacancyInput, fail: (field: string, key: string) => void): void {
    const { salaryMin, salaryMax } = input;
    if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) fail('salaryMax', 'vacancies.salaryRange');
    const hasSalary = salaryMin !== null || salaryMax !== null;
    if (hasSalary && input.currency === Currency.None) fail('currency', 'vacancies.currencyRequired');
    if (input.showSalary && !hasSalary) fail('salaryMin', 'vacancies.salaryRequiredToShow');
  }

  private checkPublishable(input: VacancyInput, errors: ErrorMap, fail: (field: string, key: string) => void): void {
    if (input.descriptionEn === null && !errors.descriptionEN) fail('descriptionEN', 'vacancies.descriptionRequired');
    for (const choice of CHOICES) {
      if (choice.required && input[choice.field] === null) fail(choice.field, choice.required);
    }
    if (input.technologyIds.length === 0) fail('technologyIds', 'vacancies.technologiesRequired');
    if (input.deadlineMonths === null) fail('deadlineMonths', 'vacancies.deadlineRequired');
  }
}
