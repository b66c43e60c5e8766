import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeAnswer } from '../../../../app/__testUtils__/fakeGraphql';

const tab = (name: string, qa: Array<[string, string]>) =>
  `<div data-content-type="tab-item" data-tab-name="${name}" data-element="main"><div data-content-type="text" data-element="main">${qa
    .map(([q, a]) => `<h4>${q}</h4><p>${a}</p>`)
    .join('')}</div></div>`;

const FAQ_CONTENT = `<div data-content-type="row" data-element="main"><div data-content-type="text" data-element="main"><p>Answers to the questions our customers ask most.</p></div>
<div data-content-type="tabs" data-element="main"><ul role="tablist" data-element="navigation"><li role="tab"><a href="#a">Orders</a></li></ul><div data-element="content">${tab('Orders', [
  ['How do I track my order?', 'Sign in and open Order History.'],
  ['Can I cancel an order?', 'While it is Pending.'],
])}${tab('Payment', [['Which payment methods can I use?', 'Bank transfer and cards.']])}</div></div></div>`;

const page = (content: string): FakeAnswer => ({
  data: { cmsPage: { __typename: 'CmsPage', identifier: 'faq', title: 'Frequently Asked Questions', content_heading: 'Frequently Asked Questions', content } },
});

const missing = (): FakeAnswer => ({
  networkError: new CombinedGraphQLErrors({
    errors: [{ message: 'The CMS page with the "faq" ID doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' } }],
  }),
});

describe('/faq', () => {
  it('shows the topics as headings and every question closed, as a button that controls its answer region', async () => {
    const { sent } = await renderApp('/faq', { resolvers: { faqPage: () => page(FAQ_CONTENT) } });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(main.getByText('Answers to the questions our customers ask most.')).toBeInTheDocument();
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Orders', 'Payment']);
    expect(sent.find((operation) => operation.operationName === 'faqPage')?.variables).toEqual({ identifier: 'faq' });

    const question = main.getByRole('button', { name: 'How do I track my order?' });
    expect(question.closest('h3')).not.toBeNull();
    for (const button of main.getAllByRole('button', { expanded: false })) expect(button).toHaveAttribute('aria-controls');
    expect(main.getAllByRole('button', { expanded: false })).toHaveLength(3);
    expect(main.queryByRole('region', { name: 'How do I track my order?' })).toBeNull();
    expect(main.getByText('Sign in and open Order History.')).not.toBeVisible();
    // No tab list left over from the Page Builder tabs.
    expect(main.queryByRole('tablist')).toBeNull();
  });

  it('opens and closes an answer with a click, Enter and Space', async () => {
    await renderApp('/faq', { resolvers: { faqPage: () => page(FAQ_CONTENT) } });
    const question = await screen.findByRole('button', { name: 'How do I track my order?' });

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'How do I track my order?' });
    expect(region).toHaveAttribute('id', question.getAttribute('aria-controls'));
    expect(within(region).getByText('Sign in and open Order History.')).toBeVisible();

    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Sign in and open Order History.')).not.toBeVisible();

    const other = screen.getByRole('button', { name: 'Which payment methods can I use?' });
    await userEvent.tab();
    await userEvent.tab();
    expect(other).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(other).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Bank transfer and cards.')).toBeVisible();
    // Each answer opens on its own.
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the page as it is when it holds no questions', async () => {
    await renderApp('/faq', { resolvers: { faqPage: () => page('<p>Our FAQ is being written. Call us meanwhile.</p>') } });
    expect(await screen.findByText('Our FAQ is being written. Call us meanwhile.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryAllByRole('button', { expanded: false })).toEqual([]);
  });

  it('shows the not-found page when the CMS has no FAQ page', async () => {
    await renderApp('/faq', { resolvers: { faqPage: missing } });
    expect(await screen.findByRole('heading', { name: 'Ooops!' })).toBeInTheDocument();
  });

  it('offers the contact form for questions it does not answer', async () => {
    await renderApp('/faq', { resolvers: { faqPage: () => page(FAQ_CONTENT) } });
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
