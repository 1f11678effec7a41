import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Reference data, static content, and the first shape of accounts, companies and vacancies. */
export class InitialSchema1763798400000 implements MigrationInterface {
  name = 'InitialSchema1763798400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await db.query(`
      CREATE TABLE dictionary_item (
        id serial PRIMARY KEY,
        type smallint NOT NULL CHECK (type BETWEEN 0 AND 9),
        key varchar(100) NOT NULL,
        name varchar(200) NOT NULL,
        name_ge varchar(200) NOT NULL,
        description text,
        description_ge text,
        icon_url varchar(500),
        parent_id integer REFERENCES dictionary_item (id) ON DELETE SET NULL,
        aliases text[] NOT NULL DEFAULT '{}',
        show_on_home boolean NOT NULL DEFAULT false,
        order_index integer NOT NULL DEFAULT 0,
        CONSTRAINT dictionary_item_type_key UNIQUE (type, key)
      )`);
    await db.query(`CREATE INDEX dictionary_item_type_order_idx ON dictionary_item (type, order_index)`);
    await db.query(`CREATE INDEX dictionary_item_parent_idx ON dictionary_item (parent_id)`);

    await db.query(`
      CREATE TABLE country_code (
        code char(2) PRIMARY KEY,
        dial_code varchar(20) NOT NULL,
        name varchar(100) NOT NULL,
        name_ge varchar(100) NOT NULL,
        order_index integer NOT NULL DEFAULT 0
      )`);

    await db.query(`
      CREATE TABLE key_fact_definition (
        id serial PRIMARY KEY,
        key varchar(100) NOT NULL UNIQUE,
        name varchar(200) NOT NULL,
        name_ge varchar(200) NOT NULL,
        key_fact_type smallint NOT NULL CHECK (key_fact_type BETWEEN 1 AND 5),
        is_mandatory boolean NOT NULL DEFAULT false,
        hide boolean NOT NULL DEFAULT false,
        order_index integer NOT NULL DEFAULT 0
      )`);
    await db.query(`
      CREATE TABLE key_fact_option (
        id serial PRIMARY KEY,
        key_fact_id integer NOT NULL REFERENCES key_fact_definition (id) ON DELETE CASCADE,
        key varchar(100) NOT NULL,
        name varchar(200) NOT NULL,
        name_ge varchar(200) NOT NULL,
        order_index integer NOT NULL DEFAULT 0,
        CONSTRAINT key_fact_option_key UNIQUE (key_fact_id, key)
      )`);

    await db.query(`
      CREATE TABLE seo_detail (
        page_kind varchar(40) PRIMARY KEY,
        title_en varchar(200) NOT NULL,
        title_ge varchar(200) NOT NULL,
        description_en varchar(400) NOT NULL,
        description_ge varchar(400) NOT NULL
      )`);
    await db.query(`
      CREATE TABLE static_page (
        type smallint PRIMARY KEY CHECK (type BETWEEN 0 AND 3),
        title_en varchar(200) NOT NULL,
        title_ge varchar(200) NOT NULL,
        content_en text NOT NULL,
        content_ge text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE faq_item (
        id serial PRIMARY KEY,
        key varchar(100) NOT NULL UNIQUE,
        category varchar(20) NOT NULL CHECK (category IN ('employers', 'talents', 'general')),
        question_en text NOT NULL,
        question_ge text NOT NULL,
        answer_en text NOT NULL,
        answer_ge text NOT NULL,
        order_index integer NOT NULL DEFAULT 0
      )`);
    await db.query(`
      CREATE TABLE hero_content (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        title_en varchar(200) NOT NULL,
        title_ge varchar(200) NOT NULL,
        text_en text NOT NULL,
        text_ge text NOT NULL,
        image_url varchar(500) NOT NULL
      )`);

    await db.query(`
      CREATE TABLE account (
        id serial PRIMARY KEY,
        email varchar(320) NOT NULL,
        password_hash text,
        account_kind smallint NOT NULL CHECK (account_kind IN (1, 2)),
        full_name varchar(100),
        is_email_verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX account_email_key ON account (lower(email))`);

    await db.query(`
      CREATE TABLE company (
        id serial PRIMARY KEY,
        account_id integer UNIQUE REFERENCES account (id) ON DELETE SET NULL,
        name varchar(50) NOT NULL,
        transformed_name varchar(80) NOT NULL UNIQUE,
        about varchar(1000),
        about_ge varchar(1000),
        tagline varchar(200),
        team_size varchar(20),
        profile_image_url varchar(500),
        small_profile_image_url varchar(500),
        cover_image_url varchar(500),
        is_verified boolean NOT NULL DEFAULT false,
        verified_date timestamptz,
        is_claiming_necessary boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX company_created_idx ON company (created_at DESC)`);
    for (const [table, column] of [
      ['company_technology', 'technology_id'],
      ['company_benefit', 'benefit_id'],
    ]) {
      await db.query(`
        CREATE TABLE ${table} (
          company_id integer NOT NULL REFERENCES company (id) ON DELETE CASCADE,
          ${column} integer NOT NULL REFERENCES dictionary_item (id) ON DELETE CASCADE,
          PRIMARY KEY (company_id, ${column})
        )`);
      await db.query(`CREATE INDEX ${table}_item_idx ON ${table} (${column})`);
    }
    await db.query(`
      CREATE TABLE company_key_fact (
        company_id integer NOT NULL REFERENCES company (id) ON DELETE CASCADE,
        key_fact_id integer NOT NULL REFERENCES key_fact_definition (id) ON DELETE CASCADE,
        description_en text,
        description_ge text,
        description_number numeric,
        checked_options integer[] NOT NULL DEFAULT '{}',
        PRIMARY KEY (company_id, key_fact_id)
      )`);

    await db.query(`
      CREATE TABLE vacancy (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES company (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        title_ge varchar(200),
        description_en jsonb,
        description_ge jsonb,
        status smallint NOT NULL CHECK (status IN (1, 2, 3)),
        experience_id integer REFERENCES dictionary_item (id) ON DELETE SET NULL,
        employment_type_id integer REFERENCES dictionary_item (id) ON DELETE SET NULL,
        work_location_id integer REFERENCES dictionary_item (id) ON DELETE SET NULL,
        city_id integer REFERENCES dictionary_item (id) ON DELETE SET NULL,
        job_function_id integer REFERENCES dictionary_item (id) ON DELETE SET NULL,
        salary_min integer,
        salary_max integer,
        currency smallint NOT NULL DEFAULT 0 CHECK (currency BETWEEN 0 AND 4),
        show_salary boolean NOT NULL DEFAULT false,
        published_at timestamptz,
        deadline timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX vacancy_active_published_idx ON vacancy (published_at DESC) WHERE status = 1`);
    await db.query(`CREATE INDEX vacancy_company_idx ON vacancy (company_id, status)`);
    await db.query(`
      CREATE TABLE vacancy_technology (
        vacancy_id integer NOT NULL REFERENCES vacancy (id) ON DELETE CASCADE,
        technology_id integer NOT NULL REFERENCES dictionary_item (id) ON DELETE CASCADE,
        PRIMARY KEY (vacancy_id, technology_id)
      )`);
    await db.query(`CREATE INDEX vacancy_technology_item_idx ON vacancy_technology (technology_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'vacancy_technology', 'vacancy', 'company_key_fact', 'company_benefit', 'company_technology', 'company',
      'account', 'hero_content', 'faq_item', 'static_page', 'seo_detail', 'key_fact_option',
      'key_fact_definition', 'country_code', 'dictionary_item',
    ]) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
