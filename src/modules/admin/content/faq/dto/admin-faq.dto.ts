import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../../../../core/validation/is-record-id.decorator.js';
import { ToNumber, ToNumberArray } from '../../../../../core/validation/transforms.js';
import { FAQ_CATEGORIES, type FaqCategory } from '../../../../static/entities/faq-item.entity.js';
import { RequiredText } from '../../dto/content-fields.js';

export const MAX_FAQ_QUESTION = 500;
export const MAX_FAQ_ANSWER = 10_000;
export const MAX_FAQ_ITEMS = 500;

const Category = () => IsIn(FAQ_CATEGORIES, { message: 'admin.content.faq.categoryInvalid' });

export class FaqItemIdQuery {
  @ApiProperty()
  @ToNumber()
  @IsInt({ message: 'admin.content.faq.idInvalid' })
  @Min(1, { message: 'admin.content.faq.idInvalid' })
  @Max(MAX_RECORD_ID, { message: 'admin.content.faq.idInvalid' })
  id: number;
}

/** Create/UpdateFaqItem: the group, and the question and its Markdown answer in both languages. */
export class FaqItemBody {
  @ApiProperty({ enum: FAQ_CATEGORIES })
  @Category()
  category: FaqCategory;

  @ApiProperty({ maxLength: MAX_FAQ_QUESTION })
  @RequiredText(MAX_FAQ_QUESTION, 'admin.content.faq.questionEnRequired', 'admin.content.faq.questionTooLong')
  questionEN: string;

  @ApiProperty({ maxLength: MAX_FAQ_QUESTION })
  @RequiredText(MAX_FAQ_QUESTION, 'admin.content.faq.questionGeRequired', 'admin.content.faq.questionTooLong')
  questionGE: string;

  @ApiProperty({ maxLength: MAX_FAQ_ANSWER, description: 'Markdown' })
  @RequiredText(MAX_FAQ_ANSWER, 'admin.content.faq.answerEnRequired', 'admin.content.faq.answerTooLong', false)
  answerEN: string;

  @ApiProperty({ maxLength: MAX_FAQ_ANSWER, description: 'Markdown' })
  @RequiredText(MAX_FAQ_ANSWER, 'admin.content.faq.answerGeRequired', 'admin.content.faq.answerTooLong', false)
  answerGE: string;
}

/** ReorderFaq: every question of one group, once each, in the new order. */
export class ReorderFaqBody {
  @ApiProperty({ enum: FAQ_CATEGORIES })
  @Category()
  category: FaqCategory;

  @ApiProperty({ type: [Number] })
  @ToNumberArray()
  @IsArray({ message: 'admin.content.faq.idsInvalid' })
  @ArrayMaxSize(MAX_FAQ_ITEMS, { message: 'admin.content.faq.idsInvalid' })
  @IsInt({ each: true, message: 'admin.content.faq.idsInvalid' })
  @Min(1, { each: true, message: 'admin.content.faq.idsInvalid' })
  @Max(MAX_RECORD_ID, { each: true, message: 'admin.content.faq.idsInvalid' })
  ids: number[];
}
