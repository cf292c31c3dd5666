import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function AffirmationPage() {
  return <PagePlaceholder title="AI Affirmations" />;
}
