import type { PaymentOption } from '@contract/entities';
import { formatTugrik } from '@/lib/format-tugrik';
import { extendTexts } from './extend-texts';

/** '≈ 330 ₮' a day: how the options compare. */
export function perDay(option: PaymentOption): string {
  return formatTugrik(Math.round(option.price / Math.max(1, option.days)));
}

/** The option with the lowest price per day, when there is a choice to make. */
export function bestValueId(options: readonly PaymentOption[]): number | null {
  if (options.length < 2) return null;
  let best: PaymentOption | null = null;
  for (const option of options) {
    if (option.price <= 0) continue;
    if (!best || option.price / option.days < best.price / best.days) best = option;
  }
  return best?.id ?? null;
}

/** '30 хоног · Өдөрт ≈ 330 ₮', without repeating the days when the title already says them. */
export function optionMeta(option: PaymentOption): string {
  const days = extendTexts.days(option.days);
  const each = extendTexts.perDay(perDay(option));
  return option.title.includes(days) ? each : `${days} · ${each}`;
}

/** The option's name with its days, unless the name is just the days. */
export function optionName(option: PaymentOption): string {
  const days = extendTexts.days(option.days);
  return option.title.includes(days) ? option.title : `${option.title} · ${days}`;
}
