import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function RefundPage() {
  return <PagePlaceholder title="Refund Policy" />;
}
