/** Types of icuMessagesLoader.cjs, for its tests. */
interface LoaderContext {
  resourcePath: string;
  async(): (error: Error | null, result?: string) => void;
}

declare function icuMessagesLoader(this: LoaderContext, source: string): void;

export = icuMessagesLoader;
