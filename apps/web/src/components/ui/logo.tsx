import { Link } from 'react-router';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className="flex items-center gap-2 font-semibold text-brand-900">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="text-lg">Haven</span>
    </Link>
  );
}
