import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function EmailConfirmedPage() {
  return <PagePlaceholder title="Email confirmed" />;
}
