import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import sharp from 'sharp';
import { Public } from '../../core/auth/public.decorator.js';
import { ApiEnvelope } from '../../core/envelope/api-envelope.decorator.js';
import { RawResponse } from '../../core/envelope/raw-response.decorator.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { Language } from '../../core/i18n/language.js';
import { RequestLanguage } from '../../core/i18n/request-language.decorator.js';
import { SalaryChartQuery, SalaryExportQuery, SalaryInsightsQuery } from './dto/salary-insights.dto.js';
import { salaryChartSvg } from './salary-chart-svg.js';
import { exportFileName, salaryCsv } from './salary-export.js';
import { SalaryInsightsService } from './salary-insights.service.js';
import { SalaryInsightsView } from './salary-insights.view.js';

/** The files change once a day at most: browsers and other sites' pages may keep them an hour. */
const FILE_CACHE_CONTROL = 'public, max-age=3600';

/** Salary insights: public, no sign-in (docs/salary-insights.md). */
@ApiTags('Salaries')
@Controller('Salaries')
export class SalariesController {
  constructor(private readonly insights: SalaryInsightsService) {}

  @Public()
  @Get('GetSalaryInsights')
  @ApiOperation({
    summary:
      'The salary figures (GEL a month; vacancies and consenting talents apart) of a technology, level and city (each optional), with the rows by the others',
  })
  @ApiEnvelope(SalaryInsightsView)
  getSalaryInsights(@Query() query: SalaryInsightsQuery, @RequestLanguage() language: Language) {
    return this.insights.insights(query, query.lang ?? language);
  }

  @Public()
  @RawResponse()
  @Get('Export')
  @ApiProduces('application/json', 'text/csv')
  @ApiOperation({ summary: 'The same figures as a file to download: format=json|csv' })
  async export(
    @Query() query: SalaryExportQuery,
    @RequestLanguage() language: Language,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const view = await this.insights.insights(query, query.lang ?? language);
    // Set here, not with @Header(): a 400 envelope must be neither a download nor cached.
    response.set({
      'Content-Type': query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(view, query.format)}"`,
      'Cache-Control': FILE_CACHE_CONTROL,
    });
    return query.format === 'csv' ? salaryCsv(view) : `${JSON.stringify(view, null, 2)}\n`;
  }

  @Public()
  @RawResponse()
  @Get('Chart.svg')
  @ApiProduces('image/svg+xml')
  @ApiOperation({
    summary:
      'The figure’s trend as an SVG image (band p25–p75, median by quarter), titled in lang=en|ka; source=vacancies|talents; 404 without a figure',
  })
  async chartSvg(
    @Query() query: SalaryChartQuery,
    @RequestLanguage() language: Language,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const svg = await this.svg(query, query.lang ?? language);
    response.set({ 'Content-Type': 'image/svg+xml; charset=utf-8', ...this.imageHeaders() });
    return svg;
  }

  @Public()
  @RawResponse()
  @Get('Chart.png')
  @ApiProduces('image/png')
  @ApiOperation({ summary: 'The same chart as a PNG image; 404 without a figure' })
  async chartPng(
    @Query() query: SalaryChartQuery,
    @RequestLanguage() language: Language,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const svg = await this.svg(query, query.lang ?? language);
    const png = await sharp(Buffer.from(svg, 'utf8')).png().toBuffer();
    response.set(this.imageHeaders());
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }

  private async svg(query: SalaryChartQuery, language: Language): Promise<string> {
    const view = await this.insights.insights(query, language);
    const figure = view.figure[query.source];
    if (!figure) throw AppException.notFound('salaries.noFigure');
    return salaryChartSvg(view, figure, query.source, language);
  }

  /** Other sites show the chart (the embed snippet): the same-origin resource policy is lifted. */
  private imageHeaders(): Record<string, string> {
    return {
      'Cache-Control': FILE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    };
  }
}
