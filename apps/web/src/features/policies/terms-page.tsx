import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function TermsPage() {
  return <PagePlaceholder title="Terms of Service" />;
}
