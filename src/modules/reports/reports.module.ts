import { Module } from '@nestjs/common';
import { ContentReportService } from './content-report.service.js';
import { ReportsController } from './reports.controller.js';

/** Reports/CreateReport: signed-in people report content; the back office's queue (admin/reports)
 *  reads the same table. */
@Module({
  controllers: [ReportsController],
  providers: [ContentReportService],
})
export class ReportsModule {}
