import { AlertCircle, X } from 'lucide-react';

/**
 * Where the spec says "alert", screens show this instead of window.alert: an assertive live
 * region announced by screen readers, that does not block the page and can be dismissed.
 */
export function InlineAlert({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  return (
    <div role="alert" aria-live="assertive" className="empty:hidden">
      {message && (
        <div className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="flex-1">{message}</span>
          <button type="button" onClick={onDismiss} aria-label="Dismiss message" className="rounded p-0.5 hover:bg-red-100">
            <X aria-hidden className="h-4 w-4" />
          </button>
        </div>
      )}
    </div>
  );
}
