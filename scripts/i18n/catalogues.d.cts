declare const catalogues: {
  LOCALES_DIR: string;
  SOURCE_LOCALE: string;
  localeFolders(): string[];
  checkLocale(locale: string): Promise<string[]>;
  checkUsage(): string[];
  usedMessageIds(catalogueIds: Set<string>): { used: Set<string>; problems: string[] };
  writeMissingIndexes(): string[];
  indexSource(): string;
};
export = catalogues;
