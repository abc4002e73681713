/** /selling: the seller's overview (issue 33 part 1 builds its balances, sales, items to ship and stats). */
export default function DashboardPage() {
  return <p>Your balances, sales and stats will show here.</p>;
}
