import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { AdminPageQuery } from '../../dto/admin-page.dto.js';

export const MAX_ACTION = 60;

/** GET Admin/GetAuditLog: newest first; `action` is one action ('accounts.blocked') or an area ('accounts'). */
export class AuditLogQuery extends AdminPageQuery {
  @ApiPropertyOptional({
    maxLength: MAX_ACTION,
    description: "An action ('claims.approved') or its area ('claims'): letters, digits and dots",
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9.]{1,60}$/, { message: 'admin.audit.actionInvalid', context: { max: MAX_ACTION } })
  @IsString({ message: 'admin.audit.actionInvalid', context: { max: MAX_ACTION } })
  action?: string;
}
