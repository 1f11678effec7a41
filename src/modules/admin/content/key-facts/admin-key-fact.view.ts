import { ApiProperty } from '@nestjs/swagger';
import { KeyFactType } from '../../../../../shared/enums.js';

/** A choice of a key fact of a choice type. */
export class AdminKeyFactOption {
  @ApiProperty()
  id: number;
  @ApiProperty()
  key: string;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
}

/** A key-fact definition as the back office edits it; `usageCount`: companies that filled it in. */
export class AdminKeyFactDefinition {
  @ApiProperty()
  id: number;
  @ApiProperty()
  key: string;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
  @ApiProperty({ enum: KeyFactType })
  keyFactType: KeyFactType;
  @ApiProperty()
  isMandatory: boolean;
  @ApiProperty()
  hide: boolean;
  @ApiProperty()
  orderIndex: number;
  @ApiProperty({ type: [AdminKeyFactOption] })
  options: AdminKeyFactOption[];
  @ApiProperty()
  usageCount: number;
}

/** What the audit log keeps of a definition. */
export const auditedKeyFact = (fact: AdminKeyFactDefinition) => ({
  key: fact.key,
  name: fact.name,
  nameGE: fact.nameGE,
  keyFactType: fact.keyFactType,
  isMandatory: fact.isMandatory,
  hide: fact.hide,
  orderIndex: fact.orderIndex,
  options: fact.options.map(({ id, name, nameGE }) => ({ id, name, nameGE })),
});
