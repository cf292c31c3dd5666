/** A titled page for routes whose screen is built by a later issue. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-semibold text-slate-900">{title}</h1>
    </main>
  );
}
