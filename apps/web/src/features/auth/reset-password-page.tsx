import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function ResetPasswordPage() {
  return <PagePlaceholder title="Reset password" />;
}
