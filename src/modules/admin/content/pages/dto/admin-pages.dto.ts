import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SEO_PAGE_KINDS, type SeoPageKind, StaticContentType } from '../../../../../../shared/enums.js';
import { IsEnumValue } from '../../../../../core/validation/is-enum-value.decorator.js';
import { ToNumber } from '../../../../../core/validation/transforms.js';
import { ImageUrl, RequiredText } from '../../dto/content-fields.js';

export const MAX_PAGE_TITLE = 200;
export const MAX_PAGE_TEXT = 100_000;
export const MAX_HERO_TEXT = 1_000;
/** The seo_detail columns: varchar(200) and varchar(400). */
export const MAX_SEO_TITLE = 200;
export const MAX_SEO_DESCRIPTION = 400;

export class StaticPageTypeQuery {
  @ApiProperty({ enum: StaticContentType, description: 'AboutUs=0, PrivacyPolicy=1, TermsOfUse=2, Support=3' })
  @ToNumber()
  @IsEnumValue(StaticContentType, { message: 'admin.content.staticPage.typeInvalid' })
  type: StaticContentType;
}

/** UpdateStaticPage: both languages' titles and Markdown texts, none empty. */
export class StaticPageBody {
  @ApiProperty({ maxLength: MAX_PAGE_TITLE })
  @RequiredText(MAX_PAGE_TITLE, 'admin.content.titleEnRequired', 'admin.content.titleTooLong')
  titleEN: string;

  @ApiProperty({ maxLength: MAX_PAGE_TITLE })
  @RequiredText(MAX_PAGE_TITLE, 'admin.content.titleGeRequired', 'admin.content.titleTooLong')
  titleGE: string;

  @ApiProperty({ maxLength: MAX_PAGE_TEXT, description: 'Markdown' })
  @RequiredText(MAX_PAGE_TEXT, 'admin.content.descriptionRequired', 'admin.content.textTooLong', false)
  descriptionEN: string;

  @ApiProperty({ maxLength: MAX_PAGE_TEXT, description: 'Markdown' })
  @RequiredText(MAX_PAGE_TEXT, 'admin.content.descriptionRequired', 'admin.content.textTooLong', false)
  descriptionGE: string;
}

/** UpdateHero: the landing page's title, text and image. */
export class HeroBody {
  @ApiProperty({ maxLength: MAX_PAGE_TITLE })
  @RequiredText(MAX_PAGE_TITLE, 'admin.content.titleEnRequired', 'admin.content.titleTooLong')
  titleEN: string;

  @ApiProperty({ maxLength: MAX_PAGE_TITLE })
  @RequiredText(MAX_PAGE_TITLE, 'admin.content.titleGeRequired', 'admin.content.titleTooLong')
  titleGE: string;

  @ApiProperty({ maxLength: MAX_HERO_TEXT })
  @RequiredText(MAX_HERO_TEXT, 'admin.content.textEnRequired', 'admin.content.textTooLong')
  textEN: string;

  @ApiProperty({ maxLength: MAX_HERO_TEXT })
  @RequiredText(MAX_HERO_TEXT, 'admin.content.textGeRequired', 'admin.content.textTooLong')
  textGE: string;

  @ApiProperty({ description: 'From UploadHeroImage, a /static/ picture or an https address' })
  @ImageUrl(true)
  imageUrl: string;
}

export class SeoPageKindQuery {
  @ApiProperty({ enum: SEO_PAGE_KINDS })
  @IsIn(SEO_PAGE_KINDS, { message: 'admin.content.seo.pageKindInvalid', context: { kinds: SEO_PAGE_KINDS.join(', ') } })
  pageKind: SeoPageKind;
}

/** UpdateSeoText: a kind of page's <title> and meta description in both languages. */
export class SeoTextBody {
  @ApiProperty({ maxLength: MAX_SEO_TITLE })
  @RequiredText(MAX_SEO_TITLE, 'admin.content.titleEnRequired', 'admin.content.titleTooLong')
  titleEn: string;

  @ApiProperty({ maxLength: MAX_SEO_TITLE })
  @RequiredText(MAX_SEO_TITLE, 'admin.content.titleGeRequired', 'admin.content.titleTooLong')
  titleGe: string;

  @ApiProperty({ maxLength: MAX_SEO_DESCRIPTION })
  @RequiredText(MAX_SEO_DESCRIPTION, 'admin.content.descriptionRequired', 'admin.content.descriptionTooLong')
  descriptionEn: string;

  @ApiProperty({ maxLength: MAX_SEO_DESCRIPTION })
  @RequiredText(MAX_SEO_DESCRIPTION, 'admin.content.descriptionRequired', 'admin.content.descriptionTooLong')
  descriptionGe: string;
}
