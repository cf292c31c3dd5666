import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function SisterPricingPage() {
  return <PagePlaceholder title="Pricing" />;
}
