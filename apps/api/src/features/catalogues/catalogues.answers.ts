import type { CatalogGroup, CatalogSubgroup } from '@armonia/shared';

type CatalogRow = { id: string; name: string };
type GroupRow = { id: string; name: string; description: string };
type SubgroupRow = { id: string; name: string; description: string };

/** The tree's levels as the spec's calls answer them: each level names its ancestors. */
export const groupAnswer = (catalog: CatalogRow, g: GroupRow): CatalogGroup => ({
  id: g.id,
  catalogId: catalog.id,
  elementCatalog: catalog.name,
  elementGroup: g.name,
  description: g.description,
});

export const subgroupAnswer = (
  catalog: CatalogRow,
  group: GroupRow,
  sub: SubgroupRow,
): CatalogSubgroup => ({
  id: sub.id,
  groupId: group.id,
  elementCatalog: catalog.name,
  elementGroup: group.name,
  elementSubgroup: sub.name,
  description: sub.description,
});
