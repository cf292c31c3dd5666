import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function OnboardingPage() {
  return <PagePlaceholder title="Onboarding" />;
}
