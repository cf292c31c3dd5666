import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function SafetyPage() {
  return <PagePlaceholder title="Safety and crisis support" />;
}
