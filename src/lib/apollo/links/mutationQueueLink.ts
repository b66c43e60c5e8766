import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

/** Per-operation opt-out: `context: { mutationQueue: { skip: true } }`. */
export interface MutationQueueContext {
  skip?: boolean;
}

declare module '@apollo/client' {
  interface DefaultContext {
    mutationQueue?: MutationQueueContext;
  }
}

type Start = () => void;

/**
 * Sends mutations one after another: a mutation reaches the next link only once
 * the previous one has completed or failed, so cart changes apply in the order
 * the shopper made them. Queries and skip-flagged mutations pass straight through.
 */
export class MutationQueueLink extends ApolloLink {
  private readonly waiting: Start[] = [];
  private busy = false;

  constructor() {
    super();
  }

  override request(
    operation: ApolloLink.Operation,
    forward: ApolloLink.ForwardFunction,
  ): Observable<ApolloLink.Result> {
    const queued =
      operation.operationType === OperationTypeNode.MUTATION &&
      !operation.getContext().mutationQueue?.skip;
    if (!queued) return forward(operation);

    return new Observable<ApolloLink.Result>((observer) => {
      let state: 'waiting' | 'running' | 'done' = 'waiting';
      let subscription: Subscription | undefined;

      const finish = () => {
        if (state !== 'running') return;
        state = 'done';
        this.busy = false;
        this.startNext();
      };
      const start: Start = () => {
        state = 'running';
        subscription = forward(operation).subscribe({
          next: (result) => observer.next(result),
          error: (error: unknown) => {
            observer.error(error);
            finish();
          },
          complete: () => {
            observer.complete();
            finish();
          },
        });
      };

      this.waiting.push(start);
      this.startNext();

      // Unsubscribing frees the queue: a waiting mutation leaves it, a running one is cancelled.
      return () => {
        if (state === 'waiting') {
          this.waiting.splice(this.waiting.indexOf(start), 1);
          state = 'done';
        } else if (state === 'running') {
          subscription?.unsubscribe();
          finish();
        }
      };
    });
  }

  private startNext(): void {
    if (this.busy) return;
    const next = this.waiting.shift();
    if (!next) return;
    this.busy = true;
    next();
  }
}

export function createMutationQueueLink(): ApolloLink {
  return new MutationQueueLink();
}
