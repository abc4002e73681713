import { useQuery } from '@tanstack/react-query';
import { displayedMessage, useEngine } from '../../../engine';
import { Modal } from '../../../ui/modal/Modal';
import { siteConfigurationQuery } from '../../../ui/site-configuration/site-configuration-queries';
import { userConfigurationQuery } from '../../../ui/site-configuration/user-configuration-queries';
import { insightsModalFor } from './insights-choice';
import { InsightsModal } from './InsightsModal';
import { LegacyInsightsModal } from './LegacyInsightsModal';
import { ProPaywallModal } from './ProPaywallModal';

export interface InsightsDialogProps {
  itemId: number;
  itemName: string;
  swapId: number | null;
  onClose: () => void;
}

/** The modal 'View Insights' opens, once the account's configuration says which (insights-choice.ts). */
export default function InsightsDialog({ itemId, itemName, swapId, onClose }: InsightsDialogProps) {
  const { api, viewer } = useEngine();
  const user = useQuery(userConfigurationQuery(api, viewer?.userId));
  const site = useQuery(siteConfigurationQuery(api));
  if (user.error || site.error)
    return (
      <Modal title="Insights" onClose={onClose}>
        <p role="alert">{displayedMessage(user.error ?? site.error)}</p>
      </Modal>
    );
  if (!user.data || !site.data)
    return (
      <Modal title="Insights" onClose={onClose}>
        <p role="status">Loading…</p>
      </Modal>
    );
  switch (insightsModalFor(user.data, site.data)) {
    case 'insights':
      return <InsightsModal itemId={itemId} itemName={itemName} swapId={swapId} onClose={onClose} />;
    case 'legacy':
      return <LegacyInsightsModal itemId={itemId} swapId={swapId} onClose={onClose} />;
    case 'paywall':
      return <ProPaywallModal onClose={onClose} />;
  }
}
