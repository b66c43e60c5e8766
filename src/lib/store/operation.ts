import { type Operation } from './types';

/**
 * Runs an operation passed in by a talon and returns its data; GraphQL errors returned
 * without a throw (errorPolicy 'all') become one Error, their messages joined by a comma.
 */
export async function runOperation<TData, TVariables>(
  operation: Operation<TData, TVariables>,
  options?: Parameters<Operation<TData, TVariables>>[0],
): Promise<TData | null | undefined> {
  const { data, errors } = await operation(options);
  if (errors?.length) throw new Error(errors.map(({ message }) => message).join(', '));
  return data;
}
