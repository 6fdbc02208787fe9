import type { BillingCurrency } from '../../../shared/membership-plans.ts';
import type { BankTransfer } from '../../../shared/schemas/membership.ts';
import type { Config } from '../../config.ts';

const SETTING: Record<BillingCurrency, 'BANK_DETAILS_USD' | 'BANK_DETAILS_GBP' | 'BANK_DETAILS_INR'> = {
  USD: 'BANK_DETAILS_USD',
  GBP: 'BANK_DETAILS_GBP',
  INR: 'BANK_DETAILS_INR',
};

/** The payee's account for a currency, from its "Label: value; Label: value" setting (config.ts checks the shape). */
export function bankTransferFor(config: Config, currency: BillingCurrency): BankTransfer {
  const lines = config[SETTING[currency]]
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(':');
      return { label: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
    });
  return { currency, lines };
}
