import { render, screen } from '@testing-library/react';
import { it, expect } from 'vitest';
import css from '../ui/tile/platform.css?url';
function C() { return <div><link rel="stylesheet" href={css} precedence="ui" /><p>hello</p></div>; }
it('renders', async () => {
  render(<C />);
  console.log(css, document.head.innerHTML, document.body.innerHTML);
  expect(await screen.findByText('hello')).toBeInTheDocument();
});
