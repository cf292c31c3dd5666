import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function TherapyPage() {
  return <PagePlaceholder title="AI Therapy Session" />;
}
