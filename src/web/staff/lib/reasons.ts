import type { TFunction } from 'i18next';

/**
 * A return reason as the customer chose it, in the interface language ("Change of mind" for CHANGE_OF_MIND): the
 * portal's own names (`request:reasons`). A code the portal has no name for (an imported one) shows as it is.
 */
export function reasonName(t: TFunction, code: string): string {
  return code ? t(`request:reasons.${code}`, { defaultValue: code }) : '';
}
