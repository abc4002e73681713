/** A visible note about a block that is not shown; rendered outside production only. */
export function BlockNotice({ message }: { message: string }) {
  return (
    <div role="note" className="ks-block-notice">
      {message}
    </div>
  );
}
