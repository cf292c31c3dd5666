import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function LoginPage() {
  return <PagePlaceholder title="Sign in" />;
}
