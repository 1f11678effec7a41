import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../../core/auth/roles.decorator.js';
import type { Language } from '../../../../core/i18n/language.js';
import { RequestLanguage } from '../../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../../core/i18n/translator.js';
import { ApiEnvelope } from '../../../../core/envelope/api-envelope.decorator.js';
import { AdminFaqItem } from './admin-faq-item.view.js';
import { AdminFaqService } from './admin-faq.service.js';
import { FaqItemBody, FaqItemIdQuery, ReorderFaqBody } from './dto/admin-faq.dto.js';

/** The back office's FAQ: staff only (never a view-as session); every change audited. */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminFaqController {
  constructor(private readonly faq: AdminFaqService) {}

  @Get('GetFaq')
  @ApiOperation({ summary: 'Every FAQ question, group by group (employers, talents, general), in display order' })
  @ApiEnvelope(AdminFaqItem, { list: true })
  getFaq() {
    return this.faq.list();
  }

  @Post('CreateFaqItem')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new question, last in its group; audited' })
  @ApiEnvelope(AdminFaqItem)
  createFaqItem(@CurrentSession() staff: AuthSession, @Body() body: FaqItemBody) {
    return this.faq.create(staff, body);
  }

  @Post('UpdateFaqItem')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes a question (moved to another group, it comes last there); audited' })
  @ApiEnvelope(AdminFaqItem)
  updateFaqItem(@CurrentSession() staff: AuthSession, @Query() query: FaqItemIdQuery, @Body() body: FaqItemBody) {
    return this.faq.update(staff, query.id, body);
  }

  @Post('DeleteFaqItem')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a question; audited' })
  async deleteFaqItem(
    @CurrentSession() staff: AuthSession,
    @Query() query: FaqItemIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.faq.delete(staff, query.id));
  }

  @Post('ReorderFaq')
  @HttpCode(200)
  @ApiOperation({ summary: 'Puts every question of one group in a new order → the whole FAQ; audited' })
  reorderFaq(@CurrentSession() staff: AuthSession, @Body() body: ReorderFaqBody) {
    return this.faq.reorder(staff, body);
  }
}
