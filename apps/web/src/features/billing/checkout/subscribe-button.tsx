// Owned by the billing feature: opens checkout for a plan. Until checkout lands it is a visible,
// labelled disabled state rather than a dead button.
export interface SubscribeButtonProps {
  product?: 'haven' | 'sister';
  subType: string;
  period: 'monthly' | 'yearly' | 'lifetime';
  className?: string;
}

export function SubscribeButton({ className }: SubscribeButtonProps) {
  return (
    <button type="button" disabled aria-disabled className={className ?? 'w-full rounded-lg bg-slate-300 px-4 py-2 text-slate-600'}>
      Subscribe (checkout coming soon)
    </button>
  );
}
