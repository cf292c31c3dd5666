import { usePageTitle } from '../../lib/page-meta';
import { PolicyDocument } from './policy-document';
import { PRIVACY_SECTIONS } from './privacy-content';

export default function PrivacyPage() {
  usePageTitle('/privacy');
  return (
    <PolicyDocument
      title="Privacy Policy"
      intro="What you share with Haven is personal. This page explains exactly what we store, how we protect it, and how you stay in control of it."
      sections={PRIVACY_SECTIONS}
    />
  );
}
