import { useSearch } from 'wouter';
import { AlertBox, type AlertKind } from '../../ui/alert/AlertBox';

const MESSAGE_TYPES = ['info', 'error', 'success', 'warning'] as const;
type MessageType = (typeof MESSAGE_TYPES)[number];

function isMessageType(value: string | null): value is MessageType {
  return MESSAGE_TYPES.some((type) => type === value);
}

/** The alert a page opens with from ?message=…&messageType=… (spec §2.2); warning by default. */
export function MessageAlert() {
  const params = new URLSearchParams(useSearch());
  const message = params.get('message');
  if (!message) return null;
  const type = params.get('messageType');
  const kind: AlertKind = isMessageType(type) ? type : 'warning';
  return (
    <div className="ks-page ks-main__alert">
      <AlertBox kind={kind} role="alert">
        {message}
      </AlertBox>
    </div>
  );
}
