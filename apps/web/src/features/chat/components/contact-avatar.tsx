import { PhotoAvatar } from '../../../components/photo-avatar.tsx';
import { useConversationHistory } from '../api/chat.ts';
import type { ChatContactRef } from './conversation-view.tsx';

/**
 * A chat counterpart's photo, or their initials. The image is asked for only when the person
 * has one (their photo version, from the conversation list when the opener did not know it),
 * so a person without a photo never costs a failed request.
 */
export function ContactAvatar(props: {
  contact: ChatContactRef & { photoVersion?: number | null };
  size: number;
}) {
  const { contact } = props;
  const history = useConversationHistory();
  const known = history.data?.find((c) => c.userEmail === contact.email);
  const version = known ? known.photoVersion : contact.photoVersion;
  const userId = contact.userId ?? known?.userId;
  return (
    <PhotoAvatar
      size={props.size}
      name={contact.userName}
      path={userId && version ? `/files/avatar/${userId}?size=64&v=${version}` : undefined}
      version={version}
    />
  );
}
