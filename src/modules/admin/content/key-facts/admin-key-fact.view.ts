import type { KeyFactType } from '../../../../../shared/enums.js';

/** A key-fact definition as the back office edits it; `usageCount`: companies that filled it in. */
export interface AdminKeyFactDefinition {
  id: number;
  key: string;
  name: string;
  nameGE: string;
  keyFactType: KeyFactType;
  isMandatory: boolean;
  hide: boolean;
  orderIndex: number;
  options: { id: number; key: string; name: string; nameGE: string }[];
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
