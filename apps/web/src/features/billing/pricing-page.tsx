import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function PricingPage() {
  return <PagePlaceholder title="Become a Premium Family Member" />;
}
