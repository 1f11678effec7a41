import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../../core/auth/roles.decorator.js';
import type { Language } from '../../../../core/i18n/language.js';
import { RequestLanguage } from '../../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../../core/i18n/translator.js';
import { AdminKeyFactsService } from './admin-key-facts.service.js';
import { KeyFactDefinitionBody, KeyFactIdQuery } from './dto/admin-key-fact.dto.js';
import { ApiEnvelope } from '../../../../core/envelope/api-envelope.decorator.js';
import { AdminKeyFactDefinition } from './admin-key-fact.view.js';

/** The back office's key-fact definitions: staff only (never a view-as session); every change audited. */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminKeyFactsController {
  constructor(private readonly keyFacts: AdminKeyFactsService) {}

  @Get('GetKeyFactDefinitions')
  @ApiOperation({
    summary: 'Every key-fact definition in display order, hidden ones too, with how many companies filled each in',
  })
  @ApiEnvelope(AdminKeyFactDefinition, { list: true })
  getKeyFactDefinitions() {
    return this.keyFacts.list();
  }

  @Post('CreateKeyFactDefinition')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new key fact (titles, type, options, mandatory, hidden, order); audited' })
  @ApiEnvelope(AdminKeyFactDefinition)
  createKeyFactDefinition(@CurrentSession() staff: AuthSession, @Body() body: KeyFactDefinitionBody) {
    return this.keyFacts.create(staff, body);
  }

  @Post('UpdateKeyFactDefinition')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Changes a key fact; a used one keeps its type and the options companies chose (409); audited',
  })
  @ApiEnvelope(AdminKeyFactDefinition)
  updateKeyFactDefinition(
    @CurrentSession() staff: AuthSession,
    @Query() query: KeyFactIdQuery,
    @Body() body: KeyFactDefinitionBody,
  ) {
    return this.keyFacts.update(staff, query.id, body);
  }

  @Post('DeleteKeyFactDefinition')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a key fact no company filled in (409 otherwise: hide it); audited' })
  async deleteKeyFactDefinition(
    @CurrentSession() staff: AuthSession,
    @Query() query: KeyFactIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.keyFacts.delete(staff, query.id));
  }
}
