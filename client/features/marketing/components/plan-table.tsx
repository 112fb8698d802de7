import { Check, Minus } from 'lucide-react';
import { PLAN_FEATURES, PLAN_IDS, PLAN_NAMES, type PlanId } from '@domain/plans';

const SUMMARY: Record<PlanId, string> = {
  basic: 'The whole planner: your gear, packs, trips and map, shared as you choose.',
  explorer: 'Everything in Basic, and your activities tracked: by kind, per item of gear, synced.',
};

/** The plans side by side: what each gives, from the one list of plan features. */
export function PlanTable() {
  return (
    <div className="site-plans">
      <div className="site-plan-cards">
        {PLAN_IDS.map((plan) => (
          <div key={plan} className={`site-plan site-plan-${plan}`}>
            <h3>{PLAN_NAMES[plan]}</h3>
            <p>{SUMMARY[plan]}</p>
          </div>
        ))}
      </div>
      <table className="site-plan-table">
        <caption className="visually-hidden">What each plan gives</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {PLAN_IDS.map((plan) => (
              <th key={plan} scope="col">
                {PLAN_NAMES[plan]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLAN_FEATURES.map((feature) => (
            <tr key={feature.key}>
              <th scope="row">
                <span className="site-plan-feature">{feature.title}</span>
                <span className="site-plan-detail">{feature.detail}</span>
              </th>
              {PLAN_IDS.map((plan) => (
                <td key={plan}>
                  {feature.plans.includes(plan) ? (
                    <>
                      <Check aria-hidden="true" size={20} className="site-plan-yes" />
                      <span className="visually-hidden">Included</span>
                    </>
                  ) : (
                    <>
                      <Minus aria-hidden="true" size={20} className="site-plan-no" />
                      <span className="visually-hidden">Not included</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
