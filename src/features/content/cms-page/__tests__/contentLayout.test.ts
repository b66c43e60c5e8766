import { contentLayout, RICH_CONTENT_THRESHOLD } from '../contentLayout';

const pageBuilder = (length: number) => {
  const start = '<div data-content-type="row"><p>';
  return start + 'x'.repeat(length - start.length - '</p></div>'.length) + '</p></div>';
};

describe('contentLayout (spec §2, §9)', () => {
  it('on the home route, Page Builder content over 30000 characters starts with two blocks in the floor wrapper', () => {
    expect(contentLayout(pageBuilder(RICH_CONTENT_THRESHOLD + 1), true)).toEqual({ kind: 'progressive', firstBlocks: 2, floorWrapper: true });
  });

  it('elsewhere, long Page Builder content also comes block by block, without the floor wrapper', () => {
    expect(contentLayout(pageBuilder(RICH_CONTENT_THRESHOLD + 1), false)).toEqual({ kind: 'progressive', firstBlocks: 2, floorWrapper: false });
  });

  it('renders content of 30000 characters or fewer, and plain HTML of any length, whole', () => {
    expect(contentLayout(pageBuilder(RICH_CONTENT_THRESHOLD), true)).toEqual({ kind: 'whole' });
    expect(contentLayout(`<p>${'x'.repeat(RICH_CONTENT_THRESHOLD * 2)}</p>`, true)).toEqual({ kind: 'whole' });
  });
});
