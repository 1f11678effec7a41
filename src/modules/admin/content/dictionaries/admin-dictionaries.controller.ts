import { Body, Controller, Get, HttpCode, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../../core/auth/roles.decorator.js';
import { imageUploadInterceptor } from '../../../../core/files/image-upload.interceptor.js';
import type { UploadedImage } from '../../../../core/files/image-upload.service.js';
import type { Language } from '../../../../core/i18n/language.js';
import { RequestLanguage } from '../../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../../core/i18n/translator.js';
import { AdminDictionariesService } from './admin-dictionaries.service.js';
import {
  AdminDictionaryItemsQuery,
  CreateDictionaryItemBody,
  DictionaryItemBody,
  DictionaryItemIdQuery,
} from './dto/admin-dictionary.dto.js';
import { ApiEnvelope } from '../../../../core/envelope/api-envelope.decorator.js';
import { UploadedImageView } from '../../uploaded-image.view.js';
import { AdminDictionaryItem } from './admin-dictionary-item.view.js';

/** The back office's dictionaries: staff only (never a view-as session); every change audited. */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminDictionariesController {
  constructor(private readonly dictionaries: AdminDictionariesService) {}

  @Get('GetDictionaryItems')
  @ApiOperation({
    summary:
      'Dictionary items of one list or all, searched by name or key, with their usage: { items, totalCount, page, pageSize }',
  })
  @ApiEnvelope(AdminDictionaryItem, { page: true })
  getDictionaryItems(@Query() query: AdminDictionaryItemsQuery) {
    return this.dictionaries.list(query);
  }

  @Post('CreateDictionaryItem')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new dictionary item (names in both languages, descriptions, icon, parent); audited' })
  @ApiEnvelope(AdminDictionaryItem)
  createDictionaryItem(@CurrentSession() staff: AuthSession, @Body() body: CreateDictionaryItemBody) {
    return this.dictionaries.create(staff, body);
  }

  @Post('UpdateDictionaryItem')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes a dictionary item (its list stays); audited' })
  @ApiEnvelope(AdminDictionaryItem)
  updateDictionaryItem(
    @CurrentSession() staff: AuthSession,
    @Query() query: DictionaryItemIdQuery,
    @Body() body: DictionaryItemBody,
  ) {
    return this.dictionaries.update(staff, query.id, body);
  }

  @Post('DeleteDictionaryItem')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a dictionary item nothing refers to (409 when in use); audited' })
  async deleteDictionaryItem(
    @CurrentSession() staff: AuthSession,
    @Query() query: DictionaryItemIdQuery,
    @RequestLanguage() language: Language,
  ) {
    return translate(language, await this.dictionaries.delete(staff, query.id));
  }

  @Post('UploadDictionaryIcon')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(imageUploadInterceptor('Icon'))
  @ApiOperation({
    summary: "An icon (multipart field 'Icon'; JPEG, PNG or WebP, at most 10000 KB) → { url } for iconUrl",
  })
  @ApiEnvelope(UploadedImageView)
  uploadDictionaryIcon(@UploadedFile() icon: UploadedImage | undefined) {
    return this.dictionaries.uploadIcon(icon);
  }
}
