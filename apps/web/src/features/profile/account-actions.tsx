import { Download, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { api, apiFetch, ApiError } from '../../lib/api-client';
import { clearLogin } from '../../lib/auth-session';

/** Data rights (DESIGN 6): download everything as JSON; delete the account after password re-entry. */
export function AccountActions() {
  const [message, setMessage] = useState<string | null>(null);

  async function download() {
    setMessage(null);
    const res = await apiFetch('/auth/export').catch(() => null);
    if (!res?.ok) {
      setMessage('Failed to download your data. Please try again.');
      return;
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = 'haven-my-data.json';
    a.click();
    // The browser starts the download after click() returns: revoking the URL at once races it (the
    // download can fail or never finish). A minute later it has long been read.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  return (
    <section aria-labelledby="data-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="data-title" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={download} className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
          <Download aria-hidden className="h-4 w-4" /> Download my data
        </button>
        <DeleteAccountDialog />
      </div>
      <p role="alert" className="mt-2 text-sm text-red-700 empty:hidden">
        {message}
      </p>
    </section>
  );
}

function DeleteAccountDialog() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api('/auth/account', { method: 'DELETE', body: { password } });
      clearLogin();
      window.location.assign('/');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Failed to delete the account. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Dialog.Root onOpenChange={() => { setPassword(''); setError(null); }}>
      <Dialog.Trigger className="inline-flex items-center gap-2 rounded-xl border border-red-300 px-4 py-2 font-medium text-red-800 hover:bg-red-50">
        <Trash2 aria-hidden className="h-4 w-4" /> Delete account
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold text-slate-900">Delete account</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">This removes your account and all its data: chats, therapy sessions, meditations, affirmations and payments records. It cannot be undone. Enter your password to confirm.</Dialog.Description>
          <form onSubmit={confirm} className="mt-4 space-y-3">
            <label htmlFor="delete-password" className="block text-sm font-medium text-slate-800">
              Password
            </label>
            <input id="delete-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} className="w-full rounded-xl border border-slate-300 px-3 py-2.5" />
            <p role="alert" className="text-sm text-red-700 empty:hidden">
              {error}
            </p>
            <div className="flex justify-end gap-3">
              <Dialog.Close className="rounded-xl border border-slate-300 px-4 py-2 font-medium text-slate-800">Cancel</Dialog.Close>
              <button type="submit" disabled={!password || busy} className="rounded-xl bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-50">
                {busy ? 'Deleting...' : 'Delete my account'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
