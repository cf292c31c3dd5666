import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function EmailExpiredPage() {
  return <PagePlaceholder title="Link expired" />;
}
