import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { KeyFactType } from '../../../../shared/enums.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { translate } from '../../../core/i18n/translator.js';
import type { KeyFactDefinitionRow } from '../profile/key-fact-definition.sql.js';
import type {
  ComparedKeyFactDefinitionView,
  ComparedKeyFactOptionView,
  ComparedKeyFactValueView,
  PublicBenefitGroupView,
  PublicBenefitView,
  TechnologyGroupView,
} from './company-directory.view.js';

interface TechnologyRow {
  company_id: number;
  id: number;
  name: string;
  name_ge: string;
  icon_url: string | null;
  group_id: number | null;
  group_name: string | null;
  group_name_ge: string | null;
}

interface BenefitRow {
  company_id: number;
  id: number;
  name: string;
  name_ge: string;
  description: string | null;
  description_ge: string | null;
  icon_url: string | null;
  group_id: number | null;
  group_name: string | null;
  group_name_ge: string | null;
  group_description: string | null;
  group_description_ge: string | null;
  group_icon_url: string | null;
}

interface KeyFactRow {
  company_id: number;
  key_fact_id: number;
  description_en: string | null;
  description_ge: string | null;
  description_number: string | number | null;
  checked_options: number[] | null;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * The parts of public company pages that live in their own tables — technologies by category,
 * benefits by group, key facts — read for many companies at once (one query per part, never one
 * per company) and named in the request's language.
 */

@Injectable()
export class CompanyProfilePartsQuery {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async technologies(companyIds: number[], language: Language): Promise<Map<number, TechnologyGroupView[]>> {
    const rows: TechnologyRow[] = companyIds.length
      ? await this.db.query(
          `SELECT ct.company_id, t.id, t.name, t.name_ge, t.icon_url,
                  g.id AS group_id, g.name AS group_name, g.name_ge AS group_name_ge
             FROM company_technology ct
             JOIN dictionary_item t ON t.id = ct.technology_id
             LEFT JOIN dictionary_item g ON g.id = t.parent_id
            WHERE ct.company_id = ANY($1::int[])
            ORDER BY g.order_index NULLS LAST, g.id, t.order_index, t.id`,
          [companyIds],
        )
      : [];
    const result = new Map<number, TechnologyGroupView[]>(companyIds.map((id) => [id, []]));
    for (const row of rows) {
      const groups = result.get(Number(row.company_id))!;
      const groupId = row.group_id === null ? null : Number(row.group_id);
      let group = groups.find((candidate) => candidate.id === groupId);
      if (!group) {
        group = {
          id: groupId,
          name:
            row.group_name === null
              ? translate(language, 'companyDirectory.otherTechnologies')
              : localized(language, row.group_name, row.group_name_ge),
          technologies: [],
        };
        groups.push(group);
      }
      group.technologies.push({
        id: Number(row.id),
        name: localized(language, row.name, row.name_ge),
        iconUrl: row.icon_url,
      });
    }
    return result;
  }

  /** Benefits under their group; a group the company picked itself shows with the benefits picked in it. */
  async benefits(companyIds: number[], language: Language): Promise<Map<number, PublicBenefitGroupView[]>> {
    const rows: BenefitRow[] = companyIds.length
      ? await this.db.query(
          `SELECT cb.company_id, b.id, b.name, b.name_ge, b.description, b.description_ge, b.icon_url,
                  g.id AS group_id, g.name AS group_name, g.name_ge AS group_name_ge,
                  g.description AS group_description, g.description_ge AS group_description_ge, g.icon_url AS group_icon_url
             FROM company_benefit cb
             JOIN dictionary_item b ON b.id = cb.benefit_id
             LEFT JOIN dictionary_item g ON g.id = b.parent_id
            WHERE cb.company_id = ANY($1::int[])
            ORDER BY coalesce(g.order_index, b.order_index), coalesce(g.id, b.id), g.id NULLS FIRST, b.order_index, b.id`,
          [companyIds],
        )
      : [];
    const result = new Map<number, PublicBenefitGroupView[]>(companyIds.map((id) => [id, []]));
    for (const row of rows) {
      const groups = result.get(Number(row.company_id))!;
      const item: PublicBenefitView = {
        id: Number(row.id),
        name: localized(language, row.name, row.name_ge),
        description: localized(language, row.description, row.description_ge),
        iconUrl: row.icon_url,
      };
      if (row.group_id === null) {
        if (!groups.some((group) => group.id === item.id)) groups.push({ ...item, benefits: [] });
        continue;
      }
      const groupId = Number(row.group_id);
      let group = groups.find((candidate) => candidate.id === groupId);
      if (!group) {
        group = {
          id: groupId,
          name: localized(language, row.group_name!, row.group_name_ge),
          description: localized(language, row.group_description, row.group_description_ge),
          iconUrl: row.group_icon_url,
          benefits: [],
        };
        groups.push(group);
      }
      group.benefits.push(item);
    }
    return result;
  }

  /** The key facts a profile shows, in display order (hidden ones are left out). */
  async keyFactDefinitions(language: Language): Promise<ComparedKeyFactDefinitionView[]> {
    const [definitions, options] = await Promise.all([
      this.db.query(
        `SELECT id, key, name, name_ge, key_fact_type, is_mandatory, order_index FROM key_fact_definition
          WHERE NOT hide ORDER BY order_index, id`,
      ),
      this.db.query(`SELECT id, key_fact_id, name, name_ge FROM key_fact_option ORDER BY order_index, id`),
    ]);
    const optionsOf = new Map<number, ComparedKeyFactOptionView[]>();
    for (const option of options) {
      push(optionsOf, Number(option.key_fact_id), {
        id: Number(option.id),
        name: localized(language, option.name, option.name_ge),
      });
    }
    return (definitions as ShownKeyFactDefinitionRow[]).map((row) => ({
      id: Number(row.id),
      key: row.key,
      name: localized(language, row.name, row.name_ge),
      keyFactType: Number(row.key_fact_type) as KeyFactType,
      isMandatory: row.is_mandatory,
      orderIndex: Number(row.order_index),
      options: optionsOf.get(Number(row.id)) ?? [],
    }));
  }

  /** Each company's key-fact values (of the shown definitions), in the definitions' order. */
  async keyFactValues(
    companyIds: number[],
    definitions: ComparedKeyFactDefinitionView[],
    language: Language,
  ): Promise<Map<number, ComparedKeyFactValueView[]>> {
    const rows: KeyFactRow[] = companyIds.length
      ? await this.db.query(
          `SELECT f.company_id, f.key_fact_id, f.description_en, f.description_ge, f.description_number, f.checked_options
             FROM company_key_fact f JOIN key_fact_definition d ON d.id = f.key_fact_id
            WHERE f.company_id = ANY($1::int[]) AND NOT d.hide
            ORDER BY d.order_index, d.id`,
          [companyIds],
        )
      : [];
    const definitionOf = new Map(definitions.map((definition) => [definition.id, definition]));
    const result = new Map<number, ComparedKeyFactValueView[]>(companyIds.map((id) => [id, []]));
    for (const row of rows) {
      const definition = definitionOf.get(Number(row.key_fact_id));
      if (!definition) continue;
      const checked = (row.checked_options ?? []).map(Number);
      const selectedOptions = definition.options.filter((option) => checked.includes(option.id));
      const number = row.description_number === null ? null : Number(row.description_number);
      result.get(Number(row.company_id))!.push({
        keyFactId: definition.id,
        descriptionEN: row.description_en,
        descriptionGE: row.description_ge,
        descriptionNumber: number,
        checkedOptions: checked,
        selectedOptions,
        value: displayValue(definition.keyFactType, language, row, number, selectedOptions),
      });
    }
    return result;
  }
}

function displayValue(
  type: KeyFactType,
  language: Language,
  row: KeyFactRow,
  number: number | null,
  selected: ComparedKeyFactOptionView[],
): string | null {
  switch (type) {
    case KeyFactType.Number:
    case KeyFactType.Year:
      return number === null ? row.description_en || null : String(number);
    case KeyFactType.MultipleChoice:
    case KeyFactType.SingleChoice:
      return selected.length ? selected.map((option) => option.name).join(', ') : null;
    case KeyFactType.Text:
    default:
      return localized(language, row.description_en, row.description_ge) || null;
  }
}

/** A shown key_fact_definition row. */
type ShownKeyFactDefinitionRow = Omit<KeyFactDefinitionRow, 'hide' | 'usage_count' | 'options'>;
