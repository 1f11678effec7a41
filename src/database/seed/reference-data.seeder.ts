import type { EntityManager } from 'typeorm';
import * as reference from './reference/index.js';
import { DictionaryType, type DictionarySeed } from './reference/types.js';

/** Which dictionary list is seeded as which type, and where its items' parents live. */
const dictionaryLists: { type: DictionaryType; items: DictionarySeed[]; parentType?: DictionaryType }[] = [
  { type: DictionaryType.TechnologyCategory, items: reference.technologyCategories },
  { type: DictionaryType.Technology, items: reference.technologies, parentType: DictionaryType.TechnologyCategory },
  { type: DictionaryType.JobFunction, items: reference.jobFunctions, parentType: DictionaryType.JobFunction },
  { type: DictionaryType.Field, items: reference.fields },
  { type: DictionaryType.Experience, items: reference.experienceLevels },
  { type: DictionaryType.City, items: reference.cities },
  {
    type: DictionaryType.Country,
    items: reference.countryCodes.map((c) => ({ key: c.code.toLowerCase(), name: c.name, nameGE: c.nameGE })),
  },
  { type: DictionaryType.EmploymentType, items: reference.employmentTypes },
  { type: DictionaryType.WorkLocation, items: reference.workLocations },
  { type: DictionaryType.Benefit, items: reference.benefits, parentType: DictionaryType.Benefit },
];

/** Not for an item staff removed in the back office (see reference_removal). */
const notRemoved = (kindParam: string, keyParam: string) =>
  `NOT EXISTS (SELECT 1 FROM reference_removal WHERE kind = ${kindParam} AND key = ${keyParam})`;

/**
 * Inserts the reference data that ships with the product. Idempotent: an item already present (by
 * its stable key) is left as it is, so edits made by staff survive a restart; new items are added,
 * but never one staff removed.
 */
export async function seedReferenceData(db: EntityManager): Promise<void> {
  for (const list of dictionaryLists) await seedDictionary(db, list.type, list.items, list.parentType);

  for (const [index, c] of reference.countryCodes.entries()) {
    await db.query(
      `INSERT INTO country_code (code, dial_code, name, name_ge, order_index) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (code) DO NOTHING`,
      [c.code, c.dialCode, c.name, c.nameGE, index],
    );
  }

  for (const fact of reference.keyFactDefinitions) {
    await db.query(
      `INSERT INTO key_fact_definition (key, name, name_ge, key_fact_type, is_mandatory, hide, order_index)
       SELECT $1, $2, $3, $4, $5, $6, $7 WHERE ${notRemoved('$8', '$9')} ON CONFLICT (key) DO NOTHING`,
      [
        fact.key,
        fact.name,
        fact.nameGE,
        fact.keyFactType,
        fact.isMandatory,
        fact.hide,
        fact.orderIndex,
        'keyFact',
        fact.key,
      ],
    );
    for (const [index, option] of (fact.options ?? []).entries()) {
      await db.query(
        `INSERT INTO key_fact_option (key_fact_id, key, name, name_ge, order_index)
         SELECT id, $2, $3, $4, $5 FROM key_fact_definition WHERE key = $1 AND ${notRemoved('$6', '$7')}
         ON CONFLICT (key_fact_id, key) DO NOTHING`,
        [fact.key, option.key, option.name, option.nameGE, index, `keyFactOption:${fact.key}`, option.key],
      );
    }
  }

  for (const seo of reference.seoDetails) {
    await db.query(
      `INSERT INTO seo_detail (page_kind, title_en, title_ge, description_en, description_ge)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (page_kind) DO NOTHING`,
      [seo.pageKind, seo.titleEn, seo.titleGe, seo.descriptionEn, seo.descriptionGe],
    );
  }

  for (const page of reference.staticPages) {
    await db.query(
      `INSERT INTO static_page (type, title_en, title_ge, content_en, content_ge)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (type) DO NOTHING`,
      [page.type, page.titleEn, page.titleGe, page.contentEn, page.contentGe],
    );
  }

  for (const faq of reference.faqItems) {
    await db.query(
      `INSERT INTO faq_item (key, category, question_en, question_ge, answer_en, answer_ge, order_index)
       SELECT $1, $2, $3, $4, $5, $6, $7 WHERE ${notRemoved('$8', '$9')} ON CONFLICT (key) DO NOTHING`,
      [
        faq.key,
        faq.category,
        faq.questionEn,
        faq.questionGe,
        faq.answerEn,
        faq.answerGe,
        faq.orderIndex,
        'faq',
        faq.key,
      ],
    );
  }

  const { hero } = reference;
  await db.query(
    `INSERT INTO hero_content (id, title_en, title_ge, text_en, text_ge, image_url)
     VALUES (1, $1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
    [hero.titleEn, hero.titleGe, hero.textEn, hero.textGe, hero.imageUrl],
  );
}

async function seedDictionary(
  db: EntityManager,
  type: DictionaryType,
  items: DictionarySeed[],
  parentType?: DictionaryType,
): Promise<void> {
  for (const [index, item] of items.entries()) {
    await db.query(
      `INSERT INTO dictionary_item
         (type, key, name, name_ge, description, description_ge, icon_url, parent_id, aliases, show_on_home, order_index)
       SELECT $1, $2, $3, $4, $5, $6, $7,
         (SELECT id FROM dictionary_item WHERE type = $8 AND key = $9), $10, $11, $12
        WHERE ${notRemoved('$13', '$14')}
       ON CONFLICT (type, key) DO NOTHING`,
      [
        type,
        item.key,
        item.name,
        item.nameGE,
        item.description ?? null,
        item.descriptionGE ?? null,
        item.iconUrl ?? null,
        parentType ?? type,
        item.parentKey ?? null,
        item.aliases ?? [],
        item.showOnHome ?? false,
        index,
        `dictionary:${type}`,
        item.key,
      ],
    );
  }
}
