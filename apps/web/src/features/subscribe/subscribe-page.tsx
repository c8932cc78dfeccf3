import { FREE_PLAN_PRICE_RUPEES, LABELS, PREMIUM_NAME, PREMIUM_PRICE_RUPEES } from '@local-shops/shared';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../app/paths.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';

const PREMIUM_INCLUSIONS = [
  'Top placement in search',
  'Promotion tools, cash discounts and shopper coins',
  'Analytics for your shop',
  'Inventory management',
  'Verified badge',
  'Dedicated support',
] as const;

/**
 * 'Subscribe to your plan' (SPEC.md section 2). Payment is not built yet, so this shows the
 * plans and the variant without a shop: 'Subscribe Now' starts a claim.
 */
export function SubscribePage() {
  const navigate = useNavigate();
  useDocumentTitle(LABELS.subscribeToYourPlan);
  return (
    <div className="page">
      <h1>{LABELS.subscribeToYourPlan}</h1>
      <div className="plan-grid">
        <section className="card plan" aria-labelledby="plan-free">
          <h2 id="plan-free">{LABELS.freePlan}</h2>
          <p className="plan__price">₹{FREE_PLAN_PRICE_RUPEES}</p>
          <ul>
            <li>Your shop listed in the directory</li>
            <li>Photos and reviews from shoppers</li>
          </ul>
        </section>
        <section className="card plan plan--featured" aria-labelledby="plan-premium">
          <h2 id="plan-premium">{LABELS.premiumPlan}</h2>
          <p className="plan__price">
            ₹{PREMIUM_PRICE_RUPEES} <small>per year</small>
          </p>
          <p>{PREMIUM_NAME} includes:</p>
          <ul>
            {PREMIUM_INCLUSIONS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <div className="button-row">
        <Link className="button" to={PATHS.home}>
          Back to home page
        </Link>
        <button type="button" className="button button--primary" onClick={() => void navigate(PATHS.instructions)}>
          {LABELS.subscribeNow}
        </button>
      </div>
    </div>
  );
}
