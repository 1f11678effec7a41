import { Controller, Get, HttpCode, HttpStatus } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Public } from '../../core/auth/public.decorator.js';
import { AppException } from '../../core/errors/app.exception.js';
import { AppErrorCode } from '../../core/errors/app-error-code.js';

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Up when the database answers' })
  async check() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailable();
    }
    return { status: 'ok', database: 'up' };
  }
}

class ServiceUnavailable extends AppException {
  constructor() {
    super(AppErrorCode.ServiceUnavailable, { database: [{ key: 'errors.databaseDown' }] });
  }
}
