import { formatPrice } from '@haven/core';

/** Current price with the struck-through original, read out as words by screen readers. */
export function PriceTag({ price, originalPrice, period, dark = false }: { price: number; originalPrice: number; period: string; dark?: boolean }) {
  return (
    <p className="mt-4 flex flex-wrap items-baseline gap-x-2" data-testid="price">
      <s className={dark ? 'text-slate-300' : 'text-slate-500'}>
        <span className="sr-only">Original price </span>${formatPrice(originalPrice)}
      </s>
      <span className={`text-4xl font-bold ${dark ? 'text-white' : 'text-slate-900'}`}>
        <span className="sr-only">Now </span>${formatPrice(price)}
      </span>
      <span className={dark ? 'text-slate-200' : 'text-slate-600'}>{period}</span>
    </p>
  );
}
