import { collapsableContentButterBlock } from '../../blocks/collapsable-content-butter';
import { BlockStory } from '../BlockStory';
import fixture from '../fixtures/blocks/collapsable-content-butter.json';

export default { title: 'Blocks / collapsable-content-butter' };

export const Mobile = () => <BlockStory plugin={collapsableContentButterBlock} fixture={fixture} />;
Mobile.meta = { width: 375 };

/** From 1024 px the table of contents sits beside the sections and stays in view. */
export const Desktop = () => <BlockStory plugin={collapsableContentButterBlock} fixture={fixture} />;
Desktop.meta = { width: 1280 };

/** One section: no table of contents. */
export const SingleSectionDesktop = () => (
  <BlockStory plugin={collapsableContentButterBlock} fixture={{ ...fixture, sections: fixture.sections.slice(0, 1) }} />
);
SingleSectionDesktop.meta = { width: 1280 };

/** Hostile CMS HTML: the script, handler and javascript: link are removed, the text stays. */
export const UnsafeHtmlMobile = () => (
  <BlockStory
    plugin={collapsableContentButterBlock}
    fixture={{
      ...fixture,
      title: 'A very long FAQ title that goes on and on to check how the heading wraps on a small phone screen',
      sections: [
        {
          title: 'Scripted answer',
          content:
            '<p onclick="alert(1)">Safe text<script>alert(1)</script> <a href="javascript:alert(1)">bad link</a></p>',
        },
        ...fixture.sections,
      ],
    }}
  />
);
UnsafeHtmlMobile.meta = { width: 375 };
