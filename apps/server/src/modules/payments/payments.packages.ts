import {
  CREDIT_PACKAGE_CREDITS,
  CREDIT_PACKAGE_ITEMS,
  DEFAULT_CREDIT_PACKAGE_PRICES,
  type CreditPackageItem,
  type TCreditPackage,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { pricingOf } from '../licensing/licensing.queries.js';
import { rootOrganization } from '../organizations/organizations.usecases.js';

/**
 * The packages the platform sells: their prices are the root organization's pricing of credits_100,
 * credits_500 and credits_1000, else the defaults; a price of 0 is a package not sold.
 */
export async function soldPackages(deps: Pick<Deps, 'db' | 'config'>): Promise<TCreditPackage[]> {
  const root = await rootOrganization(deps);
  const pricing = root ? await pricingOf(deps.db, root.id) : [];
  const priceOf = (item: CreditPackageItem) =>
    pricing.find((entry) => entry.item === item)?.value ?? DEFAULT_CREDIT_PACKAGE_PRICES[item];
  return CREDIT_PACKAGE_ITEMS.map((item) => ({
    item,
    credits: CREDIT_PACKAGE_CREDITS[item],
    price: priceOf(item),
    currency: deps.config.STRIPE_CURRENCY,
  })).filter((creditPackage) => creditPackage.price > 0);
}
