import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { browserCookieJar, PRO_BUMP_GUIDANCE_SEEN_COOKIE, useEngine } from '../../../../engine';
import type { BumpResult } from '../../../../schemas/entities/bumps';
import type { ItemDetail } from '../../../../schemas/entities/item-detail';
import { formatCount } from '../../../../ui/format/numbers';
import { isProAvailable } from '../../../../ui/pro/pro';
import { siteConfigurationQuery } from '../../../../ui/site-configuration/site-configuration-queries';
import { userConfigurationQuery } from '../../../../ui/site-configuration/user-configuration-queries';
import { bumpInfoQuery, bumpItem, proBumpItem } from '../manage-queries';
import { BUMPED_MESSAGE, bumpStep, proBumpStep, type BumpStep } from './bump-rules';
import { BumpGuidanceModal } from './BumpGuidanceModal';
import { BumpPurchaseModal } from './BumpPurchaseModal';

export interface BumpFlow {
  /** Bump pressed. */
  start: () => void;
  pending: boolean;
  /** The last failure of the flow (no bumps, the daily limit, a failed info call), for the error list. */
  error: unknown;
  /** The open guidance or purchase modal, or null. */
  modal: ReactNode;
}

type Outcome = { kind: 'bumped'; result: BumpResult; pro: boolean; bought: boolean } | { kind: 'step'; step: BumpStep };

/** What the page says after a bump: the bumps left too, unless it was a Pro seller's free one. */
export function bumpedMessage({ result, pro, bought }: { result: BumpResult; pro: boolean; bought: boolean }): string {
  const left = result.bump_info.available_bumps;
  return [
    bought ? 'Payment received.' : null,
    BUMPED_MESSAGE,
    pro ? null : `You have ${formatCount(left)} ${left === 1 ? 'bump' : 'bumps'} left.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Bump (spec §4.2). A Pro seller (ui/pro with the site configuration and the account's username)
 * gets the pro bump call, after the guidance unless {p}_hbm is '1' (written when they confirm it).
 * Anyone else: GET /v1/bumps/info, then the bumps guidance when they never bumped, the purchase
 * when they have no bumps, else the bump at once. A bought pack is spent on this item right away.
 */
export function useBumpFlow(
  item: ItemDetail,
  onChanged: (item: ItemDetail) => Promise<void>,
  onStatus: (message: string) => void,
): BumpFlow {
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<BumpStep | null>(null);

  const bumped = (result: BumpResult, pro: boolean, bought = false): Outcome => {
    queryClient.setQueryData(bumpInfoQuery(api).queryKey, result.bump_info);
    return { kind: 'bumped', result, pro, bought };
  };

  const run = useMutation({
    mutationFn: async (request: {
      step: 'decide' | 'bump' | 'pro_bump';
      afterPurchase?: boolean;
    }): Promise<Outcome> => {
      if (request.step === 'bump') return bumped(await bumpItem(api, item.id), false, request.afterPurchase);
      if (request.step === 'pro_bump') return bumped(await proBumpItem(api, item.id), true);
      const [site, account] = await Promise.all([
        queryClient.fetchQuery(siteConfigurationQuery(api)),
        queryClient.fetchQuery(userConfigurationQuery(api, viewer?.userId)),
      ]);
      if (isProAvailable(site, account)) {
        const step = proBumpStep(browserCookieJar().get(PRO_BUMP_GUIDANCE_SEEN_COOKIE));
        return step.kind === 'pro_bump' ? bumped(await proBumpItem(api, item.id), true) : { kind: 'step', step };
      }
      const step = bumpStep(await queryClient.fetchQuery(bumpInfoQuery(api)));
      return step.kind === 'bump' ? bumped(await bumpItem(api, item.id), false) : { kind: 'step', step };
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === 'step') return setOpen(outcome.step);
      setOpen(null);
      onStatus(bumpedMessage(outcome));
      await onChanged(outcome.result.item);
    },
    onError: () => setOpen(null),
  });

  const close = () => setOpen(null);
  let modal: ReactNode = null;
  if (open?.kind === 'pro_guidance') {
    modal = (
      <BumpGuidanceModal
        kind="pro"
        pending={run.isPending}
        onClose={close}
        onBump={() => {
          browserCookieJar().set(PRO_BUMP_GUIDANCE_SEEN_COOKIE, '1');
          run.mutate({ step: 'pro_bump' });
        }}
      />
    );
  } else if (open?.kind === 'guidance') {
    const info = open.info;
    modal = (
      <BumpGuidanceModal
        kind="bumps"
        info={info}
        pending={run.isPending}
        onClose={close}
        onBump={() => (info.available_bumps === 0 ? setOpen({ kind: 'purchase', info }) : run.mutate({ step: 'bump' }))}
      />
    );
  } else if (open?.kind === 'purchase') {
    modal = <BumpPurchaseModal onClose={close} onBought={() => run.mutate({ step: 'bump', afterPurchase: true })} />;
  }

  return {
    start: () => {
      run.reset();
      run.mutate({ step: 'decide' });
    },
    pending: run.isPending,
    error: run.error,
    modal,
  };
}
