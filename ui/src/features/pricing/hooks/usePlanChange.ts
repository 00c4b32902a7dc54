/**
 * The pricing page's plan-button state: which plan's request is out (its button shows the
 * loading label, the others wait) and the last failure with the server's message, if any.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionUser } from '../../../generated/SessionUser';
import type { SubscriptionPlan } from '../../../generated/SubscriptionPlan';
import { cancelPlan } from '../api/cancelPlan';
import { requestPlanCheckout } from '../api/requestPlanCheckout';
import { changePlan, type PlanChangeDeps } from '../planChange';

export interface PlanChangeFailure {
  plan: SubscriptionPlan;
  /** The server's message (English), or null when it sent none. */
  message: string | null;
}

const BROWSER_DEPS: PlanChangeDeps = {
  requestCheckout: requestPlanCheckout,
  cancelPlan,
  navigate: (url) => window.location.assign(url),
};

export function usePlanChange(user: SessionUser | null) {
  const [busyPlan, setBusyPlan] = useState<SubscriptionPlan | null>(null);
  const [failure, setFailure] = useState<PlanChangeFailure | null>(null);
  // A second press while a request is out is ignored even before the re-render disables it.
  const busyRef = useRef(false);

  useEffect(() => {
    // Coming back from the confirmation page with the browser's Back button may restore this
    // page from the back-forward cache with the button still busy; free it again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busyRef.current = false;
      setBusyPlan(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const choose = useCallback(
    async (plan: SubscriptionPlan) => {
      if (!user || busyRef.current) return;
      busyRef.current = true;
      setBusyPlan(plan);
      setFailure(null);
      const outcome = await changePlan(plan, user.businessId, BROWSER_DEPS);
      if (outcome.kind === 'failed') {
        busyRef.current = false;
        setBusyPlan(null);
        setFailure({ plan, message: outcome.message });
      }
    },
    [user],
  );

  return { busyPlan, failure, choose };
}
