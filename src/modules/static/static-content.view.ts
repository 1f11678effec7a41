import { ApiProperty } from '@nestjs/swagger';
import { StaticContentType } from '../../../shared/enums.js';
import { FAQ_CATEGORIES, type FaqCategory } from './entities/faq-item.entity.js';

/** A static page (about us, privacy policy, terms of use, support) in both languages. */
export class StaticDataView {
  @ApiProperty({ enum: StaticContentType })
  type: StaticContentType;
  @ApiProperty()
  titleEN: string;
  @ApiProperty()
  titleGE: string;
  @ApiProperty({ description: 'Markdown' })
  descriptionEN: string;
  @ApiProperty({ description: 'Markdown' })
  descriptionGE: string;
  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

/** The landing page's hero: its title, text and picture. */
export class HeroView {
  @ApiProperty()
  titleEN: string;
  @ApiProperty()
  titleGE: string;
  @ApiProperty()
  textEN: string;
  @ApiProperty()
  textGE: string;
  @ApiProperty()
  imageUrl: string;
}

/** One question of the FAQ with its answer, in both languages. */
export class FaqView {
  @ApiProperty()
  id: number;
  @ApiProperty({ enum: FAQ_CATEGORIES })
  category: FaqCategory;
  @ApiProperty()
  questionEN: string;
  @ApiProperty()
  questionGE: string;
  @ApiProperty({ description: 'Markdown' })
  answerEN: string;
  @ApiProperty({ description: 'Markdown' })
  answerGE: string;
}

/** The about-us text and the whole FAQ. */
export class AboutUsView {
  @ApiProperty({ description: 'Markdown' })
  descriptionEN: string;
  @ApiProperty({ description: 'Markdown' })
  descriptionGE: string;
  @ApiProperty({ type: [FaqView] })
  faqList: FaqView[];
}
