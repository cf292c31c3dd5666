interface LoadMoreProps {
  label: string;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}

/** "Load more" for a history list; announces a failure instead of failing silently. */
export function LoadMoreButton({ label, loading, failed, onLoad }: LoadMoreProps) {
  return (
    <div className="flex flex-col items-center gap-1 py-2">
      <button
        type="button"
        onClick={onLoad}
        disabled={loading}
        aria-busy={loading}
        className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {loading ? 'Loading…' : label}
      </button>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          Could not load older entries. Please try again.
        </p>
      )}
    </div>
  );
}
