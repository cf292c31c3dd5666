import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function VerifyEmailPage() {
  return <PagePlaceholder title="Verify your e-mail" />;
}
