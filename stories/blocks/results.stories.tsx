import { resultsBlock, resultsGridBlock } from '../../blocks/results';
import Results from '../../blocks/results/Results';
import type { ResultsPage } from '../../blocks/results/results-queries';
import { blockSchemaFor } from '../../schemas/blocks';
import { itemSchema } from '../../schemas/entities/item';
import gridFixture from '../fixtures/blocks/results-grid.json';
import resultsFixture from '../fixtures/blocks/results.json';
import items from '../fixtures/items.json';

export default { title: 'Blocks / results' };

/** The first page as the block's data (stories have no server, so Next shows the page busy). */
const firstPage: ResultsPage = {
  data: items.map((item) => itemSchema.parse(item)),
  meta: { paging: { page: 1, page_size: 24, total_count: 131, total_pages: 6 } },
};

export const ResultsMobile = () => (
  <div className="ks-page">
    <Results block={blockSchemaFor(resultsBlock.layout).parse(resultsFixture)} data={firstPage} />
  </div>
);
ResultsMobile.meta = { width: 375 };

export const ResultsDesktop = () => (
  <div className="ks-page">
    <Results block={blockSchemaFor(resultsBlock.layout).parse(resultsFixture)} data={firstPage} />
  </div>
);
ResultsDesktop.meta = { width: 1280 };

export const ResultsGridMobile = () => (
  <div className="ks-page">
    <Results block={blockSchemaFor(resultsGridBlock.layout).parse(gridFixture)} data={firstPage} />
  </div>
);
ResultsGridMobile.meta = { width: 375 };

export const ResultsGridDesktop = () => (
  <div className="ks-page">
    <Results block={blockSchemaFor(resultsGridBlock.layout).parse(gridFixture)} data={firstPage} />
  </div>
);
ResultsGridDesktop.meta = { width: 1280 };
