import { ArrayMinSize, IsArray, IsEnum, IsInt, IsOptional } from 'class-validator';
import { DictionaryType } from '../../../shared/enums.js';
import { AppException } from '../errors/app.exception.js';
import { translate } from '../i18n/translator.js';
import { AppValidationPipe } from './app-validation.pipe.js';
import { ToNumber, ToNumberArray } from './transforms.js';

class Query {
  @ToNumberArray()
  @IsArray()
  @ArrayMinSize(1)
  @IsEnum(DictionaryType, { each: true })
  dictionaryType: DictionaryType[];

  @IsOptional()
  @ToNumber()
  @IsInt()
  companyId?: number;
}

const pipe = new AppValidationPipe();
const run = (value: unknown) => pipe.transform(value, { type: 'query', metatype: Query });

describe('validation pipe', () => {
  it('matches field names case-insensitively and converts query text', async () => {
    await expect(run({ DictionaryType: ['8', '9'], COMPANYID: '4' })).resolves.toEqual({
      dictionaryType: [8, 9],
      companyId: 4,
    });
    await expect(run({ dictionarytype: '2' })).resolves.toEqual({ dictionaryType: [2] });
  });

  it('rejects bad values with translatable messages per field', async () => {
    const error = await run({ dictionaryType: ['42'], companyId: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppException);
    const { errors } = error as AppException;
    expect(Object.keys(errors).sort()).toEqual(['companyId', 'dictionaryType']);
    expect(translate('en', errors.companyId[0])).toBe('companyId must be a whole number');
    expect(translate('ka', errors.companyId[0])).toBe('companyId უნდა იყოს მთელი რიცხვი');
    expect(translate('en', errors.dictionaryType[0])).toMatch(/^dictionaryType must be one of: 0, 1, 2/);
  });
});
