import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function CreateAccountPage() {
  return <PagePlaceholder title="Create your account" />;
}
