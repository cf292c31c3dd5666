import { usePageTitle } from '../../lib/page-meta';
import { PolicyDocument } from './policy-document';
import { TERMS_SECTIONS, TERMS_UPDATED } from './terms-content';

export default function TermsPage() {
  usePageTitle('/terms');
  return (
    <PolicyDocument
      title="Terms of Service"
      updated={TERMS_UPDATED}
      intro="Plain-language terms for using Haven, an AI companion for everyday mental wellbeing. Please read them, especially the sections on what Haven is and is not."
      sections={TERMS_SECTIONS}
    />
  );
}
