import 'reflect-metadata';
import {
  BadRequestException,
  Body,
  Controller,
  type INestApplication,
  Module,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE, NestFactory } from '@nestjs/core';
import { IsBoolean, IsEmail, IsInt, IsOptional } from 'class-validator';
import sharp from 'sharp';
import request from 'supertest';
import { EnvelopeInterceptor } from '../envelope/envelope.interceptor.js';
import { AppException } from '../errors/app.exception.js';
import { AppErrorCode } from '../errors/app-error-code.js';
import { EnvelopeExceptionFilter } from '../errors/envelope-exception.filter.js';
import { AppValidationPipe } from '../validation/app-validation.pipe.js';
import { ToBoolean, ToNumberArray } from '../validation/transforms.js';
import { FILE_STORAGE } from './file-storage.js';
import { imageUploadInterceptor, uploadError } from './image-upload.interceptor.js';
import { ImageUploadService, type UploadedImage } from './image-upload.service.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';

/** A sign-up-like form: text fields validated by the global pipe beside an optional image. */
class ProfileForm {
  @IsEmail()
  email: string;

  @IsOptional()
  @ToNumberArray()
  @IsInt({ each: true })
  technologies?: number[];

  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  isPublic?: boolean;
}

@Controller('upload')
class UploadController {
  constructor(private readonly images: ImageUploadService) {}

  @Post()
  @UseInterceptors(imageUploadInterceptor('ProfileImage'))
  async create(@UploadedFile() file: UploadedImage | undefined, @Body() form: ProfileForm) {
    const image = file ? await this.images.storeProfileImage(file, 'profile', 'profileImage') : null;
    return { form, image };
  }

  @Post('few')
  @UseInterceptors(imageUploadInterceptor('cover', { maxFields: 2 }))
  few(@UploadedFile() file: UploadedImage | undefined, @Body() form: Record<string, unknown>) {
    return { size: file?.size ?? null, fields: Object.keys(form).length };
  }
}

@Module({
  controllers: [UploadController],
  providers: [
    { provide: APP_PIPE, useClass: AppValidationPipe },
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
    { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
    { provide: FILE_STORAGE, useFactory: () => LocalDiskFileStorage.temporary() },
    ImageUploadService,
  ],
})
class UploadTestModule {}

describe('imageUploadInterceptor (multer in memory, errors as envelopes)', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;
  let png: Buffer;
  beforeAll(async () => {
    app = await NestFactory.create(UploadTestModule, { logger: false });
    await app.init();
    http = request(app.getHttpServer());
    png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c03' } })
      .png()
      .toBuffer();
  });
  afterAll(() => app.close());

  it('hands the image and the validated text fields to the handler', async () => {
    const response = await http
      .post('/upload')
      .field('Email', 'nino@example.ge')
      .field('Technologies', '3')
      .field('Technologies', '7')
      .field('IsPublic', 'true')
      .attach('ProfileImage', png, 'me.png');
    expect(response.status).toBe(201);
    expect(response.body.succeeded).toBe(true);
    expect(response.body.data.form).toEqual({ email: 'nino@example.ge', technologies: [3, 7], isPublic: true });
    expect(response.body.data.image.url).toMatch(/^\/api\/Files\/Images\/[0-9a-f]{32}\.webp$/);
  });

  it('takes a single repeated field as a one-item array, the file field in any case, and no file at all', async () => {
    const one = await http
      .post('/upload')
      .field('email', 'a@b.ge')
      .field('technologies', '5')
      .attach('profileimage', png, 'x.png');
    expect(one.status).toBe(201);
    expect(one.body.data.form.technologies).toEqual([5]);
    expect(one.body.data.image).not.toBeNull();

    const none = await http.post('/upload').field('Email', 'a@b.ge');
    expect(none.status).toBe(201);
    expect(none.body.data).toEqual({ form: { email: 'a@b.ge' }, image: null });

    const json = await http.post('/upload').send({ Email: 'a@b.ge', Technologies: [1] });
    expect(json.status).toBe(201);
    expect(json.body.data.form).toEqual({ email: 'a@b.ge', technologies: [1] });
  });

  it('validates the text fields of a multipart form like a JSON body', async () => {
    const response = await http
      .post('/upload')
      .field('Email', 'not-an-email')
      .field('Technologies', 'abc')
      .attach('ProfileImage', png, 'me.png');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ succeeded: false, data: null });
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'technologies']);
  });

  it('answers a file over 10000 KB with 413 "The file is too large to upload" on the (camelCase) field, in the request language', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    const en = await http.post('/upload').field('Email', 'a@b.ge').attach('ProfileImage', big, 'big.png');
    expect(en.status).toBe(413);
    expect(en.body).toEqual({
      succeeded: false,
      data: null,
      errors: { profileImage: ['The file is too large to upload'] },
    });
    const ka = await http.post('/upload').set('Accept-Language', 'ka').attach('ProfileImage', big, 'big.png');
    expect(ka.status).toBe(413);
    expect(ka.body.errors.profileImage).toEqual(['ფაილი ძალიან დიდია ასატვირთად']);
  });

  it('answers a wrong file with 415 "The file format is not valid" from the service', async () => {
    const response = await http
      .post('/upload')
      .field('Email', 'a@b.ge')
      .attach('ProfileImage', Buffer.from('just text'), {
        filename: 'me.png',
        contentType: 'image/png',
      });
    expect(response.status).toBe(415);
    expect(response.body.errors).toEqual({ profileImage: ['The file format is not valid'] });
  });

  it('answers a file in another field, a second file, too many fields and a broken form with a 400 envelope', async () => {
    const other = await http.post('/upload').attach('Avatar', png, 'x.png');
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ Avatar: ['A file cannot be uploaded in the field Avatar'] });

    const two = await http.post('/upload').attach('ProfileImage', png, 'x.png').attach('ProfileImage', png, 'y.png');
    expect(two.status).toBe(400);
    expect(two.body.errors).toEqual({ profileImage: ['Only one file can be uploaded'] });

    expect((await http.post('/upload/few').field('a', '1').field('b', '2')).body.data).toEqual({
      size: null,
      fields: 2,
    });
    const many = await http.post('/upload/few').field('a', '1').field('b', '2').field('c', '3');
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual({ _: ['The form has too many fields or a field that is too long'] });

    const cut = await http
      .post('/upload')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="Email"\r\n\r\na@b.ge');
    expect(cut.status).toBe(400);
    expect(cut.body.errors).toEqual({ _: ['The uploaded form could not be read'] });

    const noBoundary = await http.post('/upload').set('Content-Type', 'multipart/form-data').send('x');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.succeeded).toBe(false);

    const mixed = await http.post('/upload').set('Content-Type', 'multipart/mixed; boundary=xyz').send('--xyz--');
    expect(mixed.status).toBe(415);
    expect(mixed.body.succeeded).toBe(false);
  });

  it('maps any other error of the form to a 400 and keeps AppExceptions', () => {
    expect(uploadError(new Error('weird'), 'f')).toMatchObject({ code: AppErrorCode.ValidationFailed });
    expect(uploadError(new BadRequestException('x'), 'f')).toMatchObject({ code: AppErrorCode.ValidationFailed });
    const own = AppException.forbidden();
    expect(uploadError(own, 'f')).toBe(own);
  });
});
