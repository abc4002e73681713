import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { displayedMessage, NotFoundError, useEngine, type ScreenProps } from '../../engine';
import { PRO_EVENTS } from '../../schemas/entities/pro';
import { LOCKER_COVER_FEATURE } from '../../schemas/requests/locker-profile';
import { AlertBox } from '../../ui/alert/AlertBox';
import { isProAvailable, PRO_TIER_NAME, PRO_TIER_SLUG } from '../../ui/pro/pro';
import { SettingsLayout } from '../../ui/settings/SettingsLayout';
import { siteConfigurationQuery } from '../../ui/site-configuration/site-configuration-queries';
import { userConfigurationQuery } from '../../ui/site-configuration/user-configuration-queries';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { BillingHistory } from './BillingHistory';
import { LockerProfileForm } from './LockerProfileForm';
import { ManagePlan } from './ManagePlan';
import { OfferFloorForm } from './OfferFloorForm';
import { PlanChooser } from './PlanChooser';
import { proPlansQuery, proStatusQuery } from './pro-queries';
import css from './ProSettingsScreen.css?url';

/** /settings/kitswap-pro: the Pro tier's page, outside the settings menu (SettingsLayout page null). */
export default function ProSettingsScreen({ params }: ScreenProps) {
  if (params.proTierSlug !== PRO_TIER_SLUG) throw new NotFoundError('Settings page');
  return (
    <SettingsLayout page={null} title={PRO_TIER_NAME}>
      {(viewer) => <ProPage userId={viewer.userId} />}
    </SettingsLayout>
  );
}

/**
 * The subscriber manages their plan (and sets the offer floor when the plan blocks low-ball offers) and sees their
 * billing history (a past subscriber's too, whatever else shows);
 * anyone else to whom Pro is available (spec §6: the site flag or the account's `pro_access` grant) sees the paywall's
 * plans and checkout; the rest are told it is not open to them yet.
 */
function ProPage({ userId }: { userId: number }) {
  const { api } = useEngine();
  const plans = useQuery(proPlansQuery(api));
  const status = useQuery(proStatusQuery(api, userId));
  const site = useQuery(siteConfigurationQuery(api));
  const user = useQuery(userConfigurationQuery(api, String(userId)));

  const failed = [plans.error, status.error, site.error, user.error].find(Boolean);
  if (failed) return <AlertBox kind="error">{displayedMessage(failed)}</AlertBox>;
  if (!plans.data || !status.data || !site.data || !user.data)
    return <div className="ks-block-loading" aria-busy="true" aria-label={`Loading ${PRO_TIER_NAME}`} />;

  const subscription = status.data.subscription;
  const plan = subscription ? plans.data.find((candidate) => candidate.slug === subscription.plan) : undefined;
  return (
    <div className="ks-pro">
      <Stylesheet href={css} />
      {subscription ? (
        <>
          <Tracked event={PRO_EVENTS.managePlan} properties={{ plan: subscription.plan, cycle: subscription.cycle }} />
          <ManagePlan
            userId={userId}
            subscription={subscription}
            renewalCard={status.data.renewal_card}
            plans={plans.data}
          />
          {plan?.features.includes('offer_floor') ? (
            <OfferFloorForm userId={userId} percent={status.data.offer_floor} />
          ) : null}
          {plan?.features.includes(LOCKER_COVER_FEATURE) ? <LockerProfileForm userId={userId} /> : null}
        </>
      ) : isProAvailable(site.data, user.data) ? (
        <>
          <Tracked event={PRO_EVENTS.visitPaywall} properties={{}} />
          <PlanChooser userId={userId} plans={plans.data} provider={site.data.payment_provider} />
        </>
      ) : (
        <p>{PRO_TIER_NAME} is not open to your account yet. We will let you know when it is.</p>
      )}
      <BillingHistory userId={userId} />
    </div>
  );
}

/** Tracks one event when it mounts (once per mount, not per render). */
function Tracked({ event, properties }: { event: string; properties: Record<string, unknown> }) {
  const { track } = useEngine();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void track(event, properties);
  }, [event, properties, track]);
  return null;
}
