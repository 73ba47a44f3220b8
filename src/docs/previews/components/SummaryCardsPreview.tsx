import { SummaryCards } from '../../../components/SummaryCards.tsx';

const groups = [
  {
    title: 'Income',
    body: [
      { title: 'Today', value: '12.50' },
      { title: 'This week', value: '88.00' },
      { title: 'Total', value: '1,204.75' },
    ],
  },
  {
    title: 'Withdrawals',
    body: [
      { title: 'Pending', value: '50.00' },
      { title: 'Paid', value: '600.00' },
    ],
  },
];

/** Two groups of figures, as a ledger's `more_details` answer brings them. */
export function SummaryCardsPreview() {
  return <SummaryCards groups={groups} label="Summary" />;
}
