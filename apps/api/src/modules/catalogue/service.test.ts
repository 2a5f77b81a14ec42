import { ZCataloguePageQuerySchema } from '@pathshala/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { cataloguePageKey } from './service.ts';

describe('cataloguePageKey', () => {
  it('gives one key to queries that ask the same thing, in any order or case', () => {
    const one = ZCataloguePageQuerySchema.parse({ instructor: ['Asha Rao', 'Vikram'], review: ['5', '4'] });
    const same = ZCataloguePageQuerySchema.parse({ instructor: ['vikram', 'ASHA RAO'], review: ['4', '5'] });
    const other = ZCataloguePageQuerySchema.parse({ instructor: ['Vikram'], review: ['4', '5'] });
    expect(cataloguePageKey(same)).toBe(cataloguePageKey(one));
    expect(cataloguePageKey(other)).not.toBe(cataloguePageKey(one));
  });

  it('keeps the key of a frozen query only: a query that may still change is keyed again', () => {
    const open = ZCataloguePageQuerySchema.parse({ offset: '0' });
    const before = cataloguePageKey(open);
    open.offset = 12;
    expect(cataloguePageKey(open)).not.toBe(before);

    const frozen = Object.freeze(ZCataloguePageQuerySchema.parse({ offset: '12' }));
    expect(cataloguePageKey(frozen)).toBe(cataloguePageKey(open));
    expect(cataloguePageKey(frozen)).toBe(cataloguePageKey(frozen));
  });
});
