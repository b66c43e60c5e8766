import { sanitizeHtml } from '../../../../lib/sanitize';
import { parseFaq, questionCount } from '../parseFaq';

/** The seeded FAQ's shape (backend/seed/content/pages.ts, faq()): a text intro, then Page Builder tabs per topic. */
const tab = (name: string, id: string, qa: Array<[string, string]>) =>
  `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${name}" data-element="main" id="${id}"><div data-content-type="text" data-appearance="default" data-element="main">${qa
    .map(([q, a]) => `<h4>${q}</h4><p>${a}</p>`)
    .join('')}</div></div>`;

const SEEDED_SHAPE = `<style>#html-body [data-pb-style=FQ1]{margin:0}</style><div data-content-type="row" data-appearance="contained" data-element="main"><div data-enable-parallax="0" data-element="inner">
<div data-content-type="text" data-appearance="default" data-element="main"><p>Answers to the questions our customers ask most.</p></div>
<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="" data-element="main" data-pb-style="FQ1">
<ul role="tablist" class="tabs-navigation" data-element="navigation"><li role="tab" class="tab-header" data-element="headers"><a href="#T1" class="tab-title"><span class="tab-title">Orders</span></a></li><li role="tab" class="tab-header" data-element="headers"><a href="#T2" class="tab-title"><span class="tab-title">Shipping</span></a></li></ul>
<div class="tabs-content" data-element="content">${tab('Orders', 'T1', [
  ['How do I track my order?', 'Sign in and open <a href="/order-history">Order History</a>.'],
  ['Can I cancel an order?', 'While it is Pending.'],
])}${tab('Shipping', 'T2', [['How much is shipping?', 'Free above Rp150.000.']])}</div></div></div></div>`;

describe('parseFaq', () => {
  it('reads Page Builder tabs as topics and each <h4> as a question with the answer after it', () => {
    const faq = parseFaq(sanitizeHtml(SEEDED_SHAPE));
    expect(faq.topics.map((topic) => [topic.name, topic.questions.map((question) => question.question)])).toEqual([
      ['Orders', ['How do I track my order?', 'Can I cancel an order?']],
      ['Shipping', ['How much is shipping?']],
    ]);
    expect(faq.topics[0].questions[0].answerHtml).toBe('<p>Sign in and open <a href="/order-history">Order History</a>.</p>');
    expect(questionCount(faq)).toBe(3);
    // Ids unique in the page, for the accordion's buttons and regions.
    expect(new Set(faq.topics.flatMap((topic) => topic.questions.map((question) => question.id))).size).toBe(3);
  });

  it('keeps the rest of the page as the intro, without the tabs (their headers are the topics)', () => {
    const { intro } = parseFaq(sanitizeHtml(SEEDED_SHAPE));
    expect(intro).toContain('Answers to the questions our customers ask most.');
    expect(intro).not.toContain('tablist');
    expect(intro).not.toContain('How do I track my order?');
  });

  it('reads plain HTML: an answer runs to the next question or a heading that outranks it', () => {
    const faq = parseFaq(
      sanitizeHtml('<p>Intro</p><h4>First?</h4><p>One.</p><ul><li>Two</li></ul><h4>Second?</h4>Bare text <em>answer</em><h2>More help</h2><p>Call us.</p>'),
    );
    expect(faq.topics).toEqual([
      {
        name: null,
        questions: [
          { id: 'faq-1', question: 'First?', answerHtml: '<p>One.</p><ul><li>Two</li></ul>' },
          { id: 'faq-2', question: 'Second?', answerHtml: 'Bare text <em>answer</em>' },
        ],
      },
    ]);
    expect(faq.intro).toBe('<p>Intro</p><h2>More help</h2><p>Call us.</p>');
  });

  it('finds no questions in content without <h4> headings, and leaves it whole', () => {
    const faq = parseFaq(sanitizeHtml('<h2>Help</h2><p>Write to us.</p>'));
    expect(questionCount(faq)).toBe(0);
    expect(faq.intro).toBe('<h2>Help</h2><p>Write to us.</p>');
  });

  it('skips empty question headings and answers nothing unsafe (the content is sanitized first)', () => {
    const faq = parseFaq(sanitizeHtml('<h4> </h4><h4>Safe?</h4><p onclick="alert(1)">Yes<script>alert(2)</script></p><img src=x onerror="alert(3)">'));
    expect(faq.topics[0].questions).toEqual([{ id: 'faq-1', question: 'Safe?', answerHtml: '<p>Yes</p><img src="x">' }]);
  });
});
