import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function PrivacyPage() {
  return <PagePlaceholder title="Privacy Policy" />;
}
