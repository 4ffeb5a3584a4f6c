interface Asked<Q, A> {
  question: Q;
  resolve(answer: A): void;
  reject(error: unknown): void;
}

/**
 * Calls made in the same turn of the event loop, answered together by one `answerAll` (one
 * statement for all of them): the batches a process starts from one fetch, or those whose turns
 * came at once, each asking alone made the database's busiest statements of a national send
 * (docs/benchmarks.md, production-send). `answerAll` answers the questions in their order.
 */
export class SameTurnCalls<Q, A> {
  private asked: Asked<Q, A>[] = [];

  constructor(private readonly answerAll: (questions: Q[]) => Promise<A[]>) {}

  ask(question: Q): Promise<A> {
    return new Promise((resolve, reject) => {
      if (this.asked.length === 0) queueMicrotask(() => void this.answerAsked());
      this.asked.push({ question, resolve, reject });
    });
  }

  private async answerAsked(): Promise<void> {
    const asked = this.asked;
    this.asked = [];
    try {
      const answers = await this.answerAll(asked.map((one) => one.question));
      asked.forEach((one, at) => one.resolve(answers[at] as A));
    } catch (error) {
      for (const one of asked) one.reject(error);
    }
  }
}
