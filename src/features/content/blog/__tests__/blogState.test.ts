import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { blogState } from '../blogState';

const graphQLError = (category: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message: 'No such entity.', extensions: { category } }] });

describe('blogState', () => {
  it('shows what was found, even while it refreshes or after a later failure', () => {
    expect(blogState({ title: 'A post' }, { loading: true, error: new Error('offline') })).toEqual({ status: 'found', value: { title: 'A post' } });
  });

  it('waits while nothing has arrived', () => {
    expect(blogState(null, { loading: true })).toEqual({ status: 'loading' });
  });

  it("treats Magefan's no-such-entity error, an input error (a page past the last) and a null answer as an unknown URL", () => {
    expect(blogState(null, { loading: false, error: graphQLError('graphql-no-such-entity') }).status).toBe('notFound');
    expect(blogState(null, { loading: false, error: graphQLError('graphql-input') }).status).toBe('notFound');
    expect(blogState(null, { loading: false }).status).toBe('notFound');
  });

  it('treats any other failure as an error', () => {
    expect(blogState(null, { loading: false, error: new Error('Failed to fetch') }).status).toBe('error');
    expect(blogState(null, { loading: false, error: graphQLError('internal') }).status).toBe('error');
  });
});
