import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function ProfilePage() {
  return <PagePlaceholder title="Me" />;
}
