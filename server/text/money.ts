const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

/** A USD amount as the client's ui/format/money writes it ('$120', '$119.99'), for the server's labels and messages. */
export const formatUsd = (amount: number): string => usd.format(amount);
