import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function MeditationPage() {
  return <PagePlaceholder title="AI Meditations" />;
}
