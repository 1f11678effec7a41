import { ApiProperty } from '@nestjs/swagger';
import { DictionaryType } from '../../../../../shared/enums.js';
import type { DictionaryItemRow } from '../../../common/dictionary-item.sql.js';

/** The parent of a dictionary item (a technology's group). */
export class AdminDictionaryParent {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
}

/** A dictionary item as the back office edits it. `usageCount`: the rows that refer to it (0: it may be deleted). */
export class AdminDictionaryItem {
  @ApiProperty()
  id: number;
  @ApiProperty({ enum: DictionaryType })
  type: DictionaryType;
  @ApiProperty()
  key: string;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
  @ApiProperty({ type: String, nullable: true })
  description: string | null;
  @ApiProperty({ type: String, nullable: true })
  descriptionGE: string | null;
  @ApiProperty({ type: String, nullable: true })
  iconUrl: string | null;
  @ApiProperty()
  orderIndex: number;
  @ApiProperty({ type: AdminDictionaryParent, nullable: true })
  parent: AdminDictionaryParent | null;
  @ApiProperty()
  usageCount: number;
}

export const adminDictionaryItemOf = (row: DictionaryItemRow, usageCount: number): AdminDictionaryItem => ({
  id: Number(row.id),
  type: Number(row.type) as DictionaryType,
  key: row.key,
  name: row.name,
  nameGE: row.name_ge,
  description: row.description,
  descriptionGE: row.description_ge,
  iconUrl: row.icon_url,
  orderIndex: Number(row.order_index),
  parent:
    row.parent_id === null ? null : { id: Number(row.parent_id), name: row.parent_name!, nameGE: row.parent_name_ge! },
  usageCount,
});

/** What the audit log keeps of an item. */
export const auditedDictionaryItem = (item: AdminDictionaryItem) => ({
  type: item.type,
  key: item.key,
  name: item.name,
  nameGE: item.nameGE,
  description: item.description,
  descriptionGE: item.descriptionGE,
  iconUrl: item.iconUrl,
  parentId: item.parent?.id ?? null,
});
