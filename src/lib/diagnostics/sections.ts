// What the support export holds besides the store, supplied by the app (src/app/diagnostics.ts)
// so this module depends on no feature.
type Section = () => unknown;

const sections = new Map<string, Section>();
let personalData: () => readonly string[] = () => [];

export function registerDiagnosticsSection(name: string, read: Section): void {
  sections.set(name, read);
}

export function readDiagnosticsSections(): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, read] of sections) {
    try {
      result[name] = read();
    } catch (error) {
      result[name] = { unreadable: error instanceof Error ? error.message : String(error) };
    }
  }
  return result;
}

/** The values that identify the signed-in person (email, name, username): redacted from the export by default. */
export function setPersonalDataSource(read: () => readonly string[]): void {
  personalData = read;
}

export function readPersonalData(): readonly string[] {
  return personalData().filter((value) => value.trim().length >= 2);
}
