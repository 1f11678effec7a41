import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { AccountKind } from '../../../shared/enums.js';
import { AppException } from '../../core/errors/app.exception.js';
import { ImageUploadService, type UploadedImage } from '../../core/files/image-upload.service.js';
import { CompanyService } from '../company/company.service.js';
import { Account } from './entities/account.entity.js';

/** A talent's photo, a company's logo and cover: the new image replaces the old one's files. */
@Injectable()
export class ProfileImageService {
  constructor(
    private readonly db: DataSource,
    private readonly images: ImageUploadService,
    private readonly companies: CompanyService,
  ) {}

  async updateProfileImage(session: AuthSession, file: UploadedImage | undefined) {
    if (!file) throw AppException.validation('profileImage', 'account.imageRequired');
    const stored = await this.images.storeProfileImage(file, 'profile', 'profileImage');
    const images = { profileImageUrl: stored.url, smallProfileImageUrl: stored.smallUrl };
    let previous: string | null;
    if (session.kind === AccountKind.Company) {
      previous = (await this.companies.findByAccountId(session.accountId))?.profileImageUrl ?? null;
      await this.companies.updateImages(session.accountId, images);
    } else {
      previous = (await this.db.getRepository(Account).findOneBy({ id: session.accountId }))?.profileImageUrl ?? null;
      await this.db.getRepository(Account).update({ id: session.accountId }, images);
    }
    if (previous) await this.images.deleteImage(previous);
    return images;
  }

  async updateCoverImage(session: AuthSession, file: UploadedImage | undefined) {
    if (!file) throw AppException.validation('coverImage', 'account.imageRequired');
    const company = await this.companies.findByAccountId(session.accountId);
    if (!company) throw AppException.forbidden();
    const stored = await this.images.storeProfileImage(file, 'cover', 'coverImage');
    await this.companies.updateImages(session.accountId, { coverImageUrl: stored.url });
    if (company.coverImageUrl) await this.images.deleteImage(company.coverImageUrl);
    return { coverImageUrl: stored.url };
  }
}
