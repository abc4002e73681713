import { PageMeta } from '../../ui/page-meta/PageMeta';

/** 'List an item' while listing (a new item or a draft), 'Edit your item' for one already published. */
export type FlowTitleText = 'List an item' | 'Edit your item';

/** The page's title and h1, the same words; the flow's pages are the seller's own, so no canonical link. */
export function FlowTitle({ title }: { title: FlowTitleText }) {
  return (
    <>
      <PageMeta
        title={title}
        description="List your sports gear on Kitswap for free: photos, details, price and shipping in a minute."
        canonical={false}
      />
      <h1>{title}</h1>
    </>
  );
}
