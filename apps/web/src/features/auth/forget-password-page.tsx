import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function ForgetPasswordPage() {
  return <PagePlaceholder title="Forgot password" />;
}
