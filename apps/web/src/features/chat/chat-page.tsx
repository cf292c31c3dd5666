import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function ChatPage() {
  return <PagePlaceholder title="AI Mental Health Companion Chatbot" />;
}
