import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function LandingPage() {
  return <PagePlaceholder title="Haven" />;
}
