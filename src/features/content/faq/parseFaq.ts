/** One question and its answer (sanitized HTML: it comes out of content that was sanitized first). */
export interface FaqQuestion {
  /** Unique in the page: the accordion's element ids derive from it. */
  id: string;
  question: string;
  answerHtml: string;
}

/** A topic (a Page Builder tab, by its name) or, for questions outside tabs, a group without a name. */
export interface FaqTopic {
  name: string | null;
  questions: FaqQuestion[];
}

export interface FaqContent {
  /** What the page says besides its questions (sanitized HTML), '' when nothing. */
  intro: string;
  topics: FaqTopic[];
}

/** The merchant writes each question as an <h4> and its answer after it. */
const QUESTION_TAG = 'H4';
/** An answer runs until the next question or a heading that outranks it. */
const ANSWER_STOP = new Set(['H1', 'H2', 'H3', 'H4']);
const TAB_ITEM = '[data-content-type="tab-item"]';
const TABS = '[data-content-type="tabs"]';

const isAnswerStop = (node: ChildNode) => node.nodeType === Node.ELEMENT_NODE && ANSWER_STOP.has((node as Element).tagName);

/**
 * Reads the FAQ's CMS content (already sanitized, src/lib/sanitize) into topics of questions:
 * each <h4> is a question and what follows it, up to the next heading of its rank or above, its
 * answer; a question inside a Page Builder tab belongs to the tab's topic (data-tab-name). The
 * tabs themselves are dropped (their headers are the topics); what remains is the intro.
 */
export function parseFaq(safeHtml: string): FaqContent {
  const doc = new DOMParser().parseFromString(safeHtml, 'text/html');
  const topics: FaqTopic[] = [];
  const topicOf = new Map<Element | null, FaqTopic>();
  let count = 0;
  for (const heading of Array.from(doc.body.getElementsByTagName(QUESTION_TAG))) {
    const question = (heading.textContent ?? '').trim();
    if (!question) continue;
    // Moving the answer's nodes into a box of their own takes them out of the rest.
    const answer = doc.createElement('div');
    while (heading.nextSibling && !isAnswerStop(heading.nextSibling)) answer.appendChild(heading.nextSibling);
    const tab = heading.closest(TAB_ITEM);
    heading.remove();
    let topic = topicOf.get(tab);
    if (!topic) {
      topic = { name: tab?.getAttribute('data-tab-name')?.trim() || null, questions: [] };
      topicOf.set(tab, topic);
      topics.push(topic);
    }
    count += 1;
    topic.questions.push({ id: `faq-${count}`, question, answerHtml: answer.innerHTML.trim() });
  }
  if (count > 0) for (const tabs of Array.from(doc.body.querySelectorAll(TABS))) tabs.remove();
  const intro = (doc.body.textContent ?? '').trim() ? doc.body.innerHTML.trim() : '';
  return { intro, topics };
}

/** How many questions the content holds. */
export const questionCount = (content: FaqContent) => content.topics.reduce((sum, topic) => sum + topic.questions.length, 0);
